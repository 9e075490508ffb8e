/**
 * Where each part of the system lives on a developer's machine (docs/architecture.md#ports).
 * Build configs, the start/test scripts and the end-to-end suite read these; application code
 * never does: the shell learns addresses at run time from /runtime-config.json.
 */
export interface AppInfo {
  /** Folder and package name. */
  dir: 'shell' | 'mfe-marketing' | 'mfe-exchange' | 'mfe-certificates' | 'mfe-admin';
  /** Module Federation container name. */
  container: string;
  port: number;
}

export const apps = {
  shell: { dir: 'shell', container: 'shell', port: 3000 },
  marketing: { dir: 'mfe-marketing', container: 'mfe_marketing', port: 3001 },
  exchange: { dir: 'mfe-exchange', container: 'mfe_exchange', port: 3002 },
  certificates: { dir: 'mfe-certificates', container: 'mfe_certificates', port: 3003 },
  admin: { dir: 'mfe-admin', container: 'mfe_admin', port: 3004 },
} as const satisfies Record<string, AppInfo>;

export type AppKey = keyof typeof apps;
export const remoteKeys = ['marketing', 'exchange', 'certificates', 'admin'] as const satisfies readonly AppKey[];

export const services = {
  pocketbase: { host: '127.0.0.1', port: 8090 },
  maildev: { host: '127.0.0.1', webPort: 1080, smtpPort: 1025 },
  marketFixture: { host: '127.0.0.1', port: 8091 },
  /** The credential signer (gx-signer): loopback only, PocketBase is its one client. */
  signer: { host: '127.0.0.1', port: 8092 },
} as const;

export const localOrigin = (port: number) => `http://localhost:${port}`;
export const pocketbaseUrl = `http://${services.pocketbase.host}:${services.pocketbase.port}`;
