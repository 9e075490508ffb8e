import { describe, expect, it } from 'vitest';
import { aboutHtml, aboutText, cutDescription, sanitizeDescription } from './description';

describe('sanitising the description', () => {
  it('keeps a link as a link, opening in a new tab', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeDescription('Read the <a href="https://bitcoin.org/bitcoin.pdf">white paper</a>.', window);
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://bitcoin.org/bitcoin.pdf');
    expect(link?.textContent).toBe('white paper');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('a <script> and an onerror attribute do nothing', () => {
    const hostile =
      'Hi <script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3" onclick="window.__pwned=4">x</a>';
    const html = sanitizeDescription(hostile, window);
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    root.querySelector('a')?.dispatchEvent(new MouseEvent('click'));
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(root.querySelector('img')).toBeNull();
    root.remove();
  });
});

describe('cutting the description (spec §2: 500 characters and an ellipsis)', () => {
  it('cuts after 500 characters of text, not counting markup, and closes the tags', () => {
    const text = 'a'.repeat(300);
    const html = `${text}<a href="https://example.org/">${'b'.repeat(400)}</a> tail`;
    const cut = cutDescription(html, window);
    const root = document.createElement('div');
    root.innerHTML = cut;
    expect(root.textContent).toBe(`${text}${'b'.repeat(200)}…`);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.org/');
    expect(cut).not.toContain('tail');
  });

  it('leaves a short description whole, without an ellipsis', () => {
    expect(cutDescription('Short <b>text</b>.', window)).toBe('Short <b>text</b>.');
  });

  it('drops other tags and attributes but keeps their text', () => {
    const html = sanitizeDescription('<div class="x" style="color:red"><span>kept</span> <iframe src="https://evil.example/"></iframe><a href="/relative" title="t">rel</a></div>', window);
    expect(html).toBe('kept <a>rel</a>');
  });

  it('sanitises before cutting', () => {
    const html = aboutHtml(`<script>${'x'.repeat(600)}</script>Visible text`, window);
    expect(html).toBe('Visible text');
  });
});

describe('the About text before the browser sanitises it (server HTML, hydration)', () => {
  it('holds the same words as the sanitised HTML, as plain text', () => {
    const description = 'Bitcoin is <a href="https://bitcoin.org">money</a> &amp; more.\r\n<b>Bold</b> &#39;quoted&#x27; &lt;tag&gt;';
    const text = aboutText(description);
    expect(text).toBe("Bitcoin is money & more.\nBold 'quoted' <tag>");
    const element = document.createElement('div');
    element.innerHTML = aboutHtml(description, window);
    expect(text).toBe(element.textContent);
  });

  it('drops scripts and styles with their content, and keeps markup as text, never as tags', () => {
    expect(aboutText('<script>alert(1)</script><style>p{}</style>Safe <img src=x onerror=alert(1)>text')).toBe('Safe text');
  });

  it('cuts after 500 characters with an ellipsis, as the sanitised HTML does', () => {
    const long = `<p>${'word '.repeat(200)}</p>`;
    const text = aboutText(long);
    expect(text.endsWith('…')).toBe(true);
    const element = document.createElement('div');
    element.innerHTML = aboutHtml(long, window);
    expect(text).toBe(element.textContent);
    expect(aboutText('Short.')).toBe('Short.');
  });
});
