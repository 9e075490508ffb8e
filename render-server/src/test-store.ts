/**
 * For tests: a release store served over HTTP from memory (files by path; HEAD answered without a
 * body), as the render server reads a channel's pointer and each release's manifest and server build.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestStore {
  files: Map<string, string>;
  origin: string;
  /** Writes a release of `remote` (its store folder, e.g. `exchange`): a manifest naming a server build, and that build. */
  publish(remote: string, id: string): void;
  close(): Promise<void>;
}

export async function startTestStore(): Promise<TestStore> {
  const files = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const body = files.get((req.url ?? '/').split('?')[0] ?? '/');
    if (body === undefined) return void res.writeHead(404).end('not found');
    res.writeHead(200, { 'content-type': 'application/json' }).end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    files,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    publish(remote, id) {
      const manifest = { id, metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, ssrRemoteEntry: { name: 'remoteEntry.js?v=1', path: 'ssr/' } } };
      files.set(`/${remote}/${id}/mf-manifest.json`, JSON.stringify(manifest));
      files.set(`/${remote}/${id}/ssr/remoteEntry.js`, '// server build');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
