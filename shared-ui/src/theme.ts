import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontFamily = 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The brand: deep indigo with a warm accent; one theme for the whole site.
 *
 * Colour contrast (WCAG 2.1 AA, issue 12) is settled here, so that every page inherits it:
 * - `autoContrast` writes black or white on a filled button, badge or icon, whichever reads on
 *   that background. The threshold is set to relative luminance 0.179, where both reach 4.5:1
 *   (Mantine's default, 0.3, left white on green.8 at 3.4:1), so every filled colour of every
 *   palette gets readable text: the bright brand orange keeps its colour with dark text (9.7:1
 *   instead of white's 2.2:1); indigo and the darker shades keep white text.
 * - accent shades 8 and 9 are the ones used for orange text (eyebrows, light badges, whose text
 *   is shade 9 on shade 1): they are dark enough for small text on white and on the light
 *   tints (accent.8 5.5:1 on white, accent.9 7.4:1 on white and 6.4:1 on accent.1).
 *   Shades 0 to 7 are the brand's orange as it was.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: {
    brand: [
      '#eef1ff', '#dbe0fb', '#b4bdf2', '#8a98ea', '#6778e3', '#5063df', '#4358de', '#3449c5', '#2c40b1', '#1f369d',
    ],
    accent: [
      '#fff6e1', '#ffebcc', '#ffd59b', '#ffbe64', '#ffaa38', '#ff9e1b', '#ff9709', '#e38300', '#a84f00', '#8a4100',
    ],
  },
  autoContrast: true,
  luminanceThreshold: 0.179,
  components: {
    // Every close button (toasts, drawers, alerts) has a name for assistive technology; a
    // caller's own aria-label still wins.
    CloseButton: { defaultProps: { 'aria-label': 'Close' } },
  },
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
});

/**
 * Mantine's light-scheme text colours that fall short of 4.5:1 on white: `dimmed` (gray.6,
 * 3.3:1) and `error` (red.6, 3.3:1, the text of every field error). The replacements keep their
 * role (a quieter grey, a red) at 6.1:1 and 5.5:1 on white, and above 5:1 on the light tints
 * the pages use as backgrounds. The site has one (light) scheme; the dark values stay Mantine's.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
