import { defineConfig } from '@rspack/cli';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps } from 'shared-ui/build/topology';
import { devServer, hashedOutput, moduleRules, resolve } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

const NAME = apps.shell.container;
const PORT = apps.shell.port;

export default defineConfig({
  entry: { main: './src/index.ts' },
  output: {
    ...hashedOutput,
    uniqueName: NAME,
    // The shell owns deep links such as /team/jane: assets must resolve from the site root.
    publicPath: '/',
  },
  resolve,
  module: { rules: moduleRules },
  devServer: devServer(PORT),
  plugins: [
    new ModuleFederationPlugin(federation),
    new rspack.HtmlRspackPlugin({ template: './index.html' }),
    // runtime-config.json is served beside index.html, never bundled: deployments edit it.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
  ],
  performance: { hints: false },
});
