import { apps } from 'shared-ui/build/topology';
import { federationDefaults } from 'shared-ui/build/federation';

/**
 * The host. It lists no remotes here: their URLs come from /runtime-config.json at run time
 * (src/index.ts), so pointing the site at a new build of a remote needs no shell rebuild.
 */
export default {
  ...federationDefaults,
  name: apps.shell.container,
  // Remotes are built without their own copy of the federation runtime and use this one.
  // `target: 'web'` leaves the runtime's Node.js script loading out of the browser's bundle.
  experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
};
