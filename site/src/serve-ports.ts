/** The loopback ports of the processes behind the proxy. */
import type { Settings } from './settings';

export interface ProcessPorts {
  /** The site server: pages, /healthz/ready, the issuer's DID document. */
  render: number;
  /** Caddy's loopback address for the files (the site server reads manifests and server builds there). */
  files: number;
  pocketbase: number;
  /** The credential signer: loopback only, PocketBase is its one client. */
  signer: number;
  /** Caddy's admin endpoint (its /metrics), the port after the health endpoints'. */
  caddyAdmin: number;
}

/** The site server on GX_RENDER_PORT, Caddy's loopback file address on the next port; the signer two above PocketBase; Caddy's admin endpoint after the health port. */
export function processPorts(settings: Settings): ProcessPorts {
  return {
    render: settings.renderPort,
    files: settings.renderPort + 1,
    pocketbase: settings.pocketbasePort,
    signer: settings.pocketbasePort + 2,
    caddyAdmin: settings.healthPort + 1,
  };
}
