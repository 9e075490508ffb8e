import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A federation runtime plugin that answers the first request for one manifest with the copy the
 * server rendered with (the boot data's `manifest`), so the runtime need not fetch it after the
 * shell's script has run. It answers once: a later load of that manifest (Try Again after a
 * failure, which registers the remote again and drops the runtime's cached copy) fetches it anew.
 */
export function bootManifestPlugin(manifestUrl: string, manifest: unknown): ModuleFederationRuntimePlugin {
  let served = false;
  return {
    name: 'gx-boot-manifest',
    fetch(url) {
      if (served || url !== manifestUrl) return undefined;
      served = true;
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}
