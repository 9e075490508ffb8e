import { defineConfig } from '@rspack/cli';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { browserShared } from 'shared-ui/build/federation';
import { apps } from 'shared-ui/build/topology';
import { ChunkAssetsPlugin, CompileHintsPlugin, EntryAssetsPlugin, devServer, distFolder, esmFederationAlias, hashedOutput, moduleRules, nodeRuntimePlugin, resolve, serverModuleRules, serverOutput, withServerBuild } from 'shared-ui/build/rspack';
import federation from './module-federation.config';

const NAME = apps.shell.container;
const PORT = apps.shell.port;

const web = (development: boolean): Configuration => ({
  name: 'web',
  entry: { main: './src/index.ts' },
  output: {
    ...hashedOutput,
    path: new URL(`./${distFolder(development)}`, import.meta.url).pathname,
    uniqueName: NAME,
    // The shell owns deep links such as /team/jane: assets must resolve from the site root.
    publicPath: '/',
  },
  resolve: development ? resolve : { ...resolve, alias: esmFederationAlias },
  module: { rules: moduleRules },
  devServer: devServer(PORT),
  plugins: [
    new ModuleFederationPlugin(development ? federation : { ...federation, shared: browserShared({ host: true }) }),
    // index.html places the entry's tags itself, between the placeholders the render server fills;
    // unminified, so that those comments stay in the built file.
    new rspack.HtmlRspackPlugin({ template: './index.html', inject: false, minify: false }),
    new EntryAssetsPlugin(),
    // Development builds too: `npm run dev` renders on the server, which reads it.
    new ChunkAssetsPlugin(),
    // runtime-config.json is served beside index.html, never bundled: deployments edit it.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
    ...(development ? [] : [new CompileHintsPlugin()]),
  ],
  performance: { hints: false },
});

/**
 * The render server's copy of the shell (src/server/render.tsx), loaded by the render-server package.
 * It provides React and shared-ui to the remotes' server builds as the web shell does in the
 * browser, so a page has one React and one router on the server too. `.cjs`: the repository is an
 * ES-module package, and this bundle assigns module.exports. Outside dist/, which is served.
 * Built in the web build's mode: CSS-module class names differ between modes.
 */
const server = (development: boolean): Configuration => ({
  name: 'server',
  target: 'async-node',
  entry: { main: './src/server/entry.ts' },
  output: {
    ...serverOutput,
    path: new URL(`./${distFolder(development)}-server`, import.meta.url).pathname,
    filename: '[name].cjs',
    // The web build's: CSS-module class names are hashed with it, and the HTML's classes must be
    // the ones the browser's stylesheet defines (with another name, the rendered layout had none).
    uniqueName: NAME,
    library: { type: 'commonjs2' },
  },
  resolve,
  module: { rules: serverModuleRules },
  plugins: [
    new ModuleFederationPlugin({
      ...federation,
      experiments: undefined,
      runtimePlugins: [nodeRuntimePlugin],
    }),
  ],
  // Readable stack traces in the server's log; nothing here is downloaded by a browser.
  optimization: { minimize: false },
  performance: { hints: false },
});

// Development: the browser's build alone for the dev server, both with `--env ssr` (`npm run dev`).
export default defineConfig((env, argv) => {
  const development = argv.mode === 'development';
  return withServerBuild(env, argv) ? [web(development), server(development)] : web(development);
});
