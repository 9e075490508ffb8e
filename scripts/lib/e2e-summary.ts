/**
 * The end of `npm test`'s log names every end-to-end test that did not pass, read from the JSON
 * report each Playwright run writes (e2e/support/reporters.ts): a CI log cut to its tail still shows them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { repoRoot } from './paths';

/** Where each Playwright run writes its JSON report. */
export const e2eSummaries = join(repoRoot, 'e2e', 'test-results-summary');

interface JsonSuite {
  title: string;
  suites?: JsonSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[];
}

/** Every end-to-end test that did not pass, as `run › project › file:line › title` and its first error line. */
export function failedEndToEndTests(dir = e2eSummaries): string[] {
  if (!existsSync(dir)) return [];
  const failed: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const run = file.replace(/\.json$/, '');
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { suites?: JsonSuite[]; errors?: { message?: string }[] };
    for (const error of report.errors ?? []) failed.push(`${run} › ${firstLine(error.message)}`);
    const walk = (suite: JsonSuite, titles: string[]) => {
      const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status === 'expected' || test.status === 'skipped') continue;
          const error = test.results.map((result) => result.error?.message).find(Boolean);
          failed.push(`${run} › ${test.projectName} › ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${test.status})\n      ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, path);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
  }
  return failed;
}

function firstLine(text: string | undefined): string {
  // Playwright colours its messages; the summary is read as plain text.
  return stripVTControlCharacters(text ?? 'no message').split('\n').find((line) => line.trim() !== '')?.trim() ?? 'no message';
}
