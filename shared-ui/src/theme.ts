import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Each platform's own interface font, on purpose: no web font is downloaded. A self-hosted face
 * would cost its files on the first visit (the page-weight budget has no room for them) and a
 * swap, or a blank wait, as it arrives; naming one that is never loaded only made the text depend
 * on which fonts a visitor happened to have installed.
 */
const fontFamily = '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The brand: deep indigo with a warm accent; one theme for the whole site.
 *
 * Colour contrast (WCAG 2.1 AA) is settled here, so that every page inherits it:
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
    // Links are underlined: colour alone does not set a link apart from the text around it
    // (WCAG 1.4.1). A navigation styled as such may still pass underline="never" or "hover".
    Anchor: { defaultProps: { underline: 'always' } },
    // A toast's text under its title is gray.6 in Mantine (3.3:1 on white); dimmed reads.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
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
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...readableColorVariables(resolved.colors),
  },
  dark: {},
});

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** The colour itself if it reads (4.5:1) on every background, else the least darkened version that does. */
function readableOn(color: string, backgrounds: string[]): string {
  for (let keep = 1; keep > 0; keep -= 0.04) {
    const candidate = `#${[1, 3, 5]
      .map((start) => Math.round(parseInt(color.slice(start, start + 2), 16) * keep).toString(16).padStart(2, '0'))
      .join('')}`;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= 4.5)) return candidate;
  }
  return '#000000';
}

/**
 * Mantine writes a colour's own shades as text in three places, and for most palettes they fall
 * short of 4.5:1: light buttons and badges (shade 9 on shade 1, e.g. green 3.8:1, yellow 2.6:1),
 * outline variants (shade 6 on white) and `c="green"`-style text (shade 6 on white, green 2.4:1).
 * Each is replaced, per palette, by the same hue darkened just enough; colours that already read
 * (brand, accent) are left as they are.
 */
function readableColorVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const white = '#ffffff';
  return Object.fromEntries(
    Object.entries(colors).flatMap(([name, shades]) => {
      const [, light, lightHover, , , , filled, , , darkest] = shades;
      // Only plain #rrggbb palettes (all of Mantine's and ours); anything else is left to Mantine.
      if (![light, lightHover, filled, darkest].every((shade) => /^#[0-9a-f]{6}$/i.test(shade ?? ''))) return [];
      if (!light || !lightHover || !filled || !darkest) return [];
      const onWhite = readableOn(filled, [white, '#f8f9fa']);
      return [
        [`--mantine-color-${name}-light-color`, readableOn(darkest, [light, lightHover])],
        [`--mantine-color-${name}-outline`, onWhite],
        [`--mantine-color-${name}-text`, onWhite],
      ];
    }),
  );
}
