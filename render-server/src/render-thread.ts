/**
 * A render worker (render-pool.ts runs them with Piscina; render-worker.mjs is the file each
 * thread starts): its own copy of the shell's server bundle, so its own federation runtime, with
 * the remotes registered as the main thread tells it.
 *
 * The main thread (remotes.ts) alone decides which releases serve. It sends each new
 * `Configuration` on a BroadcastChannel; a worker applies it (registers what changed, warms it)
 * once the pages it is drawing are done, and says so. Each task names the generation it expects:
 * a worker that has not applied it yet waits for it, so a page is drawn whole with one
 * configuration and never mixes two releases of a remote.
 */
import { createRequire } from 'node:module';
import { BroadcastChannel, parentPort, threadId } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { LogFields } from 'shared-ui/trace';
import type { ServerBundleModule } from 'shell/server';
import { routePublicFilesToDisk, type PublicFileFolders } from './public-files-fetch';
import { createPageRenderer, type Configuration, type RenderedDocument, type RenderSettings, type ShellFiles } from './page-render';

export interface RenderThreadData {
  serverBundle: string;
  shell: ShellFiles;
  settings: RenderSettings;
  /** The BroadcastChannel the configurations come on. */
  channel: string;
  /** Where the site's own files are on disk (public-files-fetch.ts). */
  publicFiles?: PublicFileFolders;
}

export interface RenderTask {
  id: number;
  /** When the main thread stops waiting (ms since the epoch): a task still queued then is not drawn. */
  deadline: number;
  url: string;
  forwardedFor: string;
  /** The page request's W3C trace context, passed on with the page's API calls. */
  traceparent?: string;
  /** The configuration generation the main thread renders this page with. */
  generation: number;
}

/** Messages a worker posts to the main thread. */
export type ThreadMessage =
  | { type: 'log'; line: string; fields?: LogFields }
  | { type: 'hello'; threadId: number }
  | { type: 'started'; threadId: number; id: number }
  | { type: 'applied'; threadId: number; generation: number };

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The whole ArrayBuffer of `bytes`, copied when it is a view into a shared one (Buffer's pool, zlib's output). */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) return buffer;
  return new Uint8Array(bytes).buffer as ArrayBuffer;
}

export async function startRenderThread(data: RenderThreadData): Promise<(task: RenderTask) => Promise<unknown>> {
  const port = parentPort;
  if (!port) throw new Error('render-thread.ts runs in a worker thread');
  const post = (message: ThreadMessage) => port.postMessage(message);
  const log = (line: string, fields?: LogFields) => post({ type: 'log', line, ...(fields ? { fields } : {}) });
  if (data.publicFiles) routePublicFilesToDisk(data.settings.siteUrl, data.publicFiles);
  const bundle = await (createRequire(import.meta.url)(data.serverBundle) as ServerBundleModule).default();
  const renderer = createPageRenderer({ bundle, shell: data.shell, settings: data.settings, log });

  let applied: Configuration | undefined;
  /** The newest configuration received; applied once the pages being drawn are done. */
  let newest: Configuration | undefined;
  let drawing = 0;
  let wake: Array<() => void> = [];
  const wakeAll = () => {
    const waiting = wake;
    wake = [];
    for (const resume of waiting) resume();
  };
  const changed = () => new Promise<void>((resolve) => wake.push(resolve));
  let applying = Promise.resolve();

  async function apply(configuration: Configuration) {
    if (applied && applied.generation >= configuration.generation) return;
    // No page being drawn sees a remote switch under it.
    while (drawing > 0) await changed();
    for (const [name, state] of Object.entries(configuration.remotes)) {
      const before = applied?.remotes[name];
      if (before && before.entry === state.entry && before.digest === state.digest) continue;
      try {
        // A new build (or a new URL): the cached container is dropped so the next load fetches it.
        bundle.registerRemotes([{ name, entry: state.entry }], before ? { force: true } : undefined);
        if (state.serverBuild) await bundle.loadRemote(`${name}/routes`);
      } catch (error) {
        // Its pages are then drawn without it (renderPage leaves the remote to the browser).
        log(`render worker: ${name} did not load (${errorMessage(error)})`);
      }
    }
    renderer.forget();
    applied = configuration;
    post({ type: 'applied', threadId, generation: configuration.generation });
    wakeAll();
  }

  const channel = new BroadcastChannel(data.channel);
  channel.onmessage = (event) => {
    const configuration = (event as { data: Configuration }).data;
    if (newest && newest.generation >= configuration.generation) return;
    newest = configuration;
    applying = applying.then(() => apply(configuration)).catch((error: unknown) => log(`render worker: configuration ${configuration.generation} not applied (${errorMessage(error)})`));
  };
  // The main thread answers with the configuration in force.
  post({ type: 'hello', threadId });

  const tooLate = (task: RenderTask) => {
    if (Date.now() > task.deadline) throw new Error(`${task.url} was no longer awaited`);
  };
  return async (task: RenderTask) => {
    tooLate(task);
    // The main thread ends this thread if the page is not back in time (the thread is stuck).
    post({ type: 'started', threadId, id: task.id });
    // Wait for the task's configuration, and for a newer one being applied (it waits for the pages being drawn).
    while (!applied || applied.generation < task.generation || (newest && newest.generation > applied.generation)) await changed();
    tooLate(task);
    drawing += 1;
    let page: RenderedDocument;
    try {
      page = await renderer.render(task.url, task.forwardedFor, applied, task.traceparent);
    } finally {
      drawing -= 1;
      if (drawing === 0) wakeAll();
    }
    // The document's bytes are moved to the main thread, not copied.
    const html = ownBuffer(page.html);
    const gzipped = ownBuffer(page.gzipped);
    const value = { ...page, html: new Uint8Array(html), gzipped: new Uint8Array(gzipped) };
    return move({ [transferableSymbol]: [html, gzipped], [valueSymbol]: value } as Parameters<typeof move>[0]);
  };
}
