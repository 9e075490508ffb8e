// The preview token and cookie: `pnpm --filter render-server test`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clearedPreviewCookie, previewCookie, previewCookieValue, readPreviewToken, signPreviewToken, type Preview } from './preview-token';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = Date.UTC(2026, 0, 1);
const preview: Preview = { remote: 'exchange', release: '3f9c2a71b0de', channel: 'production', exp: NOW / 1000 + 3600 };

test('a signed token reads back as the preview it was made for', () => {
  assert.deepEqual(readPreviewToken(signPreviewToken(preview, SECRET), SECRET, NOW), preview);
});

test('a token with its release changed, its signature changed, or signed with another secret is worth nothing', () => {
  const token = signPreviewToken(preview, SECRET);
  const [version, , signature] = token.split('.');
  const otherRelease = Buffer.from(JSON.stringify({ ...preview, release: 'aaaaaaaaaaaa' })).toString('base64url');
  assert.equal(readPreviewToken(`${version}.${otherRelease}.${signature}`, SECRET, NOW), undefined);
  const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
  assert.equal(readPreviewToken(flipped, SECRET, NOW), undefined);
  assert.equal(readPreviewToken(signPreviewToken(preview, 'another-secret-of-enough-length-987654321'), SECRET, NOW), undefined);
});

test('a token is good until its expiry and worth nothing from then on', () => {
  const token = signPreviewToken(preview, SECRET);
  assert.ok(readPreviewToken(token, SECRET, preview.exp * 1000 - 1));
  assert.equal(readPreviewToken(token, SECRET, preview.exp * 1000), undefined);
});

test('malformed tokens, and a payload that names a URL instead of a release id, are refused', () => {
  for (const token of [undefined, '', 'v1', 'v1.x.y', 'v2.a.b', 'v1.a.b.c', 'x'.repeat(2000)]) assert.equal(readPreviewToken(token, SECRET, NOW), undefined);
  const url = signPreviewToken({ ...preview, release: 'https://evil.example/mf-manifest.json' }, SECRET);
  assert.equal(readPreviewToken(url, SECRET, NOW), undefined);
  assert.equal(readPreviewToken(signPreviewToken(preview, SECRET), '', NOW), undefined);
});

test('the cookie lasts the remaining time of its token, is HttpOnly, SameSite=Lax and site-wide, Secure on https', () => {
  const token = signPreviewToken(preview, SECRET);
  const cookie = previewCookie(token, preview, { secure: true, nowMs: NOW + 600_000 });
  assert.equal(cookie, `gx_preview=${token}; Path=/; Max-Age=3000; HttpOnly; SameSite=Lax; Secure`);
  assert.ok(!previewCookie(token, preview, { secure: false, nowMs: NOW }).includes('Secure'));
  assert.equal(clearedPreviewCookie({ secure: false }), 'gx_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
});

test('the preview cookie is found among the others of a Cookie header', () => {
  assert.equal(previewCookieValue('a=1; gx_preview=v1.abc.def; b=2'), 'v1.abc.def');
  assert.equal(previewCookieValue('gx_previewx=1'), undefined);
  assert.equal(previewCookieValue(undefined), undefined);
});
