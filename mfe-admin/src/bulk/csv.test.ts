import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain fields and records', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('title,description\n"Course, advanced","He said ""hi""\nthen left"\n')).toEqual([
      ['title', 'description'],
      ['Course, advanced', 'He said "hi"\nthen left'],
    ]);
  });

  it('drops a byte-order mark and reads Windows line ends (also inside quotes)', () => {
    expect(parseCsv('\uFEFFemail,title\r\na@example.com,"One\r\nTwo"\r\nb@example.com,Three\r\n')).toEqual([
      ['email', 'title'],
      ['a@example.com', 'One\r\nTwo'],
      ['b@example.com', 'Three'],
    ]);
  });

  it('keeps empty fields, skips blank lines and reads a last record without a line end', () => {
    expect(parseCsv('a,,c\n\n,b,\nlast,,')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
      ['last', '', ''],
    ]);
  });

  it('reads what writeCsv writes', () => {
    const rows = [
      ['row', 'title', 'errors'],
      ['2', 'Quote " and, comma', 'line\nbreak'],
      ['3', ' padded ', ''],
    ];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
  });
});

describe('writeCsv against formula injection', () => {
  it('writes a cell a spreadsheet would run as a formula as text, with a leading quote', () => {
    const title = '=HYPERLINK("http://x","click")';
    const csv = writeCsv([
      ['title', 'description'],
      [title, '+1+2'],
      ['-2+3', '@SUM(A1)'],
      ['\tlead', 'plain - text = fine'],
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    expect(parseCsv(csv)).toEqual([
      ['title', 'description'],
      [`'${title}`, "'+1+2"],
      ["'-2+3", "'@SUM(A1)"],
      ["'\tlead", 'plain - text = fine'],
    ]);
  });
});

describe('parseCsv with a delimiter other than the comma in the text', () => {
  it('reads semicolons and tabs as part of a field', () => {
    expect(parseCsv('title;description\tx\na;b\tc\n')).toEqual([['title;description\tx'], ['a;b\tc']]);
  });
});
