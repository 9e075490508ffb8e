/**
 * A loopback-only control port for the end-to-end suite (started by `start.ts --e2e` only): it
 * stops and restarts an app's static server, or points it at another build folder, so that the
 * failure-isolation and redeploy tests act on real servers rather than intercepted requests.
 *   POST /apps/{dir}/stop   POST /apps/{dir}/start   POST /apps/{dir}/root?dir=/abs/path
 *   POST /apps/shell/render?on=0|1   the render server off (the static index.html for every page) or on
 * It also stops and starts the backing services (the fault journeys): PocketBase
 * with the same data directory and port, MailDev on the same ports. A stop is a clean one
 * (SIGTERM), as an operator's restart would be.
 *   POST /services/pocketbase/stop|start   POST /services/maildev/stop|start   POST /services/signer/stop|start
 */
import http from 'node:http';
import { apps, type AppKey } from 'shared-ui/build/topology';
import type { PageHandler, StaticServer } from './static-server';

export const CONTROL_PORT = 3999;

export interface RestartableService {
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startControlServer(
  servers: Map<AppKey, StaticServer>,
  services: Record<string, RestartableService> = {},
  /** The render server's page handler, switched off and on by /apps/shell/render. */
  pages?: PageHandler,
): Promise<http.Server> {
  const byDir = new Map([...servers].map(([key, server]) => [apps[key].dir as string, server]));
  /** Whether each service is up, so that a repeated stop or start is a no-op, not a second process. */
  const running = new Map(Object.keys(services).map((name) => [name, true]));
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, section, dir, action] = url.pathname.split('/');
    const service = section === 'services' && dir && Object.hasOwn(services, dir) ? services[dir] : undefined;
    if (req.method === 'POST' && service && dir && (action === 'stop' || action === 'start')) {
      try {
        if (action === 'stop' && running.get(dir)) await service.stop();
        if (action === 'start' && !running.get(dir)) await service.start();
        running.set(dir, action === 'start');
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
      return;
    }
    const target = dir ? byDir.get(dir) : undefined;
    if (req.method !== 'POST' || section !== 'apps' || !target) return res.writeHead(404).end();
    try {
      if (action === 'stop') await target.close();
      else if (action === 'start') await target.listen();
      else if (action === 'root' && url.searchParams.get('dir')) target.setRoot(url.searchParams.get('dir') ?? '');
      else if (action === 'render' && dir === apps.shell.dir) target.setPages(url.searchParams.get('on') === '1' ? pages : undefined);
      else return res.writeHead(400).end();
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(CONTROL_PORT, '127.0.0.1', resolve));
  return server;
}
