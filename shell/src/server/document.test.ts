import { describe, expect, it } from 'vitest';
import { classNamesIn, documentFrame, pageHead, scriptSafeJson, stylesheetsUsed, type DocumentParts } from './document';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="generic" />
    <!-- Read by src/index.ts before anything else: fetch it while the script downloads. -->
    <link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />
    <title>GX | generic</title>
    <meta name="viewport" content="width=device-width" />
    <script defer src="/main.1234567890.js"></script>
    <link href="/main.1234567890.css" rel="stylesheet" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const shellScripts = ['/main.1234567890.js'];
const boot = { config: { pocketbaseUrl: 'http://pb.test', remotes: { mfe_marketing: 'http://m.test/mf-manifest.json' } }, remote: 'mfe_marketing' as const };

/** The document as the render server sends it: the frame's start, the page's head, the page. */
function composeDocument(templateText: string, page: Omit<DocumentParts, 'shellScripts'>): [string, string] {
  const parts = { ...page, shellScripts };
  const frame = documentFrame(templateText);
  return [frame.start + frame.preloads + pageHead(parts) + frame.body, frame.end];
}

describe('the server-rendered document', () => {
  it("replaces the generic title and description with the page's head and runs the shell's script once painted", () => {
    const [before, after] = composeDocument(template, { head: '<title>Team | GX</title>', boot });
    expect(before).toContain('<title>Team | GX</title>');
    expect(before).not.toContain('GX | generic');
    expect(before).not.toContain('content="generic"');
    expect(before).not.toContain('/runtime-config.json');
    // Fetched at once, run by paint-first.js (not by the parser, which ran it before the first paint).
    expect(before).toContain('<link rel="preload" as="script" href="/main.1234567890.js" />');
    expect(before).not.toContain('<script defer src="/main.1234567890.js">');
    expect(before).toContain('<script defer src="/paint-first.js" data-shell="/main.1234567890.js"></script>');
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after.startsWith('</div>')).toBe(true);
  });

  it('carries the boot data as JSON that cannot close its script element', () => {
    const [before] = composeDocument(template, { head: '', boot: { ...boot, config: { ...boot.config, pocketbaseUrl: 'http://x/</script><script>alert(1)' } } });
    expect(before).toContain('<script type="application/json" id="gx-boot">');
    expect(before).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="gx-boot">(.*?)<\/script>/.exec(before)?.[1] ?? '';
    expect(JSON.parse(json)).toMatchObject({ remote: 'mfe_marketing', config: { pocketbaseUrl: 'http://x/</script><script>alert(1)' } });
    expect(scriptSafeJson('<!--')).toBe('"\\u003c!--"');
  });

  it("links the remote's stylesheets and runs its entry after the shell's script, not preloaded", () => {
    const [before] = composeDocument(template, {
      head: '',
      boot,
      remoteAssets: { entry: 'http://m.test/remoteEntry.js?a=1&b="2"', css: ['http://m.test/a.css'], pageCss: [] },
    });
    expect(before).not.toContain('rel="preload" as="script" href="http://m.test');
    expect(before).toContain('<link rel="stylesheet" href="http://m.test/a.css" />');
    expect(before).toContain(
      '<script defer src="/paint-first.js" data-shell="/main.1234567890.js" data-entry="http://m.test/remoteEntry.js?a=1&amp;b=&quot;2&quot;"></script>',
    );
  });

  it('picks the stylesheets whose classes the rendered page uses, and those that name no class', () => {
    const html = '<main><div class="m_1 Ef34gh other">x</div><p class="text">Zz99yy in text, not a class</p><i class=""></i></main>';
    const used = classNamesIn(html);
    expect([...used].sort()).toEqual(['', 'Ef34gh', 'm_1', 'other', 'text']);
    const layout = { href: '/671.css', classes: ['Ab12cd', 'Ef34gh'] };
    const forms = { href: '/755.css', classes: ['Zz99yy', 'm_2'] };
    const globals = { href: '/1.css', classes: [] };
    expect(stylesheetsUsed([layout, forms, globals], used)).toEqual([layout, globals]);
    expect(stylesheetsUsed([], used)).toEqual([]);
  });

  it("links the shell's stylesheets it is given before the remote's, and carries the lazy pages' rules in the document", () => {
    const [before] = composeDocument(template, {
      head: '',
      boot,
      shellStylesheets: ['/671.abc.css'],
      remoteAssets: { css: ['http://m.test/a.css'], pageCss: [] },
      pageStylesheets: ['.Ab12cd{color:red}', '.x::after{content:"</style><script>"}'],
    });
    expect(before.indexOf('<link rel="stylesheet" href="/671.abc.css" />')).toBeGreaterThan(before.indexOf('/main.1234567890.css'));
    expect(before.indexOf('<link rel="stylesheet" href="/671.abc.css" />')).toBeLessThan(before.indexOf('http://m.test/a.css'));
    expect(before).toContain('<style data-gx-page-css>.Ab12cd{color:red}\n.x::after{content:"<\\/style><script>"}</style>');
    expect(before).not.toContain('</style><script>');
  });

  it("sends the shell's head before the page's and completes it as the static page when the page cannot be rendered", () => {
    const frame = documentFrame(template);
    // What the first paint needs, and nothing generic the page replaces; the shell's script comes
    // with the page.
    expect(frame.start).toContain('<meta name="viewport" content="width=device-width" />');
    expect(frame.start).toContain('<link href="/main.1234567890.css" rel="stylesheet" />');
    expect(frame.start).not.toContain('<script');
    expect(frame.shellScripts).toEqual(['/main.1234567890.js']);
    expect(documentFrame(template.replace('/main.1234567890.js', '/main.js?a=1&amp;b=2')).shellScripts).toEqual(['/main.js?a=1&b=2']);
    expect(frame.start).toContain('data-mantine-color-scheme="light"');
    expect(frame.start).not.toContain('</head>');
    expect(frame.start).not.toContain('<title>');
    expect(frame.start).not.toContain('content="generic"');
    expect(frame.start).not.toContain('runtime-config.json');
    // The static page: the generic head it had and an empty #root.
    const staticPage = frame.start + frame.staticRest;
    expect(staticPage).toContain('<title>GX | generic</title>');
    expect(staticPage).toContain('<meta name="description" content="generic" />');
    expect(staticPage).toContain('<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin="anonymous" />');
    expect(staticPage).toContain('<script defer src="/main.1234567890.js"></script>');
    expect(staticPage.replace(/\s+/g, '')).toMatch(/<\/head><body><divid="root"><\/div><\/body><\/html>$/);
    expect(() => documentFrame('<html><body><div id="root"></div><head></head></body></html>')).toThrow(/no head before an empty #root/);
  });
});
