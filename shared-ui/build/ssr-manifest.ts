/**
 * Names a remote's server build in its web `mf-manifest.json`, as `@module-federation/rsbuild-plugin`
 * does with `target: 'dual'`: outside the browser the federation runtime loads
 * `metaData.ssrRemoteEntry` instead of `remoteEntry`, so the shell's runtime-config.json keeps one
 * manifest URL per remote for both sides.
 *
 * The entry name carries `?v=<hash of the server entry>`: a change that touches only the server
 * build would otherwise leave the web manifest byte-identical, and the render server, which
 * watches manifests for redeploys, would miss it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from '@rspack/core';

const SERVER_ENTRY = 'remoteEntry.js';
/** Where the server build sits, relative to the manifest's URL. */
const SERVER_DIR = 'ssr/';

interface Manifest {
  metaData: Record<string, unknown>;
}

/** The manifest with its server entry named (pure: the unit tests call it). */
export function withServerEntry(manifest: Manifest, serverEntrySource: Buffer | string): Manifest {
  const version = createHash('sha256').update(serverEntrySource).digest('hex').slice(0, 10);
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      ssrRemoteEntry: { name: `${SERVER_ENTRY}?v=${version}`, path: SERVER_DIR, type: 'commonjs-module' },
    },
  };
}

export class SsrManifestPlugin {
  /** @param webDist the web build's folder, which holds mf-manifest.json and ssr/ */
  constructor(private readonly webDist: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', () => {
      const manifestPath = join(this.webDist, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const serverEntry = readFileSync(join(this.webDist, SERVER_DIR, SERVER_ENTRY));
      writeFileSync(manifestPath, `${JSON.stringify(withServerEntry(manifest, serverEntry), null, 2)}\n`);
    });
  }
}
