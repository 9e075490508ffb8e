/** The loopback ports of the processes behind the proxy (`npm run serve`). */
import { remoteKeys } from 'shared-ui/build/topology';
import type { Settings } from './settings';

export interface ProcessPorts {
  render: number;
  remotes: Record<(typeof remoteKeys)[number], number>;
  pocketbase: number;
  /** The credential signer: loopback only, PocketBase is its one client. */
  signer: number;
}

/** The render server on GX_RENDER_PORT, the remotes' file servers on the next four ports; the signer two above PocketBase. */
export function processPorts(settings: Settings): ProcessPorts {
  return {
    render: settings.renderPort,
    remotes: Object.fromEntries(remoteKeys.map((key, i) => [key, settings.renderPort + 1 + i])) as ProcessPorts['remotes'],
    pocketbase: settings.pocketbasePort,
    signer: settings.pocketbasePort + 2,
  };
}
