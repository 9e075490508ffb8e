/**
 * The verification route under load: a bystander's latency during a flood. A report, never a test.
 *   npm run bench:verify [-- --seconds=30] [--pool=N]
 * Starts its own PocketBase on free loopback ports with fresh temporary data directories and
 * drives it from many loopback source addresses (all of 127.0.0.0/8 reaches the host on Linux, and
 * PocketBase keys its limits on the TCP peer's address):
 *   1. 200 connections for N seconds from ONE address against GET /api/health (the baseline), then
 *      against GET /api/gx/verify/:id on the same server: the limit refuses almost all of it, and
 *      the refused answers' rate is compared with the baseline's;
 *   2. during that flood, a second client verifies a real certificate ten times a second, each
 *      time from an address of its own (so its own limit never applies): its p99 latency. It runs
 *      in a process of its own: in the flood's process its answers would wait behind the flood's
 *      callbacks on the same event loop, and its latency would be the generator's, not the server's;
 *   3. with the limit out of the way (a second server with a very high limit, 200 connections from
 *      200 addresses, each verifying 20 certificates in turn), the verify route's requests/s
 *      against a superuser's plain record view (a profile: no hook runs on its view) on the same
 *      server with the same connections.
 * Only loopback targets; every phase is bounded in time.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSuperuser, startPocketBase, PRODUCTION_HOOKS_POOL, type RunningPocketBase } from 'gx-pocketbase';
import { freePort } from 'gx-pocketbase';

const secondsArg = process.argv.find((arg) => arg.startsWith('--seconds='));
const FLOOD_SECONDS = secondsArg ? Number(secondsArg.split('=')[1]) : 30;
const VIEW_SECONDS = Math.max(5, Math.round(FLOOD_SECONDS / 3));
/** --pool=N: PocketBase's --hooksPool (default: what `npm start` uses). */
const poolArg = process.argv.find((arg) => arg.startsWith('--pool='));
const HOOKS_POOL = poolArg ? Number(poolArg.split('=')[1]) : PRODUCTION_HOOKS_POOL;
const CONNECTIONS = 200;
const SUPERUSER = { email: 'bench@gx.test', password: 'Bench#Password1' };

interface Outcome {
  status: number;
  ms: number;
}

/** One GET through agent; resolves with the status (0 for a network error) and the latency. */
function get(url: string, agent: http.Agent | false, headers: Record<string, string> = {}, localAddress?: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { agent, headers, ...(localAddress ? { localAddress } : {}) }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

interface LoadResult {
  requests: number;
  perSecond: number;
  byStatus: Map<number, number>;
  /** Distinct (connection, URL) pairs answered 200: each connection has an address of its own. */
  distinctOk: number;
}

/**
 * `connections` keep-alive connections, each from the address given by addressOf(i), each sending
 * its next request when the previous answer arrived, for `seconds`.
 */
async function load(
  seconds: number,
  connections: number,
  addressOf: (i: number) => string,
  urlOf: (i: number, n: number) => string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const byStatus = new Map<number, number>();
  const ok = new Set<string>();
  let requests = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: addressOf(i) });
      for (let n = 0; performance.now() < end; n += 1) {
        const url = urlOf(i, n);
        const { status } = await get(url, agent, headers);
        if (status === 200) ok.add(`${i} ${url}`);
        requests += 1;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      }
      agent.destroy();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requests, perSecond: requests / elapsed, byStatus, distinctOk: ok.size };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const statuses = (result: LoadResult) =>
  [...result.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
const fiveHundreds = (result: LoadResult) =>
  [...result.byStatus].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, count]) => sum + count, 0);

/** A superuser's JSON call to the PocketBase API (the SDK is not a dependency of the root). */
interface Api {
  token: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
}

async function superuserApi(url: string): Promise<Api> {
  const send = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { token } = await send<{ token: string }>('', 'POST', '/api/admins/auth-with-password', {
    identity: SUPERUSER.email,
    password: SUPERUSER.password,
  });
  return { token, call: (method, path, body) => send(token, method, path, body) };
}

async function startServer(verifyRateLimit?: number): Promise<{ server: RunningPocketBase; dataDir: string; root: Api }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gx-bench-pb-'));
  await ensureSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const server = await startPocketBase({
    dataDir,
    port: await freePort(),
    appUrl: 'http://localhost:3000',
    ...(verifyRateLimit ? { verifyRateLimit } : {}),
    hooksPool: HOOKS_POOL,
  });
  return { server, dataDir, root: await superuserApi(server.url) };
}

/** A holder and `count` active certificates; returns the certificates' record ids and public IDs. */
async function issueCertificates(root: Api, count: number): Promise<{ ids: string[]; certificateIds: string[] }> {
  const email = `holder-${Date.now()}@example.com`;
  await root.call('POST', '/api/collections/users/records', {
    email, password: 'Strong#Pass123', passwordConfirm: 'Strong#Pass123', first_name: 'Bench', last_name: 'Holder', verified: true,
  });
  const ids: string[] = [];
  const certificateIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = await root.call('POST', '/api/collections/certificates/records', {
      recipient_email: email, title: `Load Test ${i + 1}`, issuer_name: 'GX Academy',
      issue_date: `${new Date().toISOString().slice(0, 10)} 00:00:00.000Z`,
    });
    ids.push(String(record['id']));
    certificateIds.push(String(record['certificate_id']));
  }
  return { ids, certificateIds };
}

interface SecondClientRun {
  url: string;
  seconds: number;
}

interface SecondClientResult {
  ms: number[];
  /** [status, count], by status. */
  statuses: Array<[number, number]>;
}

/** The second client's process: told the URL and how long, it answers with its latencies. */
async function secondClient() {
  const send = (message: unknown) => new Promise((resolve) => process.send?.(message, resolve));
  const [run] = (await Promise.all([once(process, 'message'), send('ready')]))[0] as [SecondClientRun];
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  const end = performance.now() + run.seconds * 1000;
  for (let n = 0; performance.now() < end; n += 1) {
    const address = `127.2.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    const outcome = await get(run.url, false, {}, address);
    ms.push(outcome.ms);
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const result: SecondClientResult = { ms, statuses: [...statuses].sort(([a], [b]) => a - b) };
  await send(result);
  process.disconnect?.();
}

async function main() {
  const cleanups: Array<() => Promise<void>> = [];
  try {
    console.log(`verify-load: ${CONNECTIONS} connections; flood ${FLOOD_SECONDS} s; throughput phases ${VIEW_SECONDS} s each`);

    // Phases 1 and 2: the real limit (10 a minute per address).
    const limited = await startServer();
    cleanups.push(async () => {
      await limited.server.stop();
      await rm(limited.dataDir, { recursive: true, force: true });
    });
    const { certificateIds: [target] } = await issueCertificates(limited.root, 1);
    const one = () => '127.0.0.1';

    const health = await load(FLOOD_SECONDS, CONNECTIONS, one, () => `${limited.server.url}/api/health`);
    console.log(`\n/api/health, one address:        ${health.perSecond.toFixed(0)} req/s  (${statuses(health)})`);

    const bystander = fork(process.argv[1] ?? '', ['--second-client'], { stdio: 'inherit' });
    cleanups.push(async () => {
      bystander.kill();
    });
    await once(bystander, 'message');
    const secondDone = once(bystander, 'message') as Promise<[SecondClientResult]>;
    const secondRun: SecondClientRun = { url: `${limited.server.url}/api/gx/verify/${target}`, seconds: FLOOD_SECONDS };
    bystander.send(secondRun);
    const flood = await load(FLOOD_SECONDS, CONNECTIONS, one, () => `${limited.server.url}/api/gx/verify/${target}`);
    const [{ ms: second, statuses: secondStatuses }] = await secondDone;
    const refusedRate = ((flood.byStatus.get(429) ?? 0) / flood.requests) * flood.perSecond;
    console.log(`verify flood, one address:       ${flood.perSecond.toFixed(0)} req/s  (${statuses(flood)})`);
    console.log(`  429 answers:                   ${refusedRate.toFixed(0)} /s = ${(refusedRate / health.perSecond).toFixed(2)}× /api/health (target ≥ 0.5), 5xx or errors: ${fiveHundreds(flood)}`);
    console.log(`  second client meanwhile:       ${second.length} verifications (${secondStatuses.map(([s, c]) => `${s}: ${c}`).join(', ')}), p50 ${percentile(second, 50).toFixed(1)} ms, p99 ${percentile(second, 99).toFixed(1)} ms (target < 200 ms)`);

    // Phase 3: the limit out of the way.
    const open = await startServer(1_000_000_000);
    cleanups.push(async () => {
      await open.server.stop();
      await rm(open.dataDir, { recursive: true, force: true });
    });
    const issued = await issueCertificates(open.root, 20);
    const many = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const verifyOpen = await load(VIEW_SECONDS, CONNECTIONS, many, (i, n) => `${open.server.url}/api/gx/verify/${issued.certificateIds[(i + n) % 20]}`);
    // The baseline is a record with no hook on its view: a certificate's view now runs one (it
    // writes pending counts first), which would slow the baseline and flatter the ratio.
    const profiles = await open.root.call<{ items: Array<{ id: string }> }>('GET', '/api/collections/profiles/records?perPage=1');
    const profileId = profiles.items[0]?.id ?? '';
    const view = await load(
      VIEW_SECONDS,
      CONNECTIONS,
      many,
      () => `${open.server.url}/api/collections/profiles/records/${profileId}`,
      { Authorization: open.root.token },
    );
    console.log(`\nverify, ${CONNECTIONS} addresses:           ${verifyOpen.perSecond.toFixed(0)} req/s  (${statuses(verifyOpen)})`);
    console.log(`superuser record view (profile): ${view.perSecond.toFixed(0)} req/s  (${statuses(view)})`);
    console.log(`  ratio:                         ${(verifyOpen.perSecond / view.perSecond).toFixed(2)}× (target ≥ 0.6)`);

    // The counts of phase 3 reach the records (each address once per certificate and day).
    await open.server.stop();
    const restarted = await startPocketBase({ dataDir: open.dataDir, port: await freePort(), appUrl: 'http://localhost:3000', hooksPool: 25 });
    open.server = restarted;
    const check = await superuserApi(restarted.url);
    const counts = await Promise.all(
      issued.ids.map(async (id) => Number((await check.call('GET', `/api/collections/certificates/records/${id}`))['verification_count'])),
    );
    console.log(`  counts after a clean restart:  ${counts.reduce((a, b) => a + b, 0)} (expected ${verifyOpen.distinctOk}: one per address and certificate answered)`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

(process.argv.includes('--second-client') ? secondClient() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
