/**
 * The bundler pieces of the apps: the rules, targets and dev server every app uses, and the whole
 * build of a remote (the four remotes differ only in name, port and federation options).
 */
import { readFileSync } from 'node:fs';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { apps, pocketbaseUrl, type remoteKeys } from './topology';

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

export const moduleRules: RuleSetRule[] = [
  swcRule,
  // A default export of class names (`import classes from './X.module.css'`), as Mantine's docs use.
  { test: /\.module\.css$/, type: 'css/module', parser: { namedExports: false } },
  { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
  { test: /\.(png|jpe?g|svg|webp|avif)$/, type: 'asset/resource' },
];

export const resolve: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
};

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
  };
}

/**
 * The whole build of a remote. Only the app and its federation options differ between the four
 * remotes, so they share this instead of four copies of the same forty lines.
 */
export function remoteConfig(app: RemoteKey, federation: ModuleFederationOptions) {
  const { container, port } = apps[app];
  return (_env: unknown, argv: { mode?: string }): Configuration => {
    const development = argv.mode === 'development';
    return {
      // index.ts is the standalone development host. A production build is only what the shell
      // loads: remoteEntry.js (added by the federation plugin), the manifest and their chunks.
      entry: development ? { main: './src/index.ts' } : {},
      output: {
        ...hashedOutput,
        uniqueName: container,
        // 'auto' lets the same build be served from any origin: chunks resolve from remoteEntry's URL.
        publicPath: 'auto',
      },
      resolve,
      module: { rules: moduleRules },
      devServer: devServer(port),
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
              new rspack.HtmlRspackPlugin({ template: '../shared-ui/build/standalone.html', excludeChunks: [container] }),
              new rspack.DefinePlugin({
                // Read only by the standalone host (src/bootstrap.tsx); inside the site the shell configures it.
                'process.env.GX_POCKETBASE_URL': JSON.stringify(process.env.GX_POCKETBASE_URL ?? pocketbaseUrl),
              }),
            ]
          : []),
      ],
      performance: { hints: false },
    };
  };
}
