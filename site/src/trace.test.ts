// One page request followed through the logs of the render server, PocketBase and the signer, all
// three real processes on free ports. The shell's server bundle is stood in for by one whose
// /verify page fetches what the real one does (the issuer's keys, /api/gx/credential-issuer) with
// the request's `traceparent`, as shell/src/server/render.tsx sends it; PocketBase asks the signer
// for them (lib/credentials.js issuerDocument).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startSigner, type RunningSigner } from 'gx-signer';
import { freePort, startPocketBase, type RunningPocketBase } from 'gx-pocketbase';
import { jsonLog, startRenderServer, type RenderServer } from 'render-server';
import { writeTestShell } from './test-shell';

const SITE_URL = 'http://localhost:3000';
const work = mkdtempSync(join(tmpdir(), 'gx-trace-test-'));
const logs = { render: [] as string[], pocketbase: [] as string[], signer: [] as string[] };
let signer: RunningSigner | undefined;
let pocketbase: RunningPocketBase | undefined;
let render: RenderServer | undefined;
let pages: Server | undefined;
let pagesUrl = '';

type Line = Record<string, unknown>;
const jsonLines = (lines: string[]): Line[] => lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Line);

/** The first JSON line of `process` matching `match`, once it has been written. */
async function lineOf(process: keyof typeof logs, match: (line: Line) => boolean): Promise<Line> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = jsonLines(logs[process]).find(match);
    if (found) return found;
    assert.ok(Date.now() < deadline, `no such line in the ${process}'s log:\n${logs[process].join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  signer = await startSigner({ dir: join(work, 'signer'), port: await freePort(), siteUrl: SITE_URL, log: (line) => logs.signer.push(line) });
  pocketbase = await startPocketBase({
    dataDir: join(work, 'pb_data'),
    port: await freePort(),
    appUrl: SITE_URL,
    signer: { url: signer.url, secret: signer.secret },
    requestLog: true,
    log: (line) => logs.pocketbase.push(line),
  });
  const shell = writeTestShell(join(work, 'shell'), {
    pocketbaseUrl: pocketbase.url,
    renderPage: `async (request) => {
      const headers = { accept: 'application/json' };
      if (request.traceparent) headers.traceparent = request.traceparent;
      const answer = await fetch(new URL('/api/gx/credential-issuer', request.apiUrl ?? request.config.pocketbaseUrl), { headers });
      const keys = await answer.json();
      return { status: 200, head: '<title>Verify</title>', html: '<p>' + keys.id + '</p>', remote: null, pages: [], parts: [], data: {} };
    }`,
  });
  render = await startRenderServer({
    ...shell,
    siteUrl: SITE_URL,
    pollMs: 60_000,
    requestLog: true,
    log: jsonLog((line) => logs.render.push(line)),
  });
  const answer = render.pages;
  pages = createServer((req, res) => void answer(req, res).then((answered) => answered || res.writeHead(200).end('static')));
  const port = await freePort();
  await new Promise<void>((resolve) => pages!.listen(port, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${port}`;
});

after(async () => {
  render?.stop();
  await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
  await pocketbase?.stop();
  await signer?.stop();
  rmSync(work, { recursive: true, force: true });
});

test("a page request's traceparent is followed through the render server's, PocketBase's and the signer's logs", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const answer = await fetch(`${pagesUrl}/verify?utm_source=mail`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
  assert.equal(answer.status, 200);
  assert.match(await answer.text(), /did:web:localhost%3A3000/);

  const page = await lineOf('render', (line) => line['trace_id'] === traceId);
  assert.equal(page['path'], '/verify', 'the path without its query string');
  assert.equal(page['status'], 200);
  assert.equal(page['method'], 'GET');
  assert.equal(typeof page['duration_ms'], 'number');
  assert.match(String(page['time']), /^\d{4}-\d\d-\d\dT/);

  const api = await lineOf('pocketbase', (line) => line['trace_id'] === traceId);
  assert.deepEqual([api['method'], api['path'], api['status']], ['GET', '/api/gx/credential-issuer', 200]);

  const signed = await lineOf('signer', (line) => line['trace_id'] === traceId);
  assert.deepEqual([signed['method'], signed['path'], signed['status']], ['GET', '/v1/did.json', 200]);
});

test('a malformed traceparent is replaced by a new trace, passed on as well', async () => {
  const malformed = '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01';
  const answer = await fetch(`${pagesUrl}/verify/GX-TRACE-0001`, { headers: { traceparent: malformed } });
  assert.equal(answer.status, 200);
  const page = await lineOf('render', (line) => line['path'] === '/verify/GX-TRACE-0001');
  const traceId = String(page['trace_id']);
  assert.match(traceId, /^[0-9a-f]{32}$/);
  assert.notEqual(traceId, '4bf92f3577b34da6a3ce929d0e0e4736');
  const api = await lineOf('pocketbase', (line) => line['trace_id'] === traceId);
  assert.equal(api['path'], '/api/gx/credential-issuer');
});

test("PocketBase's request line holds neither the query string nor an address, and no trace id without a traceparent", async () => {
  const answer = await fetch(`${pocketbase!.url}/api/collections/certificates/records?filter=${encodeURIComponent("recipient_email='someone@gx.test'")}`);
  assert.ok(answer.status < 500);
  const line = await lineOf('pocketbase', (entry) => entry['path'] === '/api/collections/certificates/records');
  assert.equal(line['status'], answer.status);
  assert.equal(line['trace_id'], undefined);
  const text = logs.pocketbase.find((entry) => entry.includes('/api/collections/certificates/records')) ?? '';
  assert.doesNotMatch(text, /someone|gx\.test|filter/);
});

test("PocketBase's request line has the status of an error answer", async () => {
  const answer = await fetch(`${pocketbase!.url}/api/collections/no_such_collection/records`);
  assert.equal(answer.status, 404);
  const line = await lineOf('pocketbase', (entry) => entry['path'] === '/api/collections/no_such_collection/records');
  assert.equal(line['status'], 404);
});

test("a receipt's call to the signer carries the caller's trace", async () => {
  const traceId = '0af7651916cd43dd8448eb211c80319c';
  const answer = await fetch(`${pocketbase!.url}/api/gx/receipts`, {
    method: 'POST',
    headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01`, 'content-type': 'application/json' },
    body: JSON.stringify({ credential: { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'], issuer: 'did:example:someone' } }),
  });
  assert.equal(answer.status, 200, await answer.text());
  const api = await lineOf('pocketbase', (line) => line['trace_id'] === traceId);
  assert.deepEqual([api['method'], api['path'], api['status']], ['POST', '/api/gx/receipts', 200]);
  const signed = await lineOf('signer', (line) => line['trace_id'] === traceId && line['path'] === '/v1/sign-receipt');
  assert.equal(signed['status'], 200);
});
