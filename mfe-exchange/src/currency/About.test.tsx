// The section swaps in DOMPurify's HTML in the browser: jsdom, the DOM DOMPurify is tested in
// (market/about-html.test.ts).
// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from 'shared-ui';
import { aboutText } from '../market/about-text';
import { About } from './About';

/** The browser's side (DOMPurify, then the HTML) is in market/about-html.test.ts and e2e exchange. */
describe('About in the server-rendered HTML: the plain words, which React escapes', () => {
  it('draws a hostile description as text only', () => {
    const hostile = 'Coin <script>window.__pwned = 1</script><img src=x onerror="x()"><a href="javascript:x()">link</a><svg onload="x()"></svg>.';
    const html = renderToString(
      <DesignSystemProvider>
        <About name="Coin" description={hostile} />
      </DesignSystemProvider>,
    );
    expect(html).toContain('Coin link.');
    expect(html).not.toMatch(/<script|<img|<svg|<a |onerror|onload|javascript:|pwned/i);
  });

  it('drops scripts and styles with their content, and cuts after 500 characters', () => {
    expect(aboutText('<script>alert(1)</script><style>p{}</style>Safe <img src=x onerror=alert(1)>text')).toBe('Safe text');
    expect(aboutText(`<p>${'word '.repeat(200)}</p>`)).toBe(`${'word '.repeat(100).trimEnd()}…`);
    expect(aboutText('Short.')).toBe('Short.');
  });
});

describe('About in the browser', () => {
  beforeAll(() => {
    // Mantine's provider reads the colour scheme query; jsdom has no matchMedia.
    window.matchMedia ??= (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  });
  const long = `First part. ${'word '.repeat(120)}The very end.`;
  const about = () => screen.getByRole('region', { name: 'About Coin' }).textContent ?? '';

  it('shows the first 500 characters, the whole text on Read more, and the 500 again on Show less', async () => {
    render(
      <DesignSystemProvider>
        <About name="Coin" description={long} />
      </DesignSystemProvider>,
    );
    expect(about()).not.toContain('The very end.');
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(about()).toContain('The very end.');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(about()).not.toContain('The very end.');
    expect(about()).toMatch(/…Read more$/);
  });

  it('offers no toggle when the description is whole already', () => {
    render(
      <DesignSystemProvider>
        <About name="Coin" description="Short." />
      </DesignSystemProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
