/**
 * The purge hook: tells the cache in front (Varnish, Cloudflare, Fastly) to drop the pages tagged
 * with a release that stopped serving. One request shape works for all three
 * (docs/operations.md, "The purge hook"):
 *
 *   POST <GX_CACHE_PURGE_URL, `{tags}` replaced by the URL-encoded, comma-separated tags>
 *   Authorization: Bearer <GX_CACHE_PURGE_TOKEN>      (Cloudflare, deploy/varnish/default.vcl)
 *   Fastly-Key: <GX_CACHE_PURGE_TOKEN>                (Fastly)
 *   Surrogate-Key: <tags, space-separated>            (Fastly's batch purge, Varnish)
 *   Content-Type: application/json
 *   {"tags":["gx-release-…"]}                         (Cloudflare's purge by tag)
 *
 * Two callers, because a render server switches to a new release only at its next poll and may
 * render pages of the replaced one until then: the release command purges once the pointer is
 * written, and every render server purges again once it has switched away from the release and
 * its renders with it are done (`releasePurger`). A purge that fails is logged loudly (never the
 * token) and fails nothing else: the pages then expire by their s-maxage.
 */
import { releaseTag } from './http-cache';

export interface PurgeSettings {
  /** GX_CACHE_PURGE_URL: a URL, where `{tags}` stands for the tags; empty: no purge. */
  url: string;
  /** GX_CACHE_PURGE_TOKEN: sent as a bearer token and as Fastly-Key. */
  token?: string;
}

export interface PurgeOptions {
  /** Tries in all (a timeout, a network error, a 5xx or a 429 are tried again). */
  attempts?: number;
  timeoutMs?: number;
  /** Before the second try; doubled for each next one. */
  retryDelayMs?: number;
  /**
   * A render server's purge waits this long after its last render with the replaced release:
   * that page's answer is on its way to the cache, which must have it before the purge arrives
   * (Varnish tests an object against the bans issued after it received the object's headers).
   */
  settleMs?: number;
}

const DEFAULTS: Required<PurgeOptions> = { attempts: 3, timeoutMs: 5000, retryDelayMs: 500, settleMs: 1000 };

/** The URL a purge of `tags` is sent to: `{tags}` replaced by the URL-encoded, comma-separated tags. */
export function purgeUrl(template: string, tags: readonly string[]): string {
  return template.replaceAll('{tags}', encodeURIComponent(tags.join(',')));
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'timed out';
    return (error.cause as Error | undefined)?.message ?? error.message;
  }
  return String(error);
}

/**
 * Purges `tags` from the cache in front; resolves whether it was done (never rejects). Nothing is
 * sent when the URL is empty.
 */
export async function purgeTags(settings: PurgeSettings | undefined, tags: readonly string[], log: (line: string) => void, options: PurgeOptions = {}): Promise<boolean> {
  if (!settings?.url || tags.length === 0) return true;
  const { attempts, timeoutMs, retryDelayMs } = { ...DEFAULTS, ...options };
  const url = purgeUrl(settings.url, tags);
  const target = new URL(url).host;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Surrogate-Key': tags.join(' ') };
  if (settings.token) {
    headers['Authorization'] = `Bearer ${settings.token}`;
    headers['Fastly-Key'] = settings.token;
  }
  let why = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 2)));
    try {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ tags }), signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        log(`cache purge: ${tags.join(' ')} purged at ${target}`);
        return true;
      }
      why = `answered HTTP ${response.status}`;
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      why = reason(error);
    }
  }
  log(
    `CACHE PURGE FAILED: ${target} did not purge ${tags.join(' ')} (${why}). Pages of the replaced release stay in the cache in front until they expire; ` +
      'purge these tags by hand (docs/operations.md, "The purge hook").',
  );
  return false;
}

/** Purges the tags of these releases (release ids). */
export function purgeReleases(settings: PurgeSettings | undefined, releases: readonly string[], log: (line: string) => void, options?: PurgeOptions): Promise<boolean> {
  return purgeTags(settings, releases.map(releaseTag), log, options);
}

export interface ReleasePurger {
  /** Follows a render (or anything drawn with the releases in force now) until it settles. */
  track<T>(render: Promise<T>): Promise<T>;
  /**
   * Told the releases now in force (container → release id) after a switch: once the renders in
   * flight have settled (they may have drawn with a replaced release), purges every release no
   * longer in force. Resolves when done; never rejects.
   */
  switched(current: Record<string, string>): Promise<void>;
}

/** The render server's side of the purge: after each switch, the releases it stopped rendering with. */
export function releasePurger(settings: PurgeSettings | undefined, initial: Record<string, string>, log: (line: string) => void, options?: PurgeOptions): ReleasePurger {
  let known = { ...initial };
  const inFlight = new Set<Promise<unknown>>();
  return {
    track(render) {
      inFlight.add(render);
      render.then(
        () => inFlight.delete(render),
        () => inFlight.delete(render),
      );
      return render;
    },
    async switched(current) {
      const replaced = Object.entries(known)
        .filter(([container, id]) => current[container] !== id)
        .map(([, id]) => id);
      known = { ...current };
      if (replaced.length === 0 || !settings?.url) return;
      await Promise.allSettled([...inFlight]);
      await new Promise((resolve) => setTimeout(resolve, options?.settleMs ?? DEFAULTS.settleMs));
      await purgeReleases(settings, replaced, log, options);
    },
  };
}
