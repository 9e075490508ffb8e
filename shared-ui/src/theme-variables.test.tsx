import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from './DesignSystemProvider';
import { cssVariablesResolver, theme } from './theme';

/** The variables' element(s) of a rendered provider (Mantine's global classes come in one of their own). */
const variablesOf = (markup: string) => markup.match(/<style data-mantine-styles="true">[^<]*<\/style>/g);

describe('the theme variables worked out once', () => {
  it('are the element MantineProvider writes for the theme itself', () => {
    const mantines = variablesOf(renderToStaticMarkup(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" />));
    const ours = variablesOf(renderToStaticMarkup(<DesignSystemProvider>{null}</DesignSystemProvider>));
    expect(mantines?.[0]).toContain('--mantine-color-dimmed: #5c636a');
    expect(ours).toEqual(mantines);
  });
});
