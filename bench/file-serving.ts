/**
 * A hashed script of the shell through Caddy, two ways, in one run: proxied to a Node file server
 * (the reference static server, as production served files before Caddy took them over) and
 * answered by Caddy's own file_server with the build's precompressed .br file. Requests per second
 * and p99 latency with autocannon, brotli asked for, on loopback over plain HTTP (both the same, so
 * TLS cost is left out). A report, never a test.
 *   npm run bench:files [-- --seconds=10 --connections=50]
 * Needs the shell's production build (`npm run build`) and Debian's Caddy.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startAnswering } from 'gx-processes';
import { createStaticServer } from '../scripts/lib/static-server';
import { fromRoot } from '../scripts/lib/paths';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const dist = fromRoot('shell', 'dist');
const script = readdirSync(dist)
  .filter((file) => /\.[0-9a-f]{8,}\.js$/.test(file) && readdirSync(dist).includes(`${file}.br`))
  .sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];
if (!script) throw new Error('no hashed script with a .br file in shell/dist: run `npm run build` first');

const work = mkdtempSync(join(tmpdir(), 'gx-bench-files-'));
const nodePort = await freePort();
const proxiedPort = await freePort();
const filePort = await freePort();
const node = createStaticServer(dist, nodePort, { host: '127.0.0.1' });
await node.listen();
const config = join(work, 'Caddyfile');
writeFileSync(
  config,
  `{
	admin off
	auto_https off
}
http://127.0.0.1:${proxiedPort} {
	reverse_proxy 127.0.0.1:${nodePort}
}
http://127.0.0.1:${filePort} {
	root * ${dist}
	header Cache-Control "public, max-age=31536000, immutable"
	file_server {
		precompressed br gzip
	}
}
`,
);
const caddy = await startAnswering('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
  name: 'Caddy',
  ready: async () => {
    const answers = (port: number) => fetch(`http://127.0.0.1:${port}/${script}`).then((r) => r.ok, () => false);
    return (await answers(proxiedPort)) && (await answers(filePort));
  },
  spawn: { env: { PATH: process.env['PATH'], HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work }, stdio: 'ignore' },
});

async function measure(port: number) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}/${script}`, connections, duration: seconds, headers: { 'accept-encoding': 'br' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log(`${script} (${(statSync(join(dist, `${script}.br`)).size / 1024).toFixed(1)} KiB br), ${connections} connections, ${seconds} s each`);
const before = await measure(proxiedPort);
const after = await measure(filePort);
console.log(`Caddy → Node file server: ${before.rps.toFixed(0)} req/s, p99 ${before.p99} ms, errors ${before.errors}`);
console.log(`Caddy file_server:        ${after.rps.toFixed(0)} req/s, p99 ${after.p99} ms, errors ${after.errors}`);
await caddy.stop();
await node.close();
rmSync(work, { recursive: true, force: true });
