import { DEFAULT_THEME, convertCssVariables, deepMerge, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

type Variables = Record<string, string>;

/** The entries of `ours` whose value differs from Mantine's own stylesheet's. */
function changed(ours: Variables, mantines: Variables): Variables {
  return Object.fromEntries(Object.entries(ours).filter(([name, value]) => mantines[name] !== value));
}

let css: string | undefined;

/**
 * The theme's CSS variables, as MantineProvider would write them into the page: the resolver's
 * values over Mantine's defaults for this theme, less what Mantine's stylesheet already declares.
 * The theme never changes, so they are worked out once. Mantine works them out on every render,
 * and on the server that was the largest single cost of drawing a page (docs/decisions.md#theme-variables-once).
 */
export function themeVariablesCss(): string {
  if (css === undefined) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const ours = deepMerge(defaultCssVariablesResolver(merged), cssVariablesResolver(merged)) as ConvertCSSVariablesInput;
    const mantines = defaultCssVariablesResolver(DEFAULT_THEME);
    css = convertCssVariables({
      variables: changed(ours.variables, mantines.variables),
      light: changed(ours.light, mantines.light),
      dark: changed(ours.dark, mantines.dark),
    });
  }
  return css;
}

/** Stands in for MantineProvider's own variables element (`withCssVariables={false}`), with the same markup. */
export function ThemeVariables() {
  return <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeVariablesCss() }} />;
}
