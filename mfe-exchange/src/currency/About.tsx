import { useEffect, useId, useState } from 'react';
import { Button, Card, Stack, Text, Title } from 'shared-ui';
import { DESCRIPTION_LIMIT, aboutText } from '../market/about-text';
import classes from './CurrencyPage.module.css';

/** The sanitiser and its DOMPurify: a chunk of their own, fetched when a description is drawn. */
const loadAboutHtml = () => import('../market/about-html');

/**
 * About (docs/rules.md#currency): the provider's description. In the server's HTML and while hydrating it is
 * the description's words as plain text (there is no DOM on the server to sanitise with, and
 * hydration must draw what the server drew); once the page runs in the browser, the sanitiser is
 * loaded and the same words come back with their links.
 */
export function About({ name, description }: { name: string; description: string }) {
  const [html, setHtml] = useState<{ of: string; html: string; whole: boolean } | null>(null);
  // The spec's first 500 characters, and the rest on request.
  const [whole, setWhole] = useState(false);
  const limit = whole ? Infinity : DESCRIPTION_LIMIT;
  const longer = aboutText(description, Infinity).length > DESCRIPTION_LIMIT;
  const textId = useId();
  useEffect(() => {
    if (description === '') return;
    let live = true;
    loadAboutHtml().then(
      ({ aboutHtml }) => live && setHtml({ of: description, html: aboutHtml(description, limit), whole }),
      // Without the sanitiser (its chunk did not arrive) the plain words stay: nothing is lost.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [description, limit, whole]);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="about-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="about-heading">
          About {name}
        </Title>
        {description === '' ? (
          <Text c="dark.4">No description is available.</Text>
        ) : html?.of === description && html.whole === whole ? (
          // Sanitised by DOMPurify (market/about-html.ts): links kept, scripts and handlers gone.
          <div id={textId} className={classes.about} dangerouslySetInnerHTML={{ __html: html.html }} />
        ) : (
          <div id={textId} className={classes.about}>
            {aboutText(description, limit)}
          </div>
        )}
        {longer && (
          <Button variant="subtle" size="compact-sm" className={classes.more} aria-expanded={whole} aria-controls={textId} onClick={() => setWhole((shown) => !shown)}>
            {whole ? 'Show less' : 'Read more'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
