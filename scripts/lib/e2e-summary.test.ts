import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { failedEndToEndTests } from './e2e-summary';

const result = (status: string, message?: string) => ({ projectName: 'journeys', status, results: [{ error: message ? { message } : undefined }] });

test('names each failed test with its run, project, place, titles and first error line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gx-e2e-summary-'));
  const report = {
    errors: [],
    suites: [
      {
        title: 'verify.spec.ts',
        specs: [{ title: 'a passing test', file: 'verify.spec.ts', line: 3, tests: [result('expected')] }],
        suites: [
          {
            title: 'on a phone',
            specs: [{ title: 'the result fits', file: 'verify.spec.ts', line: 40, tests: [result('unexpected', '\u001b[31m\nError: expect(locator).toBeVisible() failed\nmore')] }],
          },
        ],
      },
    ],
  };
  writeFileSync(join(dir, 'journeys.json'), JSON.stringify(report));
  writeFileSync(join(dir, 'dev.json'), JSON.stringify({ errors: [{ message: 'Error: Timed out waiting 600000ms from config.webServer.' }], suites: [] }));
  assert.deepEqual(failedEndToEndTests(dir), [
    'dev › Error: Timed out waiting 600000ms from config.webServer.',
    'journeys › journeys › verify.spec.ts:40 › on a phone › the result fits (unexpected)\n      Error: expect(locator).toBeVisible() failed',
  ]);
});

test('a directory no run wrote to names nothing', () => {
  assert.deepEqual(failedEndToEndTests(join(tmpdir(), 'gx-e2e-summary-absent')), []);
});
