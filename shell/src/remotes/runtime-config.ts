import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'shared-ui';

/**
 * Same-origin and revalidated on every load (the server sends `Cache-Control: no-cache`), so a
 * deploy takes effect on reload. index.html preloads it, in parallel with the shell's script.
 */
const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  return (
    typeof candidate.pocketbaseUrl === 'string' &&
    (candidate.siteUrl === undefined || typeof candidate.siteUrl === 'string') &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_PATH);
  if (!response.ok) throw new Error(`Could not load ${RUNTIME_CONFIG_PATH}: HTTP ${response.status}`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error(`${RUNTIME_CONFIG_PATH} is not a valid runtime configuration`);
  return config;
}

let remoteEntries: Record<string, string> = {};

/** Tells the federation runtime where each remote's manifest is. */
export function registerRuntimeRemotes(config: RuntimeConfig) {
  remoteEntries = { ...config.remotes };
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers one remote again with `force`, which drops the runtime's cached manifest: needed when
 * a remote that loaded was redeployed and its old chunks are gone.
 */
export function reregisterRemote(name: string) {
  const entry = remoteEntries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
