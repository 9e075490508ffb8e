import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps, pocketbaseUrl } from 'shared-ui/build/topology';
import { devServer, hashedOutput, moduleRules, resolve } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

const NAME = apps.certificates.container;
const PORT = apps.certificates.port;

export default defineConfig((_env, argv): Configuration => {
  const development = argv.mode === 'development';
  const entry: Configuration['entry'] = development ? { main: './src/index.ts' } : {};
  return {
    // index.ts is the standalone development host. A production build is only what the shell
    // loads: remoteEntry.js (added by the federation plugin), the manifest and their chunks.
    entry,
    output: {
      ...hashedOutput,
      uniqueName: NAME,
      // 'auto' lets the same build be served from any origin: chunks resolve from remoteEntry's URL.
      publicPath: 'auto',
    },
    resolve,
    module: { rules: moduleRules },
    devServer: devServer(PORT),
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        // In production the remote uses the shell's copy of the federation runtime (about 20 KB
        // gzip less per remote); the standalone development host keeps its own.
        experiments: { externalRuntime: !development },
      }),
      // The standalone development host's page. A remote's page must not load its own container
      // entry (it would initialise twice).
      ...(development
        ? [
            new rspack.HtmlRspackPlugin({ template: '../shared-ui/build/standalone.html', excludeChunks: [NAME] }),
            new rspack.DefinePlugin({
              // Read only by the standalone host (src/bootstrap.tsx); inside the site the shell configures it.
              'process.env.GX_POCKETBASE_URL': JSON.stringify(process.env.GX_POCKETBASE_URL ?? pocketbaseUrl),
            }),
          ]
        : []),
    ],
    performance: { hints: false },
  };
});
