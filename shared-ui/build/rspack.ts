/**
 * The bundler pieces of the apps: the rules, targets and dev server every app uses, and the whole
 * build of a remote (the four remotes differ only in name, port and federation options).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps, pocketbaseUrl, type remoteKeys } from './topology';
import { SsrManifestPlugin } from './ssr-manifest';
import { browserShared } from './federation';
import { CompileHintsPlugin } from './compile-hints';
import { EntryAssetsPlugin } from './entry-assets';
import { ChunkAssetsPlugin } from './chunk-assets';

export { ChunkAssetsPlugin, CompileHintsPlugin, EntryAssetsPlugin };

type RemoteKey = (typeof remoteKeys)[number];
type ModuleFederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** Modern targets, from the repository's .browserslistrc (which the CSS minifier reads itself). */
export const browserslist = readFileSync(new URL('../../.browserslistrc', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const swcRule: RuleSetRule = {
  test: /\.(ts|tsx)$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: browserslist },
  },
  type: 'javascript/auto',
};

/**
 * Small images (the marketing illustrations, under 2 KB each) become data: URLs. Besides saving
 * requests, it keeps the server-rendered `src` identical to the browser's: a file URL would be
 * relative to the server build's folder on one side and to the web build's on the other.
 */
const imageRules: RuleSetRule[] = [
  { test: /\.svg$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
  { test: /\.(png|jpe?g|webp|avif)$/, type: 'asset/resource' },
];

export const moduleRules: RuleSetRule[] = [
  swcRule,
  // A default export of class names (`import classes from './X.module.css'`), as Mantine's docs use.
  { test: /\.module\.css$/, type: 'css/module', parser: { namedExports: false } },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
  ...imageRules,
];

/**
 * The same rules for a server build: CSS is compiled for its class names only (`exportsOnly`: no
 * stylesheet is emitted; the browser gets the web build's). The names match the web build's only
 * if both builds have the same `output.uniqueName`, which the names' hash includes.
 */
export const serverModuleRules: RuleSetRule[] = [
  swcRule,
  { test: /\.module\.css$/, type: 'css/module', parser: { namedExports: false }, generator: { exportsOnly: true } },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css', generator: { exportsOnly: true } },
  ...imageRules,
];

/**
 * Loads chunks of server builds over HTTP inside the render server (`@module-federation/node`).
 * The compiler plugins of that package do not work with Rspack (core#3541); this runtime plugin
 * with the enhanced ModuleFederationPlugin does.
 */
export const nodeRuntimePlugin = createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin');

/**
 * Output of a server build: CommonJS chunks loaded by the node runtime plugin. No `target: 'web'`
 * on the web builds: it would switch off the browserslist targets.
 */
export const serverOutput = {
  publicPath: '',
  filename: '[name].js',
  chunkFilename: '[name].[contenthash:10].js',
  chunkFormat: 'commonjs',
  chunkLoading: 'async-node',
  clean: true,
} as const;

export const resolve: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
};

/**
 * The federation plugin imports its runtime by the paths of the packages' CommonJS builds, which a
 * bundler cannot tree-shake: every remote entry carried all of @module-federation/sdk, and the
 * shell's entry all of runtime-core. Production browser builds are pointed at the ES-module builds
 * of the same files (every package ships both), all of them at once so that no part comes twice:
 * each remoteEntry.js 15.4 -> 9.8 KB gzip, the shell's entry 152.9 -> 150.9 KB. A package that
 * does not resolve (renamed in a later version) only keeps its CommonJS build.
 */
const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
const federationRuntimeEntries = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime-tools',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/inject-external-runtime-core-plugin',
].flatMap((name) => {
  try {
    return [fromEnhanced.resolve(name)];
  } catch {
    return [];
  }
});
export const esmFederationAlias = Object.fromEntries(
  federationRuntimeEntries.filter((path) => path.endsWith('.cjs')).map((path) => [path, path.replace(/\.cjs$/, '.js')]),
);

/** Hashed names for everything but the entry files that must keep a stable URL. */
export const hashedOutput = {
  filename: '[name].[contenthash:10].js',
  chunkFilename: '[name].[contenthash:10].js',
  cssFilename: '[name].[contenthash:10].css',
  cssChunkFilename: '[name].[contenthash:10].css',
  assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
  clean: true,
} as const;

/** Development server: CORS so the shell on another port can load a remote, SPA fallback. */
export function devServer(port: number): NonNullable<Configuration['devServer']> {
  return {
    port,
    host: 'localhost',
    historyApiFallback: true,
    hot: false,
    liveReload: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    // The workers' bundles are read from the disk by the web build (workersConfig); the rest stays in memory.
    devMiddleware: { writeToDisk: (file: string) => IN_WORKERS_FOLDER.test(file) },
  };
}

/**
 * A remote's server build, for the render server: the same exposes in CommonJS under `dist/ssr/`.
 * It runs after the web build (`dependencies`), whose `clean` would otherwise delete it, and then
 * names itself in the web manifest (SsrManifestPlugin), so one manifest URL serves both sides.
 * Built in the web build's mode: CSS-module class names differ between modes.
 */
function remoteServerConfig(app: RemoteKey, federation: ModuleFederationOptions, development: boolean): Configuration {
  const { container } = apps[app];
  return {
    name: 'server',
    dependencies: ['web'],
    target: 'async-node',
    entry: {},
    output: {
      ...serverOutput,
      path: fromPackage(`${distFolder(development)}/ssr`),
      // The container name in chunk names: the node runtime looks for a chunk on the local disk
      // before fetching it (core#604), so names must not collide with the render server's files.
      chunkFilename: `${container}.[name].[contenthash:10].js`,
      uniqueName: container,
      library: { type: 'commonjs-module' },
    },
    resolve,
    // A worker's bundle is never run on the server: its URL only.
    module: { rules: [...serverModuleRules, { ...workerBundleRule, generator: { emit: false } }] },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin],
        // The server build's own manifest is not served to browsers; the web one names this build.
        manifest: false,
      }),
      new SsrManifestPlugin(fromPackage(distFolder(development))),
    ],
    // Unminified: stack traces in the render server's log stay readable; it is never downloaded by browsers.
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/** Relative to the folder being built (Rspack runs in it): also right for a copy of the package. */
function fromPackage(path: string): string {
  return resolvePath(process.cwd(), path);
}

/**
 * Where a build goes: `npm run dev` writes its development builds beside the production ones, not
 * over them, so that `npm start` afterwards still finds its builds.
 */
export function distFolder(development: boolean): string {
  return development ? 'dist-dev' : 'dist';
}

/** `rspack … --env ssr`: a development build with the render server's side too (`npm run dev`). */
export function withServerBuild(env: unknown, argv: { mode?: string }): boolean {
  return argv.mode !== 'development' || Boolean((env as { ssr?: unknown } | undefined)?.ssr);
}

/**
 * The whole build of a remote. Only the app, its federation options and its workers differ between
 * the four remotes, so they share this instead of four copies of the same forty lines. A
 * production build is two: the browser's, then the render server's; so is `npm run dev`'s (`--env
 * ssr`). The standalone development server is the browser's alone. A remote with workers builds
 * them first (workersConfig).
 */
export function remoteConfig(app: RemoteKey, federation: ModuleFederationOptions, { workers }: { workers?: Workers } = {}) {
  return (env: unknown, argv: { mode?: string }): Configuration | Configuration[] => {
    const development = argv.mode === 'development';
    const web = remoteWebConfig(app, federation, development, workers);
    const builds = withServerBuild(env, argv) ? [web, remoteServerConfig(app, federation, development)] : [web];
    if (workers) builds.push(workersConfig(app, workers));
    return builds.length === 1 ? web : builds;
  };
}

/** A remote's web workers: bundle name (a file name without extension) -> its entry module. */
export type Workers = Record<string, string>;

/** Where the workers' bundles are built, for the web build to take in as files of its own. */
const WORKERS_FOLDER = 'dist-workers';
const IN_WORKERS_FOLDER = new RegExp(`[\\\\/]${WORKERS_FOLDER}[\\\\/]`);

/**
 * A remote's workers are bundles of their own, built before the web build, without Module
 * Federation: a worker has no host, and the federation runtime the plugin puts in every bundle it
 * builds expects the shell's copy (`externalRuntime`) and fails in a worker. The page takes a
 * worker's bundle in as a file, `new URL('../../dist-workers/x.js', import.meta.url)`
 * (`workerBundleRule`), so it is emitted under a hashed name, immutable like every other chunk,
 * and started from the remote's origin by shared-ui/remote-worker.
 */
function workersConfig(app: RemoteKey, workers: Workers): Configuration {
  return {
    name: 'workers',
    entry: workers,
    output: {
      path: fromPackage(WORKERS_FOLDER),
      filename: '[name].js',
      // One file per worker, loaded from a blob: URL: there is no public path to derive.
      publicPath: '',
      globalObject: 'self',
      uniqueName: `${apps[app].container}_workers`,
      clean: true,
    },
    resolve,
    module: { rules: moduleRules },
    // ECharts' development build reads Node's `global` where there is no window.
    plugins: [new rspack.DefinePlugin({ global: 'globalThis' })],
    // No development server's client (live reload, overlay) in a worker: it needs a document.
    devServer: false,
    optimization: { splitChunks: false },
    performance: { hints: false },
  };
}

/** A worker's bundle, taken in by the web and server builds as a file with a hashed name. */
const workerBundleRule: RuleSetRule = { test: (file: string) => IN_WORKERS_FOLDER.test(file) && file.endsWith('.js'), type: 'asset/resource' };

function remoteWebConfig(app: RemoteKey, federation: ModuleFederationOptions, development: boolean, workers: Workers | undefined): Configuration {
  const { container, port } = apps[app];
  return {
    name: 'web',
    // index.ts is the standalone development host. A production build is only what the shell
    // loads: remoteEntry.js (added by the federation plugin), the manifest and their chunks.
    entry: development ? { main: './src/index.ts' } : {},
    output: {
      ...hashedOutput,
      path: fromPackage(distFolder(development)),
      uniqueName: container,
      // 'auto' lets the same build be served from any origin: chunks resolve from remoteEntry's URL.
      publicPath: 'auto',
    },
    resolve: development ? resolve : { ...resolve, alias: esmFederationAlias },
    module: { rules: [...moduleRules, workerBundleRule] },
    dependencies: workers ? ['workers'] : [],
    devServer: devServer(port),
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        ...(development ? {} : { shared: browserShared({ host: false }) }),
        // In production the remote uses the shell's copy of the federation runtime (about 20 KB
        // gzip less per remote); the standalone development host keeps its own.
        // `target: 'web'` leaves the runtime's Node.js script loading out of the browser's bundle.
        experiments: { externalRuntime: !development, optimization: { target: 'web' } },
      }),
      // The standalone development host's page. A remote's page must not load its own container
      // entry (it would initialise twice).
      ...(development
        ? [
            new rspack.HtmlRspackPlugin({ template: '../shared-ui/build/standalone.html', excludeChunks: [container] }),
            new rspack.DefinePlugin({
              // Read only by the standalone host (src/bootstrap.tsx); inside the site the shell configures it.
              'process.env.GX_POCKETBASE_URL': JSON.stringify(process.env.GX_POCKETBASE_URL ?? pocketbaseUrl),
            }),
          ]
        : [new CompileHintsPlugin()]),
      // Development builds too: `npm run dev` renders on the server, which reads it.
      new ChunkAssetsPlugin(),
    ],
    performance: { hints: false },
  };
}
