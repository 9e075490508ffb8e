/**
 * Server rendering in `npm run dev`: the render server runs in a child process
 * (dev-render-process.ts) and the shell's static server asks it for each page through `pages`, as
 * `npm start` asks the in-process one.
 *
 * Every rebuild (a file of `watch` changed: the shell's outputs, a remote's manifest) starts a
 * fresh render process, which takes over once it answers; the old one is stopped then. Until then
 * the old one serves, and whenever none is running, pages are the static index.html and the
 * browser draws them. A fresh process rather than the render server's own switch to a redeployed
 * remote: with development builds, the remote's second container in the same process loaded its
 * chunks with its own unpatched chunk loader, from the local disk, and failed (ENOENT).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { unwatchFile, watchFile } from 'node:fs';
import http from 'node:http';
import type { PageHandler } from './static-server';
import type { DevRenderOptions } from './dev-render-process';

/** Headers of a rendered answer that the static server does not set itself. */
const PAGE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary'];
/** A rebuild writes its files one after another: restart once they have been quiet this long. */
const SETTLE_MS = 700;

interface RenderProcess {
  child: ChildProcess;
  port: number;
}

export interface DevRendering {
  pages: PageHandler;
  /** Resolves once the first render process answers (or has failed to start). */
  ready: Promise<void>;
  stop(): void;
}

export function startDevRendering(options: {
  render: DevRenderOptions;
  /** Files whose change means an app was rebuilt. */
  watch: string[];
  /** Awaited before each start (e.g. every build complete, runtime-config.json written into a rebuilt shell). */
  beforeStart?: () => Promise<void> | void;
  log: (line: string) => void;
}): DevRendering {
  let current: RenderProcess | undefined;
  let stopped = false;

  function launch(): Promise<RenderProcess> {
    const child = fork(new URL('./dev-render-process.ts', import.meta.url).pathname, [JSON.stringify(options.render)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
      child.once('exit', (code) => reject(new Error(`the render process ended (exit code ${code})`)));
    });
  }

  let restarting: Promise<void> | undefined;
  let again = false;
  async function restart(): Promise<void> {
    if (restarting) {
      again = true;
      return restarting;
    }
    restarting = (async () => {
      do {
        again = false;
        const previous = current;
        try {
          await options.beforeStart?.();
          const next = await launch();
          if (stopped) next.child.kill();
          else current = next;
          next.child.once('exit', () => {
            if (current === next) current = undefined;
          });
          options.log(previous ? 'Rebuilt: pages render with the new builds' : 'Pages rendered on the server');
        } catch (error) {
          current = undefined;
          options.log(`The render server did not start, pages render in the browser: ${error instanceof Error ? error.message : String(error)}`);
        }
        previous?.child.kill();
      } while (again && !stopped);
    })().finally(() => (restarting = undefined));
    return restarting;
  }

  let settle: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(settle);
    settle = setTimeout(() => void restart(), SETTLE_MS);
  };
  for (const file of options.watch) watchFile(file, { interval: 300 }, changed);

  const pages: PageHandler = (req, res) =>
    new Promise((resolve) => {
      if (!current) return resolve(false);
      const forward = http.request({ host: '127.0.0.1', port: current.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        if (answer.statusCode === 204) {
          answer.resume();
          return resolve(false);
        }
        for (const name of PAGE_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) res.setHeader(name, value);
        }
        res.writeHead(answer.statusCode ?? 200);
        answer.pipe(res);
        resolve(true);
      });
      forward.on('error', () => {
        if (!res.headersSent) return resolve(false);
        res.destroy();
        resolve(true);
      });
      forward.end();
    });

  return {
    pages,
    ready: restart(),
    stop() {
      stopped = true;
      clearTimeout(settle);
      for (const file of options.watch) unwatchFile(file, changed);
      current?.child.kill();
    },
  };
}
