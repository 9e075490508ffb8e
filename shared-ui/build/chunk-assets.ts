/**
 * Writes `chunk-assets.json` beside a web build: the bundler's own record of which files each part
 * of the application needs, for the render server to link (or write into the page) exactly the
 * stylesheets of the parts it drew.
 *
 * - `parts`: every named chunk group. A lazy part (`lazyPage('marketing/contact', () =>
 *   import(/* webpackChunkName: "marketing/contact" *\/ …))`) is named after its id, so the id the
 *   server records when it draws the part is its key here. Each lists its files and the shared
 *   modules it consumes (`shared-ui/forms`: their stylesheets come with them in the browser).
 * - `shared`: the files of each shared module this build provides, from the chunk group the
 *   federation runtime loads it with (the manifest's `shared[].assets` lists only the chunk that
 *   holds the module itself, not the chunks split off beside it, such as the forms' stylesheet).
 *
 * File names are relative to the build's output folder. The build fails when a `lazyPage` id of
 * the build has no chunk group of that name: the render server could not find its stylesheets.
 */
import { rspack, type Compilation, type Compiler } from '@rspack/core';

export const CHUNK_ASSETS_FILE = 'chunk-assets.json';

export interface GroupAssets {
  js: string[];
  css: string[];
}

export interface PartAssets extends GroupAssets {
  /** Share keys of the shared modules its code consumes (loaded with it in the browser). */
  shared: string[];
}

export interface ChunkAssets {
  parts: Record<string, PartAssets>;
  shared: Record<string, GroupAssets>;
}

type ChunkGroup = Compilation['chunkGroups'][number];

/** `lazyPage('id'` in a module's source (after the loaders: quotes of either kind). */
const LAZY_PART_CALL = /\blazyPage\)?\(\s*["']([^"']+)["']/g;
const CONSUMED = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED = /^provide shared module \([^)]*\) (.+?)@/;

/**
 * A group's scripts and stylesheets. An empty stylesheet is left out (a linked one would cost the
 * page a render-blocking request for nothing): a chunk whose only CSS is `@import`s of stylesheets
 * that the vendors' chunk took (shared-ui/src/styles/forms.css) is emitted as an empty file.
 */
function filesOf(compilation: Compilation, group: ChunkGroup): GroupAssets {
  const files = [...new Set(group.getFiles())];
  const empty = (file: string) => compilation.getAsset(file)?.source.size() === 0;
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css') && !empty(file)) };
}

function consumedBy(compilation: Compilation, group: ChunkGroup): string[] {
  const keys = new Set<string>();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = CONSUMED.exec(module.identifier())?.[1];
      if (key) keys.add(key);
    }
  }
  return [...keys].sort();
}

/** The lazy part ids written in the build's own modules. */
function lazyPartIds(compilation: Compilation): Set<string> {
  const ids = new Set<string>();
  for (const module of compilation.modules) {
    const resource = (module as { resource?: string }).resource;
    if (!resource || resource.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(resource)) continue;
    const source = module.originalSource()?.source();
    if (typeof source !== 'string') continue;
    for (const match of source.matchAll(LAZY_PART_CALL)) ids.add(match[1]!);
  }
  return ids;
}

export function chunkAssetsOf(compilation: Compilation): ChunkAssets {
  const parts: Record<string, PartAssets> = {};
  for (const [name, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => a.localeCompare(b))) {
    parts[name] = { ...filesOf(compilation, group), shared: consumedBy(compilation, group) };
  }
  const shared: Record<string, GroupAssets> = {};
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const key = origin.module ? PROVIDED.exec(origin.module.identifier())?.[1] : undefined;
      if (key) shared[key] = filesOf(compilation, group);
    }
  }
  return { parts, shared };
}

export class ChunkAssetsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets = chunkAssetsOf(compilation);
        for (const id of lazyPartIds(compilation)) {
          if (!assets.parts[id]) {
            compilation.errors.push(
              new rspack.WebpackError(
                `lazyPage('${id}') has no chunk group of that name: name its import after it (import(/* webpackChunkName: "${id}" */ …)), or the render server cannot find its stylesheets`,
              ),
            );
          }
        }
        compilation.emitAsset(CHUNK_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }
}
