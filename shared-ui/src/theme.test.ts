import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const white = '#ffffff';
const accent = merged.colors.accent!;
const brand = merged.colors.brand!;
const lightVariables = cssVariablesResolver(merged).light;

/** Resolves `var(--mantine-color-red-9)` or a literal colour to its hex value. */
function resolve(value: string): string {
  const match = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  return match ? merged.colors[match[1]!]![Number(match[2])]! : value;
}

describe('the theme meets WCAG AA contrast for text', () => {
  it('writes dark text on the filled brand orange and white on the filled indigo', () => {
    // Mantine picks black or white from the luminance of the filled shade when autoContrast is on.
    expect(merged.autoContrast).toBe(true);
    const filledShade = 6;
    const textOnAccent = luminance(accent[filledShade]) > merged.luminanceThreshold ? '#000000' : white;
    const textOnBrand = luminance(brand[filledShade]) > merged.luminanceThreshold ? '#000000' : white;
    expect(textOnAccent).toBe('#000000');
    expect(contrast(textOnAccent, accent[filledShade])).toBeGreaterThanOrEqual(4.5);
    // Hover (shade 7) keeps the same text colour, so it must read too.
    expect(contrast(textOnAccent, accent[7])).toBeGreaterThanOrEqual(4.5);
    expect(textOnBrand).toBe(white);
    expect(contrast(white, brand[filledShade])).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every filled shade of every palette text of at least 4.5:1', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      for (const [index, shade] of shades.entries()) {
        const text = luminance(shade) > merged.luminanceThreshold ? '#000000' : white;
        expect(contrast(text, shade), `${name}.${index} (${shade})`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps the orange text shades readable on white and on the light orange tint', () => {
    for (const shade of [8, 9] as const) expect(contrast(accent[shade], white)).toBeGreaterThanOrEqual(4.5);
    // A light badge or button: shade 9 text on shade 1.
    expect(contrast(accent[9], accent[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(accent[8], accent[0])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps dimmed and error text readable on white and on the light tints used as backgrounds', () => {
    const dimmed = resolve(lightVariables['--mantine-color-dimmed']!);
    const error = resolve(lightVariables['--mantine-color-error']!);
    for (const background of [white, merged.colors.gray[0], merged.colors.gray[1], brand[0], accent[0]]) {
      expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(error, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives light, outline and coloured text of every palette at least 4.5:1, leaving the brand colours as they are', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const lightColor = lightVariables[`--mantine-color-${name}-light-color`]!;
      expect(contrast(lightColor, shades[1]!), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightColor, shades[2]!), `${name} light hover`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightVariables[`--mantine-color-${name}-outline`]!, white), `${name} outline`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightVariables[`--mantine-color-${name}-text`]!, white), `${name} text`).toBeGreaterThanOrEqual(4.5);
    }
    expect(lightVariables['--mantine-color-brand-text']).toBe(brand[6]);
    expect(lightVariables['--mantine-color-accent-light-color']).toBe(accent[9]);
  });

  it('names every close button and underlines links', () => {
    expect(merged.components.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
    expect(merged.components.CloseButton?.defaultProps).toMatchObject({ 'aria-label': 'Close' });
  });
});
