/**
 * CSV for bulk issue (issue 10): a small RFC 4180 reader and writer. Quoted fields may hold
 * commas, doubled quotes and line breaks; a byte-order mark and Windows line ends are accepted.
 * Written here rather than added as a dependency: the whole format is these forty lines, and the
 * server judges every row again anyway.
 */

/** The records of a CSV text, each a list of fields. Blank lines are skipped. */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      endRecord();
      i += 1;
    } else if (ch === '\n' || ch === '\r') endRecord();
    else field += ch;
    i += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** One field, quoted when it holds a comma, a quote or a line break (or leading/trailing space). */
function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text (Windows line ends, as spreadsheet programs expect) from rows of fields. */
export function writeCsv(rows: string[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
