import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside every text asset of a build, once, at build time: the static servers
 * then send them without compressing per request (docs/decisions.md#precompressed-files).
 */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
    } else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
