/**
 * The admin's Insights tab under volume: 1,000,000 events over 10,000 certificates in the last
 * 365 days, then the time GET /api/gx/insights takes for each period the tab offers, and the CSV
 * export. A report, never a test.
 *   npm run bench:insights [-- --events=1000000] [--certificates=10000] [--runs=5]
 * Starts its own PocketBase on a free loopback port with a fresh temporary data directory. The
 * events are written as the server keeps them (daily counts per certificate and event) straight
 * into its SQLite file before it starts (Python's sqlite3 module, as the server tests read it):
 * making a million requests would measure the recording, not the reading.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSiteAdmin, ensureSuperuser, freePort, migrate, startPocketBase } from 'gx-pocketbase';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const EVENTS = arg('events', 1_000_000);
const CERTIFICATES = arg('certificates', 10_000);
const RUNS = arg('runs', 5);
const SUPERUSER = { email: 'bench@gx.test', password: 'Bench#Password1' };
const ADMIN = { email: 'bench-admin@gx.test', password: 'Bench#Admin12345' };

// Issued once per certificate; the rest drawn with these weights.
const SEED = `
import random, sqlite3, sys, datetime, uuid
path, events, certificates = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(7)
db = sqlite3.connect(path)
db.execute("PRAGMA synchronous=OFF")
today = datetime.date.today()
days = [(today - datetime.timedelta(days=i)).isoformat() for i in range(365)]
titles = ["Cloud Fundamentals", "Data Analysis", "Cyber Security Basics", "Project Management", "UX Design",
          "Python Programming", "Networking Essentials", "Agile Delivery", "IT Support", "Career Readiness"]
ids = ["bench%010d" % i for i in range(certificates)]
db.executemany(
  "INSERT INTO certificates (id, certificate_id, title, issuer_name, user, issue_date, verification_status, created, updated) "
  "VALUES (?, ?, ?, 'GX Academy', 'benchuser00000', ?, 'active', ?, ?)",
  [(ids[i], str(uuid.UUID(int=random.getrandbits(128))).upper(), titles[i % len(titles)], days[i % 365] + " 00:00:00.000Z",
    days[i % 365] + " 00:00:00.000Z", days[i % 365] + " 00:00:00.000Z") for i in range(certificates)])
kinds = (["viewed"] * 15 + ["share_linkedin"] * 3 + ["share_link"] * 3 + ["share_print"] * 2 + ["share_download"] * 2 +
         ["verify_other_qr"] * 20 + ["verify_other_link"] * 25 + ["verify_other_id"] * 15 + ["verify_other_file"] * 5 +
         ["verify_holder_link"] * 5 + ["verify_admin_id"] * 2 + ["mail_sent"] * 2 + ["mail_failed"] * 1)
columns = ["issued", "mail_sent", "mail_failed", "viewed", "share_linkedin", "share_link", "share_print", "share_download"] + \
  ["verify_%s_%s" % (w, v) for w in ("holder", "admin", "other") for v in ("qr", "link", "id", "file")]
index = {c: i for i, c in enumerate(columns)}
# certificate -> day -> counts of that day; the site's counts per (day, event)
per = [dict() for _ in range(certificates)]
site = {}
def note(i, day, kind):
  row = per[i].get(day)
  if row is None:
    row = per[i][day] = [0] * len(columns)
  row[index[kind]] += 1
  site[(day, kind)] = site.get((day, kind), 0) + 1
for i in range(certificates):
  note(i, days[i % 365], "issued")
for _ in range(events - certificates):
  note(random.randrange(certificates), days[random.randrange(365)], random.choice(kinds))
def running():
  for i in range(certificates):
    total = [0] * len(columns)
    last = ""
    for day in sorted(per[i]):
      daily = per[i][day]
      total = [a + b for a, b in zip(total, daily)]
      if any(daily[index["verify_other_" + v]] for v in ("qr", "link", "id", "file")):
        last = day
      yield (ids[i], day, *total, last)
db.executemany("INSERT INTO _gx_insight_running (certificate, day, %s, others_last) VALUES (%s)" % (", ".join(columns), ", ".join(["?"] * (len(columns) + 3))), running())
db.executemany("INSERT INTO _gx_insight_days (day, event, n) VALUES (?, ?, ?)", ((d, e, n) for (d, e), n in site.items()))
db.commit()
db.execute("ANALYZE")
db.commit()
counts = sum(len(p) for p in per)
print(counts)
`;

function day(offset: number): string {
  return new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
}

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { authorization: token } });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.length };
}

const dataDir = await mkdtemp(join(tmpdir(), 'gx-bench-insights-'));
try {
  await migrate(dataDir);
  const seeding = performance.now();
  const rows = execFileSync('/usr/bin/python3', ['-c', SEED, join(dataDir, 'data.db'), String(EVENTS), String(CERTIFICATES)], { encoding: 'utf8' }).trim();
  console.log(`seeded ${EVENTS.toLocaleString('en')} events over ${CERTIFICATES.toLocaleString('en')} certificates (${Number(rows).toLocaleString('en')} running rows, one per certificate and active day) in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  await ensureSuperuser(dataDir, SUPERUSER.email, SUPERUSER.password);
  const server = await startPocketBase({ dataDir, port: await freePort(), appUrl: 'http://localhost:3000' });
  try {
    await ensureSiteAdmin(server.url, SUPERUSER, { ...ADMIN, firstName: 'Bench', lastName: 'Admin' });
    const signIn = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    console.log(`GET /api/gx/insights (the tab's figures), ${RUNS} runs each after one warm-up:`);
    for (const days of [7, 30, 90, 365]) {
      const url = `${server.url}/api/gx/insights?from=${day(days - 1)}&to=${day(0)}`;
      await timed(url, token);
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const run = await timed(url, token);
        times.push(run.ms);
        bytes = run.bytes;
      }
      times.sort((a, b) => a - b);
      console.log(`  ${String(days).padStart(3)} days: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms (${(bytes / 1024).toFixed(0)} KB)`);
    }
    const csv = await timed(`${server.url}/api/gx/insights/export.csv?from=${day(364)}&to=${day(0)}`, token);
    console.log(`  CSV export, 365 days: ${csv.ms.toFixed(0)} ms (${(csv.bytes / 1024).toFixed(0)} KB)`);
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
