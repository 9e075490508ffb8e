// The independent verifier (signer/verify-independently.py: Debian's python3-pyld and
// python3-nacl), run on a document as a third party would run it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledContexts } from 'gx-signer/contexts';

// Debian's interpreter, where its python3-* packages are (not a pyenv or venv python3 on PATH).
export const DEBIAN_PYTHON = '/usr/bin/python3';
export const signerRoot = new URL('../../signer/', import.meta.url).pathname;

export function ensurePythonVerifier(): void {
  const present = spawnSync(DEBIAN_PYTHON, ['-c', 'import pyld, nacl, base58']).status === 0;
  if (!present) {
    throw new Error(
      `The independent verifier needs Debian's python3-pyld, python3-nacl and python3-base58 for ${DEBIAN_PYTHON}. ` +
        'Install them with:  node scripts/install.mjs --python-verifier',
    );
  }
}

/** The verifier's verdict on `document` ("verified", or "failed: …") and its exit status. */
export function verifyIndependently(document: unknown, didDocumentPath: string): { stdout: string; stderr: string; status: number | null } {
  ensurePythonVerifier();
  const dir = mkdtempSync(join(tmpdir(), 'gx-pyverify-'));
  try {
    writeFileSync(join(dir, 'document.json'), JSON.stringify(document));
    writeFileSync(join(dir, 'contexts.json'), JSON.stringify(bundledContexts()));
    const run = spawnSync(DEBIAN_PYTHON, [join(signerRoot, 'verify-independently.py'), join(dir, 'document.json'), didDocumentPath, join(dir, 'contexts.json')], { encoding: 'utf8' });
    return { stdout: run.stdout.trim(), stderr: run.stderr, status: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
