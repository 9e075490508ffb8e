import type { ReporterDescription } from '@playwright/test';

/**
 * The list on the console, and a JSON report per run in test-results-summary/, from which `npm test`
 * prints every failed test once more at the very end, where a truncated CI log still shows it.
 */
export function reporters(run: string): ReporterDescription[] {
  return [['list'], ['json', { outputFile: `test-results-summary/${run}.json` }]];
}
