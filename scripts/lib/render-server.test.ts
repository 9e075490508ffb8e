// What the render server reads from stylesheets: `node --import tsx --test scripts/lib/*.test.ts`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { classesOfStylesheet, forwardedFor, shellStylesheets } from './render-server';

test('the class names a stylesheet styles, without those of comments, strings and URLs', () => {
  const css = `/* .commented */ .Ab12cd{color:red}.Ef34gh a:hover,.-x9{background:url(img.png)} [data-x=".quoted"] .Gh56ij{margin:.5rem}`;
  assert.deepEqual(classesOfStylesheet(css).sort(), ['-x9', 'Ab12cd', 'Ef34gh', 'Gh56ij']);
});

test("the shell's lazy stylesheets: each content once, with its classes, and none that index.html links", () => {
  const dist = mkdtempSync(join(tmpdir(), 'gx-shell-dist-'));
  try {
    writeFileSync(join(dist, 'main.0123456789.css'), '.Base01{color:red}');
    writeFileSync(join(dist, '671.aaaaaaaaaa.css'), '.Layout{height:64px}');
    // The same CSS module in a second chunk: same content hash, another chunk id.
    writeFileSync(join(dist, '672.aaaaaaaaaa.css'), '.Layout{height:64px}');
    writeFileSync(join(dist, '755.bbbbbbbbbb.css'), '@layer mantine{.m_6c018570{margin:0}.m_8fb7ebe7:where([data-x]){padding:0}}');
    writeFileSync(join(dist, 'main.0123456789.js'), '');
    const index = '<head><link href="/main.0123456789.css" rel="stylesheet"></head>';
    assert.deepEqual(shellStylesheets(dist, index), [
      { href: '/671.aaaaaaaaaa.css', classes: ['Layout'] },
      { href: '/755.bbbbbbbbbb.css', classes: ['m_6c018570', 'm_8fb7ebe7'] },
    ]);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});

test("the X-Forwarded-For sent with a visitor's API calls: the chain received, then the visitor's peer address", () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as Parameters<typeof forwardedFor>[0];
  assert.equal(forwardedFor(request('::ffff:127.0.0.5')), '127.0.0.5');
  assert.equal(forwardedFor(request('203.0.113.9', '198.51.100.1')), '198.51.100.1, 203.0.113.9');
  assert.equal(forwardedFor(request('2001:db8::1')), '2001:db8::1');
});
