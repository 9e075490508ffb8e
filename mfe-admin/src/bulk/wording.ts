/** A count with its noun, singular for one: '1 row', '2 rows', '0 rows'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const was = (count: number) => (count === 1 ? 'was' : 'were');

/** '1 certificate', '2 certificates'. */
export function certificateCount(count: number): string {
  return countOf(count, 'certificate');
}

/** The result of the dry run: how many of the file's rows may be issued. */
export function dryRunSummary(ready: number, total: number, failed: number): string {
  return `Dry run: ${ready} of ${countOf(total, 'row')} ready, ${failed} with errors.`;
}

/** The notification after an issue. */
export function issuedNotice(issued: number): string {
  return `${certificateCount(issued)} ${was(issued)} issued.`;
}

/** The result of an issue: what was issued, what was left out, and the holders' mail. */
export function issuedSummary({ issued, leftOut, mailed, queued }: { issued: number; leftOut: number; mailed: number; queued: number }): string {
  const summary = `Issued ${certificateCount(issued)}; ${countOf(leftOut, 'row')} with errors ${was(leftOut)} left out; ${countOf(mailed, 'holder')} ${was(mailed)} e-mailed.`;
  return queued ? `${summary} ${countOf(queued, 'more mail')} ${queued === 1 ? 'goes' : 'go'} out within a few minutes.` : summary;
}

/** Why nothing was issued: rows that went bad since the dry run. */
export function nothingIssued(failed: number): string {
  return `Nothing was issued: ${countOf(failed, 'row')} ${failed === 1 ? 'has' : 'have'} errors now. Fix them and choose the file again.`;
}
