/**
 * `npm run bench:pdf`: the certificate PDF, reported, never asserted.
 *  1. One PDF (a logo, two signatures, a QR code) drawn in this process: the first drawing and
 *     the median of 50, and its size.
 *  2. A bulk issue of 1,000 certificates from a template on a real PocketBase and signer (own
 *     loopback ports and a throw-away data directory): how long the bulk request takes, how long
 *     until every PDF is drawn and every credential signed (by the signing job, outside any
 *     request), and how the API answers meanwhile (a certificates list every 250 ms: median, p99,
 *     slowest), against the same probe on the idle server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { drawCertificatePdf } from 'gx-signer/certificate-pdf';
import { startSigner } from 'gx-signer';
import { ensureSuperuser, freePort, startPocketBase } from 'gx-pocketbase';

const RUNS = 50;
const BULK = 1000;
const PASSWORD = 'Bench#Pass1234';
const APP_URL = 'http://localhost:3000';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function png(width: number, height: number, rgb: [number, number, number]): Uint8Array<ArrayBuffer> {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
  return new Uint8Array(PNG.sync.write(image));
}

const logo = png(400, 160, [20, 90, 200]);
const signature = png(240, 80, [30, 30, 30]);

async function onePdf() {
  const design = {
    background_color: '#fffdf5',
    accent_color: '#2b8a3e',
    paper: 'A4' as const,
    orientation: 'landscape' as const,
    logo,
    signatures: [
      { name: 'Ada Lovelace', role: 'Programme Director', image: signature },
      { name: 'Grace Hopper', role: 'Dean of Studies', image: signature },
    ],
  };
  const text = {
    holder: 'Priya Patel',
    title: 'Data Analytics Professional',
    description: 'Completed the twelve-week programme: statistics, SQL, dashboards and a capstone project.',
    issuerName: 'GX Academy',
    issueDate: '2026-11-28',
    expiryDate: '2029-11-28',
    certificateId: '5F0C3A1E-8B2D-4C6E-9A7F-1D2E3F4A5B6C',
    verifyUrl: `${APP_URL}/verify/5F0C3A1E-8B2D-4C6E-9A7F-1D2E3F4A5B6C`,
  };
  let started = performance.now();
  const first = await drawCertificatePdf(design, text);
  const cold = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await drawCertificatePdf(design, text);
    times.push(performance.now() - started);
  }
  console.warn(`One PDF (A4, a logo, two signatures, QR code), pdf-lib, Node ${process.version}`);
  console.warn(`  first drawing (cold): ${ms(cold)}; median of ${RUNS}: ${ms(median(times))}; slowest: ${ms(Math.max(...times))}`);
  console.warn(`  size: ${first.length.toLocaleString('en')} bytes`);
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(url, { ...init, headers: { ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: init.token } : {}) } });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function bulkIssue() {
  const work = mkdtempSync(join(tmpdir(), 'gx-bench-pdf-'));
  const signer = await startSigner({ dir: join(work, 'signer'), port: await freePort(), siteUrl: APP_URL });
  const superuser = { email: 'bench@gx.test', password: PASSWORD };
  await ensureSuperuser(join(work, 'pb'), superuser.email, superuser.password);
  const pb = await startPocketBase({ dataDir: join(work, 'pb'), port: await freePort(), appUrl: APP_URL, signer: { url: signer.url, secret: signer.secret } });
  try {
    const root = String((await json(`${pb.url}/api/admins/auth-with-password`, { method: 'POST', body: JSON.stringify({ identity: superuser.email, password: superuser.password }) }))['token']);
    const account = async (email: string, role?: string) => {
      const user = await json(`${pb.url}/api/collections/users/records`, {
        method: 'POST',
        token: root,
        body: JSON.stringify({ email, password: PASSWORD, passwordConfirm: PASSWORD, first_name: 'Bench', last_name: 'Holder', verified: true }),
      });
      if (role) await json(`${pb.url}/api/collections/user_roles/records`, { method: 'POST', token: root, body: JSON.stringify({ user: user['id'], role }) });
      return String((await json(`${pb.url}/api/collections/users/auth-with-password`, { method: 'POST', body: JSON.stringify({ identity: email, password: PASSWORD }) }))['token']);
    };
    const admin = await account('admin@bench.test', 'admin');
    await account('holder@bench.test');

    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Bench', title: 'Bench Programme', issuer_name: 'GX Academy', signatures: JSON.stringify([{ name: 'Ada Lovelace', role: 'Director' }, { name: 'Grace Hopper', role: 'Dean' }]) })) form.append(key, value);
    form.append('logo', new Blob([logo], { type: 'image/png' }), 'logo.png');
    for (const n of [1, 2]) form.append('signature_images', new Blob([signature], { type: 'image/png' }), `signature-${n}.png`);
    await json(`${pb.url}/api/collections/certificate_templates/records`, { method: 'POST', token: admin, body: form });

    const probe = async () => {
      const started = performance.now();
      await json(`${pb.url}/api/collections/certificates/records?perPage=1&sort=-created`, { token: admin });
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) idle.push(await probe());

    const rows = Array.from({ length: BULK }, (_, i) => ({ row: i + 2, recipient_email: 'holder@bench.test', title: `Bench Cohort ${i}`, issue_date: '2026-11-28', template: 'Bench' }));
    let started = performance.now();
    await json(`${pb.url}/api/gx/certificates/bulk`, { method: 'POST', token: admin, body: JSON.stringify({ rows, dry_run: false }) });
    const bulkMs = performance.now() - started;

    // Until every certificate has its PDF and signed credential: the probe every 250 ms.
    started = performance.now();
    const busy: number[] = [];
    let drawn = 0;
    const deadline = Date.now() + 15 * 60 * 1000;
    while (Date.now() < deadline) {
      busy.push(await probe());
      const counted = await json(`${pb.url}/api/collections/certificates/records?perPage=1&filter=${encodeURIComponent("document != ''")}`, { token: admin });
      drawn = Number(counted['totalItems']);
      if (drawn >= BULK) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const allDrawnS = (performance.now() - started) / 1000;
    console.warn(`Bulk issue of ${BULK.toLocaleString('en')} certificates from a template (a logo, two signatures)`);
    console.warn(`  the bulk request: ${ms(bulkMs)} (the PDFs are drawn afterwards, by the signing job)`);
    console.warn(`  every PDF drawn and stored: ${drawn}/${BULK} after ${allDrawnS.toFixed(1)} s (the job runs each minute)`);
    console.warn(`  API meanwhile (list of certificates, ${busy.length} requests): median ${ms(median(busy))}, p99 ${ms(percentile(busy, 0.99))}, slowest ${ms(Math.max(...busy))}`);
    console.warn(`  API idle (same request, ${idle.length} requests): median ${ms(median(idle))}, p99 ${ms(percentile(idle, 0.99))}, slowest ${ms(Math.max(...idle))}`);
  } finally {
    await pb.stop();
    await signer.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await onePdf();
await bulkIssue();
