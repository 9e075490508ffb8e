/** A shell build for tests that start a real render server: its files, and a server bundle whose `renderPage` is given as source. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = '<!doctype html><html><head><!--app-head--><!--/app-head--><!--app-scripts--><!--/app-scripts--><!--app-boot--></head><body><div id="root"><!--app-html--></div></body></html>';

/** Writes the shell's files into `dir`; returns the options startRenderServer needs for it. */
export function writeTestShell(dir: string, o: { pocketbaseUrl: string; renderPage: string }): { shellDist: string; serverBundle: string } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'entry-assets.json'), JSON.stringify({ main: { js: ['/main.js'], css: [] } }));
  writeFileSync(join(dir, 'chunk-assets.json'), JSON.stringify({ parts: {}, shared: {} }));
  writeFileSync(join(dir, 'runtime-config.json'), JSON.stringify({ pocketbaseUrl: o.pocketbaseUrl, remotes: {} }));
  writeFileSync(join(dir, 'bundle.cjs'), `module.exports.default = async () => ({ registerRemotes() {}, async loadRemote() {}, renderPage: ${o.renderPage} });`);
  return { shellDist: dir, serverBundle: join(dir, 'bundle.cjs') };
}
