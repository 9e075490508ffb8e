// The preview secret's local file: `node --import tsx --test site/src/preview-secret.test.ts`.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { localPreviewSecret, previewSecret } from './preview-secret';

test('the local secret is generated once, readable by its owner only, and read back by every process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gx-preview-secret-'));
  try {
    const file = join(dir, '.gx', 'preview-secret');
    const first = localPreviewSecret(file);
    assert.match(first, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.equal(localPreviewSecret(file), first);
    assert.equal(previewSecret(undefined, file), first);
    assert.equal(previewSecret('  configured-secret  ', file), 'configured-secret');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
