// The purge hook against a real HTTP endpoint: `pnpm --filter render-server test`.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { purgeReleases, purgeTags, purgeUrl, releasePurger } from './purge';

const TOKEN = 'purge-token-0123456789-abcdefghij';
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** The statuses the endpoint answers, one per request (then 200). */
let statuses: number[] = [];
let endpoint: http.Server;
let origin = '';

before(async () => {
  endpoint = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  statuses = [];
});

const fast = { retryDelayMs: 1, timeoutMs: 2000, settleMs: 0 };

test('one request fits Varnish, Cloudflare and Fastly: POST, the tags in the URL, the body and Surrogate-Key, the token as bearer and Fastly-Key', async () => {
  const logged: string[] = [];
  assert.equal(await purgeTags({ url: `${origin}/purge?tags={tags}`, token: TOKEN }, ['gx-release-abc123', 'gx-site'], (line) => logged.push(line), fast), true);
  assert.equal(received.length, 1);
  const [request] = received;
  assert.equal(request?.method, 'POST');
  assert.equal(request?.url, '/purge?tags=gx-release-abc123%2Cgx-site');
  assert.deepEqual(JSON.parse(request?.body ?? ''), { tags: ['gx-release-abc123', 'gx-site'] });
  assert.equal(request?.headers['content-type'], 'application/json');
  assert.equal(request?.headers['surrogate-key'], 'gx-release-abc123 gx-site');
  assert.equal(request?.headers.authorization, `Bearer ${TOKEN}`);
  assert.equal(request?.headers['fastly-key'], TOKEN);
  assert.ok(logged.some((line) => line.includes('gx-release-abc123 gx-site purged')), logged.join('\n'));
  assert.ok(logged.every((line) => !line.includes(TOKEN)));
});

test('a failing cache is tried again; a refusal is not, and either says so loudly without the token', async () => {
  const logged: string[] = [];
  statuses = [503, 502];
  assert.equal(await purgeReleases({ url: `${origin}/purge`, token: TOKEN }, ['abc123'], (line) => logged.push(line), fast), true);
  assert.equal(received.length, 3);

  received.length = 0;
  statuses = [403, 200];
  assert.equal(await purgeReleases({ url: `${origin}/purge`, token: TOKEN }, ['abc123'], (line) => logged.push(line), fast), false);
  assert.equal(received.length, 1);
  const failure = logged.find((line) => line.startsWith('CACHE PURGE FAILED'));
  assert.match(failure ?? '', /did not purge gx-release-abc123 \(answered HTTP 403\)/);

  const unreachable = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port + 1}/purge`;
  assert.equal(await purgeReleases({ url: unreachable, token: TOKEN }, ['abc123'], (line) => logged.push(line), fast), false);
  assert.ok(logged.every((line) => !line.includes(TOKEN)), logged.join('\n'));
});

test('without a purge URL nothing is sent', async () => {
  assert.equal(await purgeReleases(undefined, ['abc123'], () => {}), true);
  assert.equal(await purgeReleases({ url: '' }, ['abc123'], () => {}), true);
  assert.equal(received.length, 0);
  assert.equal(purgeUrl('https://api.fastly.com/service/S/purge/{tags}', ['gx-release-a']), 'https://api.fastly.com/service/S/purge/gx-release-a');
});

test("a render server purges a replaced release only once the renders drawn with it are done, and only what it replaced", async () => {
  const purger = releasePurger({ url: `${origin}/purge`, token: TOKEN }, { mfe_exchange: 'aaa111', mfe_marketing: 'bbb222' }, () => {}, fast);
  let finish = () => {};
  const render = purger.track(new Promise<void>((resolve) => (finish = resolve)));
  const switched = purger.switched({ mfe_exchange: 'ccc333', mfe_marketing: 'bbb222' });
  // A whole purge goes and comes back while the render is in flight: the switch's is not sent meanwhile.
  await purgeTags({ url: `${origin}/purge` }, ['meanwhile'], () => {}, fast);
  finish();
  await render;
  await switched;
  assert.deepEqual(received.map((request) => request.headers['surrogate-key']), ['meanwhile', 'gx-release-aaa111']);
  // Nothing replaced: nothing sent.
  await purger.switched({ mfe_exchange: 'ccc333', mfe_marketing: 'bbb222' });
  assert.equal(received.length, 2);
});
