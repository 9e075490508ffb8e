/**
 * Child process of render-check.ts: serves the release store on loopback, registers the candidate
 * with the shell's server build, imports its `./routes`, renders its pages, and prints
 * `{"problems": [...]}` as its last line. Anything the remote logs goes to stderr.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import sirv from 'sirv';
import type { ServerBundle } from '../../../../shell/src/server/contract';
import type { RenderCheckJob } from './render-check';

const job = JSON.parse(process.argv[2] ?? '{}') as RenderCheckJob;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
// The remote's own console output must not be taken for the answer on stdout.
console.log = (...args: unknown[]) => console.error(...args);

async function check(): Promise<string[]> {
  const server = http.createServer(sirv(job.store, { dev: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const entry = `http://127.0.0.1:${port}/${job.manifestPath}`;
    const bundle = await (createRequire(import.meta.url)(job.renderer) as { default: () => Promise<ServerBundle> }).default();
    bundle.registerRemotes([{ name: job.container, entry }]);
    try {
      const routes = (await bundle.loadRemote(`${job.container}/routes`)) as { default?: unknown } | undefined;
      if (!routes?.default) return [`./routes: the server build exposes no route tree (no default export)`];
    } catch (error) {
      return [`./routes: the server build does not import: ${message(error)}`];
    }
    const problems: string[] = [];
    for (const path of job.paths) {
      const logged: string[] = [];
      const rendering = bundle.renderPage({
        url: path,
        config: { pocketbaseUrl: 'http://127.0.0.1:9', remotes: { [job.container]: entry } },
        siteUrl: 'http://localhost',
        serverBuilds: new Set([job.container]),
        loadTimeoutMs: 10_000,
        renderTimeoutMs: 10_000,
        // No PocketBase here: pages that ask for public data render as without it (port 9 refuses).
        dataTimeoutMs: 200,
        apiUrl: 'http://127.0.0.1:9',
        log: (line) => logged.push(line),
      });
      try {
        const page = await rendering;
        if (page.remote !== job.container) problems.push(`${path}: not rendered on the server (${logged.join('; ') || 'no reason given'})`);
        else if (logged.length > 0) problems.push(`${path}: ${logged.join('; ')}`);
      } catch (error) {
        problems.push(`${path}: rendering threw: ${message(error)}`);
      }
    }
    return problems;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

check().then(
  (problems) => {
    process.stdout.write(`\n${JSON.stringify({ problems })}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`\n${JSON.stringify({ problems: [`the server render check failed: ${message(error)}`] })}\n`);
    process.exit(0);
  },
);
