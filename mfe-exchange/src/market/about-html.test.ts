// DOMPurify is tested in jsdom, the DOM its own tests run in: happy-dom parses some hostile
// markup unlike a browser (it kept a script's text and lost the words before it).
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { aboutHtml } from './about-html';
import { aboutText } from './about-text';

const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

const HOSTILE = [
  'Coin <script>window.__pwned = 1</script>text',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3" onclick="window.__pwned = 4">bad link</a>',
  '<a href=" JaVaScRiPt:window.__pwned = 5">spaced link</a>',
  '<svg onload="window.__pwned = 6"><circle r="1"></circle></svg>',
  '<svg><script>window.__pwned = 7</script></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="https://bitcoin.org/" style="color:red">white paper</a>.',
].join(' ');

/** The sanitised HTML, drawn into the page as the About section draws it. */
function drawn(description: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = aboutHtml(description);
  document.body.append(root);
  return root;
}

describe('the description through DOMPurify', () => {
  it('holds no <img onerror>, <script>, javascript: link or <svg onload>, and nothing of it runs', () => {
    const root = drawn(HOSTILE);
    expect(root.querySelector('script, img, svg, iframe, circle')).toBeNull();
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    const links = Array.from(root.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, 'https://bitcoin.org/']);
    links.forEach((link) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(pwned()).toBeUndefined();
    expect(root.innerHTML).not.toMatch(/pwned|<script|onerror|onload|onclick|style=/i);
    // The words stay, the same as the server's plain text.
    expect(root.textContent).toBe(aboutText(HOSTILE));
    root.remove();
  });

  it('keeps a link as a link, opening in a new tab without a reference to this page', () => {
    expect(aboutHtml('Read the <a href="https://bitcoin.org/bitcoin.pdf" title="t">white paper</a>.')).toBe(
      'Read the <a href="https://bitcoin.org/bitcoin.pdf" target="_blank" rel="noopener noreferrer nofollow">white paper</a>.',
    );
  });

  it('keeps the words of other tags, drops their attributes, and keeps lists and emphasis', () => {
    expect(aboutHtml('<div class="x"><span>kept</span> <b>bold</b><ul><li onclick="x()">item</li></ul><a href="/relative">rel</a></div>')).toBe(
      'kept <b>bold</b><ul><li>item</li></ul><a>rel</a>',
    );
  });

  it('cuts after 500 characters of text, not counting markup, closing the tags, with an ellipsis', () => {
    const text = 'a'.repeat(300);
    const root = drawn(`${text}<a href="https://example.org/">${'b'.repeat(400)}</a> tail`);
    expect(root.textContent).toBe(`${text}${'b'.repeat(200)}…`);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://example.org/');
    expect(aboutHtml('Short <b>text</b>.')).toBe('Short <b>text</b>.');
    root.remove();
  });

  it('sanitises before cutting: a long script counts for nothing', () => {
    expect(aboutHtml(`<script>${'x'.repeat(600)}</script>Visible text`)).toBe('Visible text');
  });

  it('has the same words as the plain text of the server-rendered page', () => {
    const description = `Bitcoin is <a href="https://bitcoin.org">money</a> &amp; more.\r\n<b>Bold</b> &#39;quoted&#x27; &lt;tag&gt; <script>gone()</script><style>p{}</style>${'word '.repeat(120)}`;
    const root = drawn(description);
    expect(root.textContent).toBe(aboutText(description));
    root.remove();
  });
});
