import { useEffect, useRef, useState } from 'react';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Anchor, Button, Group, Text, ThemeIcon, Title, SectionHeading } from 'shared-ui';
import { GENERAL_MESSAGE, whatsappLink } from '../content/exchange';
import classes from './ForexScreener.module.css';

const SCRIPT_URL = 'https://s3.tradingview.com/external-embedding/embed-widget-forex-screener.js';
/** docs/rules.md#calls: the forex screener's settings (forex, dark, height 550). */
const HEIGHT = 550;
const CONFIG = {
  width: '100%',
  height: HEIGHT,
  defaultColumn: 'overview',
  defaultScreen: 'general',
  market: 'forex',
  showToolbar: true,
  colorTheme: 'dark',
  locale: 'en',
  isTransparent: false,
};
/** How long the provider's iframe may take to appear before the fallback replaces it. */
const IFRAME_TIMEOUT_MS = 10_000;

type EmbedState = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * The provider's forex screener (docs/rules.md#exchange, #calls), loaded only when the section nears the viewport, in a
 * space of fixed height. When its script cannot load (onerror, or no iframe after a while) a
 * fallback fills the same space: no layout shift.
 */
export function ForexScreener() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('waiting');

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('loading');
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const node = container.current;
    if (state !== 'loading' || !node) return;
    const widget = document.createElement('div');
    widget.className = 'tradingview-widget-container__widget';
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.type = 'text/javascript';
    // The provider reads its configuration from the script's own text.
    script.text = JSON.stringify(CONFIG);
    script.onerror = () => setState('failed');
    node.append(widget, script);
    const watcher = new MutationObserver(() => {
      if (node.querySelector('iframe')) setState('shown');
    });
    watcher.observe(node, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      if (!node.querySelector('iframe')) setState('failed');
    }, IFRAME_TIMEOUT_MS);
    return () => {
      window.clearTimeout(timer);
      watcher.disconnect();
      script.onerror = null;
    };
  }, [state]);

  useEffect(() => {
    // A failed embed leaves nothing half-drawn behind the fallback.
    if (state === 'failed') container.current?.replaceChildren();
  }, [state]);

  useEffect(() => {
    const node = container.current;
    // The provider's script and iframe are not React's: empty the container on unmount.
    return () => node?.replaceChildren();
  }, []);

  return (
    <section className={classes.section} aria-labelledby="forex-heading">
      <div className={classes.inner}>
        <SectionHeading eyebrow="Markets" title="Forex Market Screener" subtitle="Major currency pairs at a glance, from our market-data partner." id="forex-heading" />
        {/* The space stays reserved when the embed fails (nothing below moves): a light panel then,
            with a short notice in it, rather than the widget's dark background. */}
        <div className={state === 'failed' ? `${classes.frame} ${classes.failed}` : classes.frame} style={{ height: HEIGHT }}>
          <div ref={container} className={`tradingview-widget-container ${classes.embed}`} hidden={state === 'failed'} />
          {state !== 'shown' && state !== 'failed' && (
            <p className={classes.placeholder} aria-live="polite">
              Loading the forex screener…
            </p>
          )}
          {state === 'failed' && (
            <div className={classes.fallback} role="status">
              <div className={classes.notice}>
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <IconPlugConnectedX size={26} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  The forex screener is unavailable right now
                </Title>
                <Text c="dimmed" size="sm">
                  Live currency rates could not be loaded. Ask our desk for a quote on WhatsApp or by e-mail, or see the rates on{' '}
                  <Anchor href="https://www.tradingview.com/markets/currencies/" target="_blank" rel="noopener noreferrer">
                    TradingView
                  </Anchor>
                  .
                </Text>
                <Group justify="center">
                  <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" color="accent">
                    Ask for a quote
                  </Button>
                </Group>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
