/**
 * CSV for bulk issue, read and written by Papa Parse (RFC 4180: quoted fields may hold commas,
 * doubled quotes and line breaks; a byte-order mark and Windows line ends are accepted).
 *
 * The result file is opened in spreadsheet programs, which run a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return as a formula: a certificate title such as
 * `=HYPERLINK("http://x","click")` would become a live link. Such cells are written with a
 * leading `'`, which makes them text.
 */
import Papa from 'papaparse';

/** The records of a CSV text, each a list of fields. Blank lines are skipped. */
export function parseCsv(input: string): string[][] {
  // Always a comma: a guessed delimiter would read a file with semicolons in its titles wrongly.
  return Papa.parse<string[]>(input, { delimiter: ',', skipEmptyLines: true }).data;
}

/** CSV text (Windows line ends, as spreadsheet programs expect) from rows of fields. */
export function writeCsv(rows: string[][]): string {
  return `${Papa.unparse(rows, { newline: '\r\n', escapeFormulae: true })}\r\n`;
}
