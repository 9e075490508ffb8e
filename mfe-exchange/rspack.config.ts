import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps, pocketbaseUrl } from 'shared-ui/build/topology';
import { devServer, hashedOutput, moduleRules, resolve } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

const NAME = apps.exchange.container;
const PORT = apps.exchange.port;

export default defineConfig({
  // index.ts is the standalone development host; the shell only ever loads remoteEntry.js.
  entry: { main: './src/index.ts' },
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
    new ModuleFederationPlugin(federation),
    // A remote's HTML page must not load its own container entry (it would initialise twice).
    new rspack.HtmlRspackPlugin({ template: '../shared-ui/build/standalone.html', excludeChunks: [NAME] }),
    new rspack.DefinePlugin({
      // Read only by the standalone host (src/bootstrap.tsx); inside the site the shell configures it.
      'process.env.GX_POCKETBASE_URL': JSON.stringify(process.env.GX_POCKETBASE_URL ?? pocketbaseUrl),
    }),
  ],
  performance: { hints: false },
});
