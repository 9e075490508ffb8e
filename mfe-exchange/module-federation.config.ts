import { apps } from 'shared-ui/build/topology';
import { federationDefaults } from 'shared-ui/build/federation';

export default {
  ...federationDefaults,
  name: apps.exchange.container,
  // Unhashed so that its URL is stable; served with no-cache (the manifest names hashed chunks).
  filename: 'remoteEntry.js',
  exposes: {
    // The route tree the shell mounts under this remote's prefixes.
    './routes': './src/routes.tsx',
    // Its public pages, for the render server's sitemap.xml.
    './sitemap': './src/sitemap.ts',
  },
  manifest: true,
};
