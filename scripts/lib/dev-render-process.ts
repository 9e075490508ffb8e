/**
 * The render server of `npm run dev`, in a process of its own (started by dev-rendering.ts): a
 * rebuilt shell is taken up by starting a fresh process, because the federation runtime keeps its
 * shared modules in process-wide state that a second server bundle in the same process would reuse.
 *
 * It answers the pages the render server renders on a loopback port; 204 means "not rendered",
 * and the shell's static server then serves index.html, as `pages` resolving false does in
 * production. Told its port to the parent over IPC once it is ready.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRenderServer, type RenderServerOptions } from 'render-server';

export type DevRenderOptions = Omit<RenderServerOptions, 'log'>;

const options = JSON.parse(process.argv[2] ?? '{}') as DevRenderOptions;
const renderer = await startRenderServer({ ...options, log: (line) => console.log(`  ${line}`) });

const server = http.createServer((req, res) => {
  const notRendered = () => (res.headersSent ? res.end() : res.writeHead(204).end());
  renderer.pages(req, res).then((answered) => answered || notRendered(), notRendered);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
// The parent's end (a restart, Ctrl-C, or the parent gone): nothing else keeps this one useful.
process.on('disconnect', () => process.exit(0));
