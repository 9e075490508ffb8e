/**
 * The render server's metrics, in Prometheus's text format at `GET /metrics` (prom-client), for
 * loopback peers only: the port may listen on a LAN address when several hosts render, and a
 * proxy on the same host forwards public requests from loopback, so a request that came through
 * one (it names the visitor in X-Forwarded-For or Forwarded) is refused as well.
 *
 * Every series is recorded where a page is asked for and answered (this process's main thread),
 * never inside a render: renders may run elsewhere. Labels stay bounded: the remote that owns the
 * page (a container name, `shell` for the shell's own pages) and the release it runs (`none`
 * where no channel names one), the answer's kind and status. Never a URL. docs/operations.md
 * lists the series and the alerts built on them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ownerOf } from 'shell/server';

export const METRICS_PATH = '/metrics';

/** How the page request was answered. */
export type AnswerKind = 'cache' | 'render' | 'static' | 'preview' | 'file';

/** The labels of a page: its owner and the release that owner runs. */
interface Owner {
  remote: string;
  release: string;
}

export interface RenderMetrics {
  readonly registry: Registry;
  /** Answers `GET /metrics` (loopback peers only, else 404). */
  answer(req: IncomingMessage, res: ServerResponse): Promise<true>;
  /** Counts the request once answered (by whoever answers it), as `kind` unless changed later. */
  track(res: ServerResponse, url: string, kind?: AnswerKind): { kind: AnswerKind };
  /** A page-cache lookup: `hit` (kept), `shared` (joined a render under way) or `miss` (a render). */
  cache(url: string, result: 'hit' | 'shared' | 'miss'): void;
  /** The render gate refused a render: the static page answers. */
  refused(url: string, reason: 'busy' | 'visitor'): void;
  /** Times one render and counts it in flight meanwhile; a page drawn without its owner's server build counts as a load failure. */
  timeRender<T extends { remote?: string } | undefined>(url: string, render: () => Promise<T>): Promise<T>;
  /** A remote's build that could not be loaded (a refused or failed switch, a manifest that does not answer). */
  remoteLoadFailed(remote: string, release: string | undefined, reason: 'manifest' | 'refused' | 'browser' | 'render'): void;
}

export interface RenderMetricsOptions {
  /** The release a remote runs now (undefined when no channel names one). */
  releaseOf(remote: string): string | undefined;
  /** Whether the remote renders on the server (its manifest names a server build). */
  rendersOnServer(remote: string): boolean;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** A request straight from this host: a loopback peer, not forwarded by a proxy. */
export function fromLoopback(req: Pick<IncomingMessage, 'socket' | 'headers'>): boolean {
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined && req.headers['forwarded'] === undefined;
}

/** Render times: a cached answer is well under a millisecond, a render tens to hundreds, the budget 3 s. */
const RENDER_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

export function createRenderMetrics(options: RenderMetricsOptions): RenderMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gx_render_' });
  /** A metric of this registry: its own labels, then the remote and the release that own the page. */
  const owned = <const L extends string = never>(name: string, help: string, labels: readonly L[]) => ({
    name,
    help,
    labelNames: [...labels, 'remote' as const, 'release' as const],
    registers: [registry],
  });
  const requests = new Counter(
    owned('gx_render_requests_total', 'Page requests answered, by how (cache, render, static page, preview, file) and HTTP status', ['kind', 'status']),
  );
  const cacheLookups = new Counter(
    owned('gx_render_page_cache_requests_total', 'Page cache lookups: hit (kept page), shared (joined a render under way), miss (rendered)', ['result']),
  );
  const renderSeconds = new Histogram({
    ...owned('gx_render_duration_seconds', 'Time from asking for a render to the whole document, by outcome (ok, failed: served as the static page)', ['outcome']),
    buckets: RENDER_SECONDS,
  });
  const inFlight = new Gauge(owned('gx_render_in_flight', 'Renders under way', []));
  const refusals = new Counter(
    owned(
      'gx_render_gate_refusals_total',
      'Renders refused by the render gate (busy: no slot free within the wait of its queue; visitor: past its budget); the static page answered',
      ['reason'],
    ),
  );
  const loadFailures = new Counter(
    owned(
      'gx_render_remote_load_failures_total',
      "A remote's build that did not load: manifest unreadable, switch refused, drawn by the browser, or missing from a render",
      ['reason'],
    ),
  );

  const ownerOfUrl = (url: string): Owner => {
    const remote = ownerOf(new URL(url, 'http://render.local').pathname) ?? 'shell';
    return { remote, release: options.releaseOf(remote) ?? 'none' };
  };

  return {
    registry,
    async answer(req, res) {
      if (!fromLoopback(req)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
        return true;
      }
      const text = await registry.metrics();
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
      return true;
    },
    track(res, url, kind = 'static') {
      const answer = { kind };
      res.once('finish', () => requests.inc({ kind: answer.kind, status: String(res.statusCode), ...ownerOfUrl(url) }));
      return answer;
    },
    cache: (url, result) => cacheLookups.inc({ result, ...ownerOfUrl(url) }),
    refused: (url, reason) => refusals.inc({ reason, ...ownerOfUrl(url) }),
    async timeRender(url, render) {
      const owner = ownerOfUrl(url);
      const end = renderSeconds.startTimer(owner);
      inFlight.inc(owner);
      let outcome = 'failed';
      try {
        const page = await render();
        if (page) outcome = 'ok';
        if (page && owner.remote !== 'shell' && !page.remote && options.rendersOnServer(owner.remote)) {
          loadFailures.inc({ reason: 'render', ...owner });
        }
        return page;
      } finally {
        inFlight.dec(owner);
        end({ outcome });
      }
    },
    remoteLoadFailed: (remote, release, reason) => loadFailures.inc({ reason, remote, release: release ?? 'none' }),
  };
}
