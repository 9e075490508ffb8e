/** The loopback ports of the processes behind the proxy. */
import type { Settings } from './settings';

export interface ProcessPorts {
  /** The site servers of this host (pages, /healthz/ready, the issuer's DID document), by instance. */
  render: number[];
  pocketbase: number;
  /** The credential signer: loopback only, PocketBase is its one client. */
  signer: number;
  /** Caddy's admin endpoint (its /metrics), the port after the health endpoints'. */
  caddyAdmin: number;
}

/** The site servers on GX_RENDER_PORT and the ports after it, one per instance; the signer two above PocketBase; Caddy's admin endpoint after the health port. */
export function processPorts(settings: Settings): ProcessPorts {
  return {
    render: Array.from({ length: settings.renderInstances }, (_, instance) => settings.renderPort + instance),
    pocketbase: settings.pocketbasePort,
    signer: settings.pocketbasePort + 2,
    caddyAdmin: settings.healthPort + 1,
  };
}

/**
 * The instance a site server was started as (`gx.js site <instance>`, systemd's `%i` of
 * gx-site@.service), checked against GX_RENDER_INSTANCES: a unit enabled beyond them is refused
 * rather than serving on a port Caddy does not balance.
 */
export function renderInstance(settings: Settings, argument: string | undefined): number {
  const instance = Number(argument ?? 0);
  if (!Number.isInteger(instance) || instance < 0 || instance >= settings.renderInstances) {
    throw new Error(`site instance "${argument}": GX_RENDER_INSTANCES=${settings.renderInstances} runs instances 0 to ${settings.renderInstances - 1}`);
  }
  return instance;
}

/**
 * `host:port` of each site server of this host, as this host reaches it: the bind address (IPv6 in
 * brackets), loopback when it listens on every address.
 */
export function renderAddresses(settings: Settings): string[] {
  const bind = settings.renderBind;
  const host = bind === '0.0.0.0' ? '127.0.0.1' : bind === '::' ? '[::1]' : bind.includes(':') ? `[${bind}]` : bind;
  return processPorts(settings).render.map((port) => `${host}:${port}`);
}
