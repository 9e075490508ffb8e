/**
 * Previews: one visitor sees a candidate release of one remote on the real site, everybody else
 * the channel's releases (`npm run release -- preview` prints the link).
 *
 *   GET /_preview?t=<token>  the token verified (preview-token.ts), the cookie set, a 303 to the
 *                            remote's first page
 *   GET /_preview/leave      the cookie cleared, a 303 back to the page it was left from
 *   any page with the cookie the candidate for that remote, the rest from the channel; never
 *                            cached (server.ts)
 *
 * The token names a remote and a release id only. The candidate's manifest is found beside the
 * release the channel runs (`<store>/<remote>/<id>/mf-manifest.json`), so a preview loads code
 * only from the store the render server already trusts, and a release the store does not have
 * (its manifest does not answer, or names no server build that answers) is ignored like a token
 * that does not verify: the visitor gets the channel's page.
 *
 * Why a worker thread per previewed release, not a second name in this process: the node
 * federation runtime (`@module-federation/node`'s runtime plugin) finds a server build's lazy
 * chunks by the remote's own container name among every federation instance of the process
 * (its builds have no public path of their own), so a candidate registered under an alias, or in a
 * second instance, would fetch its chunks from the release the channel runs. A worker thread has
 * its own globals, so the candidate is registered there under its real name and nothing it does
 * reaches the renders of other visitors. Pages of the other remotes, which never load the
 * candidate on the server, are rendered here as usual, with the candidate named in the boot data.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, RenderRequest } from 'shell/server';
import { firstPageOf, type PreviewInfo } from 'shell/server';
import { candidateProblem } from './channel';
import {
  clearedPreviewCookie,
  LEAVE_PREVIEW_PATH,
  PREVIEW_PATH,
  previewCookie,
  previewCookieValue,
  readPreviewToken,
  type Preview,
} from './preview-token';
import { escapeMarkup } from './document';
import { readManifest, type Manifest } from './manifest';
import type { RemoteState } from './remotes';
import { remoteBuildAssets, type BuildAssets } from './stylesheets';

export interface PreviewSettings {
  /** The secret the links and cookies are signed with (GX_PREVIEW_SECRET). */
  secret: string;
}

/** A verified preview whose release the store has: what a previewed page is rendered with. */
export interface Candidate {
  preview: Preview;
  /** The remote's container name (the runtime configuration's key). */
  container: string;
  /** The candidate's manifest URL, beside the channel's release of the remote. */
  entry: string;
  manifest: Manifest;
  info: PreviewInfo;
}

export interface Previews {
  /** Answers /_preview and /_preview/leave; false for every other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The candidate the request's cookie previews, or undefined (no cookie, or one worth nothing). */
  candidateOf(req: IncomingMessage): Promise<Candidate | undefined>;
  /** Renders a page of the candidate's own remote with the candidate (in its worker). */
  render(candidate: Candidate, request: Omit<RenderRequest, 'log'>): Promise<RenderedPage>;
  /** The candidate's build assets (its chunk-assets.json), for the stylesheets of what it drew. */
  assets(candidate: Candidate): Promise<BuildAssets>;
  stop(): void;
}

export interface PreviewsOptions extends PreviewSettings {
  serverBundle: string;
  siteUrl: string;
  /** The channel the render server follows (a preview made for another channel is ignored). */
  channel: string;
  /** The remotes as they serve now: their release and manifest URL locate a candidate. */
  states: () => ReadonlyMap<string, RemoteState>;
  renderTimeoutMs: number;
  log: (line: string) => void;
}

/** A release whose manifest could not be read is not asked for again before this long. */
const UNKNOWN_RELEASE_RETRY_MS = 30_000;
/** Workers kept at once (each holds a copy of the shell and the candidate), and for how long unused. */
const MAX_WORKERS = 3;
const WORKER_IDLE_MS = 10 * 60_000;
const WORKER_READY_MS = 10_000;

interface PreviewWorker {
  ready: Promise<void>;
  render(request: Omit<RenderRequest, 'log'>, timeoutMs: number): Promise<RenderedPage>;
  lastUsed: number;
  /** False once the thread has ended (a crash, or stopped): the next preview starts another. */
  readonly alive: boolean;
  stop(): void;
}

function startWorker(serverBundle: string, container: string, entry: string, log: (line: string) => void): PreviewWorker {
  const worker = new Worker(new URL('./preview-worker.mjs', import.meta.url), { workerData: { serverBundle, remote: container, entry } });
  worker.unref();
  const pending = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let markReady = () => {};
  let failStart = (_error: Error) => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // A candidate that did not load is still rendered with: its pages are then drawn by the browser.
  worker.on('message', (message: { type: string; id?: number; page?: RenderedPage; error?: string; line?: string }) => {
    if (message.type === 'ready') markReady();
    else if (message.type === 'failed') {
      log(`render server: preview of ${entry}: its server build did not load (${message.error ?? ''})`);
      markReady();
    } else if (message.type === 'log') log(`render server (preview ${entry}): ${message.line ?? ''}`);
    else {
      const waiting = pending.get(message.id ?? -1);
      pending.delete(message.id ?? -1);
      if (message.type === 'page' && message.page) waiting?.resolve(message.page);
      else waiting?.reject(new Error(message.error ?? 'the preview renderer failed'));
    }
  });
  let alive = true;
  const fail = (error: Error) => {
    alive = false;
    failStart(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the preview renderer stopped (exit ${code})`)));
  return {
    ready,
    lastUsed: Date.now(),
    get alive() {
      return alive;
    },
    render(request, timeoutMs) {
      const id = nextId++;
      return new Promise<RenderedPage>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`no answer within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, {
          resolve: (page) => (clearTimeout(timer), resolve(page)),
          reject: (error) => (clearTimeout(timer), reject(error)),
        });
        worker.postMessage({ id, request });
      });
    },
    stop: () => void worker.terminate(),
  };
}

/** Seconds a previewing browser is told to wait before asking again for a page that could not be drawn. */
export const PREVIEW_RETRY_AFTER_S = 2;

/**
 * The answer to a previewing visitor whose page could not be rendered with the candidate (the
 * render server too busy, past the visitor's budget, or the render failed). Not the static page:
 * that boots with the channel's releases, so the visitor would see production while believing it
 * the preview. A 503 that says so instead, kept by no cache, with the way to try again or leave.
 */
export function sendPreviewUnavailable(req: IncomingMessage, res: ServerResponse, url: string, candidate: Candidate) {
  const what = escapeMarkup(`${candidate.info.remote} ${candidate.info.release}`);
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" />',
    '<title>Preview unavailable for a moment</title></head><body><main>',
    '<h1>Preview unavailable for a moment</h1>',
    `<p>This page of the preview (${what}) could not be drawn just now. Try again in a few seconds.</p>`,
    `<p><a href="${escapeMarkup(url)}">Try again</a> · <a href="${LEAVE_PREVIEW_PATH}">Leave preview</a></p>`,
    '</main></body></html>',
  ].join('');
  const body = Buffer.from(html);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Retry-After', String(PREVIEW_RETRY_AFTER_S));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.writeHead(503);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `/a/b?c` as a path of this site: a Referer from anywhere else, or `//host`, gives `/`. */
function sitePath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/';
  try {
    const url = new URL(referer);
    if (url.host !== host) return '/';
    const path = `${url.pathname}${url.search}`;
    return path.startsWith('/') && !path.startsWith('//') && !path.startsWith(PREVIEW_PATH) ? path : '/';
  } catch {
    return '/';
  }
}

export function createPreviews(options: PreviewsOptions): Previews {
  const secure = options.siteUrl.startsWith('https:');
  const manifests = new Map<string, { at: number; read: ReturnType<typeof readCandidate> }>();
  const assetsByEntry = new Map<string, Promise<BuildAssets>>();
  const workers = new Map<string, PreviewWorker>();

  async function readCandidate(entry: string): Promise<Manifest | undefined> {
    const read = await readManifest(entry);
    if (!read.ok) return undefined;
    return (await candidateProblem(entry, read.manifest)) ? undefined : read.manifest;
  }

  /** The candidate a preview names, when the channel's store has that release of that remote. */
  async function candidateFor(preview: Preview | undefined): Promise<Candidate | undefined> {
    if (!preview || preview.channel !== options.channel) return undefined;
    // The remote whose release's manifest is <store>/<remote>/<release>/mf-manifest.json.
    const serving = [...options.states()].find(
      ([, state]) => state.release && new URL(state.entry).pathname.endsWith(`/${preview.remote}/${state.release}/mf-manifest.json`),
    );
    if (!serving) return undefined;
    const [container, state] = serving;
    const entry = new URL(`../${preview.release}/mf-manifest.json`, state.entry).href;
    let known = manifests.get(entry);
    if (!known || (Date.now() - known.at > UNKNOWN_RELEASE_RETRY_MS && !(await known.read))) {
      known = { at: Date.now(), read: readCandidate(entry) };
      manifests.set(entry, known);
    }
    const manifest = await known.read;
    if (!manifest) return undefined;
    return { preview, container, entry, manifest, info: { remote: preview.remote, release: preview.release } };
  }

  function workerFor(candidate: Candidate): PreviewWorker {
    let worker = workers.get(candidate.entry);
    if (!worker?.alive) {
      workers.delete(candidate.entry);
      const oldest = [...workers].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
      while (oldest.length >= MAX_WORKERS) {
        const [entry, stale] = oldest.shift()!;
        stale.stop();
        workers.delete(entry);
      }
      worker = startWorker(options.serverBundle, candidate.container, candidate.entry, options.log);
      workers.set(candidate.entry, worker);
    }
    worker.lastUsed = Date.now();
    return worker;
  }

  const idle = setInterval(() => {
    for (const [entry, worker] of workers) {
      if (Date.now() - worker.lastUsed < WORKER_IDLE_MS) continue;
      worker.stop();
      workers.delete(entry);
    }
  }, 60_000);
  idle.unref();

  function redirect(res: ServerResponse, location: string, cookie: string) {
    res.setHeader('Set-Cookie', cookie);
    res.setHeader('Cache-Control', 'private, no-store');
    res.writeHead(303, { Location: location }).end();
  }

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://site.local');
      if (url.pathname === LEAVE_PREVIEW_PATH) {
        redirect(res, sitePath(req.headers.referer, req.headers.host), clearedPreviewCookie({ secure }));
        return true;
      }
      if (url.pathname !== PREVIEW_PATH) return false;
      const token = url.searchParams.get('t') ?? undefined;
      const preview = readPreviewToken(token, options.secret);
      const candidate = await candidateFor(preview);
      if (!candidate || !token) {
        res.setHeader('Cache-Control', 'private, no-store');
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This preview link is not valid, has expired, or names a release this site does not have.\n');
        return true;
      }
      options.log(`render server: preview of ${candidate.preview.remote} ${candidate.preview.release} opened`);
      redirect(res, firstPageOf(candidate.container) ?? '/', previewCookie(token, candidate.preview, { secure }));
      return true;
    },
    candidateOf: (req) => candidateFor(readPreviewToken(previewCookieValue(req.headers.cookie), options.secret)),
    async render(candidate, request) {
      const worker = workerFor(candidate);
      await Promise.race([worker.ready, new Promise((_, reject) => setTimeout(() => reject(new Error('its renderer did not start in time')), WORKER_READY_MS).unref())]);
      return worker.render(request, options.renderTimeoutMs + 2000);
    },
    assets(candidate) {
      let found = assetsByEntry.get(candidate.entry);
      if (!found) {
        assetsByEntry.set(candidate.entry, (found = remoteBuildAssets(candidate.manifest, candidate.entry)));
        void found.then((read) => read.partial && assetsByEntry.get(candidate.entry) === found && assetsByEntry.delete(candidate.entry));
      }
      return found;
    },
    stop() {
      clearInterval(idle);
      for (const worker of workers.values()) worker.stop();
      workers.clear();
    },
  };
}
