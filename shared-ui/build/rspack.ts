/**
 * The bundler pieces every app's rspack.config.ts composes. Only plain data and small factories:
 * each app's config still reads top to bottom on its own (entry, output, federation, html).
 */
import { readFileSync } from 'node:fs';
import type { Configuration, RuleSetRule } from '@rspack/core';

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
