/**
 * The Varnish configuration of the cache in front of the pages: deploy/varnish/default.vcl with
 * its fields filled from the settings (`node site/dist/gx.js varnish-vcl` prints it). VCL cannot
 * read the environment, so the backend addresses and the purge token are written into it: the
 * result holds a secret (write it 0600).
 */
import { processPorts } from './serve-ports';
import { readFileSync } from 'node:fs';
import { DEFAULT_HTTP_CACHE, type HttpCachePolicy } from 'render-server/http-cache';
import { fromRoot } from './paths';
import type { Settings } from './settings';

export interface VarnishOptions {
  /** The site servers Varnish fetches pages from, `host:port` (round robin). */
  backends: string[];
  /** GX_CACHE_PURGE_TOKEN: a purge must carry it as a bearer token. */
  purgeToken: string;
  /** What the health probe asks each backend (the site server's readiness). */
  probeUrl?: string;
  /** The render server's policy: how long a page is served stale while the site is healthy. */
  policy?: HttpCachePolicy;
}

/** A backend address as VCL writes it: an IPv4 address or a host name, and a port. */
function backend(address: string, index: number): { name: string; block: string } {
  const match = /^([A-Za-z0-9.-]+):(\d{1,5})$/.exec(address);
  if (!match) throw new Error(`${address} is not a host:port address for Varnish`);
  const name = `gx_site_${index}`;
  return {
    name,
    block: [
      `backend ${name} {`,
      `\t.host = "${match[1]}";`,
      `\t.port = "${match[2]}";`,
      '\t.probe = gx_health;',
      '\t.connect_timeout = 1s;',
      // A render takes at most 3 s (the render server's budget), the static page after it.
      '\t.first_byte_timeout = 10s;',
      '}',
    ].join('\n'),
  };
}

export function varnishVcl(options: VarnishOptions, template = readFileSync(fromRoot('deploy', 'varnish', 'default.vcl'), 'utf8')): string {
  if (!/^[\x21-\x7e]+$/.test(options.purgeToken) || options.purgeToken.includes('"')) {
    throw new Error('the purge token must be printable ASCII without spaces or double quotes (GX_CACHE_PURGE_TOKEN)');
  }
  if (options.backends.length === 0) throw new Error('Varnish needs at least one backend');
  const backends = options.backends.map(backend);
  const fields: Record<string, string> = {
    PROBE_URL: options.probeUrl ?? '/healthz/ready',
    BACKENDS: backends.map((b) => b.block).join('\n\n'),
    DIRECTOR_MEMBERS: backends.map((b) => `\tgx_site.add_backend(${b.name});`).join('\n'),
    PURGE_TOKEN: options.purgeToken,
    STALE_WHILE_REVALIDATE: String((options.policy ?? DEFAULT_HTTP_CACHE).staleWhileRevalidateS),
  };
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`deploy/varnish/default.vcl: unknown field ${whole}`);
    return value;
  });
}

/** The configuration for this host: its site server on loopback, the purge token of the settings. */
export function varnishVclFor(settings: Settings): string {
  const token = settings.cachePurge?.token;
  if (!token) throw new Error('GX_CACHE_PURGE_TOKEN is not set: Varnish would accept no purge (set it, and GX_CACHE_PURGE_URL, e.g. http://127.0.0.1:6081/.gx/purge)');
  // Every site server Caddy would balance: this host's instances and the other hosts' upstreams.
  const backends = [...processPorts(settings).render.map((port) => `127.0.0.1:${port}`), ...settings.renderUpstreams];
  return varnishVcl({ backends, purgeToken: token });
}
