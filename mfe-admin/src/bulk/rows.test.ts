import { describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS, BULK_TEMPLATE_CSV, checkBulkRows, isCalendarDate, readBulkRows, resultCsv, type BulkRow } from './rows';
import { parseCsv } from './csv';

const HEADER = 'recipient email,title,description,issue date,expiry date,issuer name,status';

function rowsOf(csv: string): BulkRow[] {
  const result = readBulkRows(parseCsv(csv));
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

/** The first columns of the sample line `mira@example.com,Course,About it,2026-03-01,2027-03-01,…`, read. */
const MIRA = {
  row: 2,
  recipient_email: 'mira@example.com',
  title: 'Course',
  description: 'About it',
  issue_date: '2026-03-01',
  expiry_date: '2027-03-01',
};

describe('readBulkRows', () => {
  it('reads a row added under the template\'s header into every column', () => {
    expect(BULK_TEMPLATE_CSV).toBe('recipient email,title,description,issue date,expiry date,issuer name,status,template,revocation reason\r\n');
    const [row] = rowsOf(`${BULK_TEMPLATE_CSV}mira@example.com,Course,About it,2026-03-01,2027-03-01,GXIT Solutions,revoked,Cloud 101,Wrong person\r\n`);
    expect(row).toEqual({
      ...MIRA,
      issuer_name: 'GXIT Solutions',
      verification_status: 'revoked',
      revocation_reason: 'Wrong person',
      template: 'Cloud 101',
    });
  });

  it('maps the columns by their header names and numbers rows as a spreadsheet does', () => {
    const [row] = rowsOf(`${HEADER}\nmira@example.com,Course,About it,2026-03-01,2027-03-01,GX Academy,Active\n`);
    expect(row).toEqual({
      ...MIRA,
      issuer_name: 'GX Academy',
      verification_status: 'active',
      revocation_reason: '',
      template: '',
    });
  });

  it('lets a row naming a template leave its title and issuer to the template', () => {
    const [row] = rowsOf('email,template,issue_date\nmira@example.com,Cloud 101,2026-03-01\n');
    expect(row).toMatchObject({ title: '', issuer_name: '', template: 'Cloud 101' });
    expect(checkBulkRows([row!])).toEqual([[]]);
    const [plain] = rowsOf('email,title,template,issue_date\nmira@example.com,,,2026-03-01\n');
    expect(checkBulkRows([plain!])[0]!.map((error) => error.message)).toEqual(['Title is required']);
  });

  it('fills a blank issuer with the company name and a blank status with active', () => {
    const [row] = rowsOf('email,title,issue_date\nmira@example.com,Course,2026-03-01\n');
    expect(row).toMatchObject({ issuer_name: 'GX Academy', verification_status: 'active' });
  });

  it('refuses a file without the required columns, without rows, or over the row limit', () => {
    expect(readBulkRows(parseCsv('email,name\na@example.com,A\n'))).toEqual({
      ok: false,
      message: 'The header row must name the columns: missing title, issue_date.',
    });
    expect(readBulkRows(parseCsv(`${HEADER}\n`))).toEqual({ ok: false, message: 'The file has no certificate rows.' });
    const big = [HEADER, ...Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `a${i}@example.com,T,,2026-01-01,,,`)].join('\n');
    expect(readBulkRows(parseCsv(big))).toEqual({ ok: false, message: 'A file may have at most 1000 rows; this one has 1001.' });
  });
});

describe('checkBulkRows', () => {
  it('reports each kind of mistake with the server’s code', () => {
    const rows = rowsOf(
      [
        HEADER,
        'good@example.com,Good,,2026-03-01,,,',
        'not-an-email,Bad mail,,2026-03-01,,,',
        'a@example.com,,,2026-03-01,,,',
        'a@example.com,No date,,,,,',
        'a@example.com,Bad date,,2026-13-45,,,',
        'a@example.com,Early expiry,,2026-03-01,2026-02-01,,',
        'a@example.com,Odd status,,2026-03-01,,,pending',
        'GOOD@example.com,good,,2026-03-01,,,',
      ].join('\n'),
    );
    expect(checkBulkRows(rows).map((errors) => errors.map((error) => error.code).join(','))).toEqual([
      '',
      'recipient_email_invalid',
      'validation_required',
      'validation_required',
      'invalid_date',
      'expiry_before_issue',
      'unknown_status',
      'duplicate_row',
    ]);
    expect(checkBulkRows(rows)[7]![0]!.message).toBe('Duplicate of row 2');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-45')).toBe(false);
    expect(isCalendarDate('1/2/2026')).toBe(false);
  });
});

describe('resultCsv', () => {
  it('lists each row with its outcome and new certificate ID', () => {
    const rows = rowsOf(`${HEADER}\na@example.com,"One, two",,2026-03-01,,,\n`);
    const csv = resultCsv(rows, [{ row: 2, status: 'issued', errors: [], certificate_id: 'ABC-1' }]);
    expect(parseCsv(csv)).toEqual([
      ['row', 'recipient_email', 'title', 'description', 'issue_date', 'expiry_date', 'issuer_name', 'verification_status', 'template', 'result', 'certificate_id', 'errors'],
      ['2', 'a@example.com', 'One, two', '', '2026-03-01', '', 'GX Academy', 'active', '', 'issued', 'ABC-1', ''],
    ]);
  });

  it('writes a title a spreadsheet would run as a formula as text', () => {
    // Read from the admin's upload exactly as written, the title is a live formula there.
    const rows = rowsOf(`${HEADER}\na@example.com,"=HYPERLINK(""http://x"",""click"")",@cmd,2026-03-01,,,\n`);
    expect(rows[0]!.title).toBe('=HYPERLINK("http://x","click")');
    const csv = resultCsv(rows, [{ row: 2, status: 'issued', errors: [], certificate_id: 'ABC-1' }]);
    expect(csv.split('\r\n')[1]).toBe(`2,a@example.com,"'=HYPERLINK(""http://x"",""click"")","'@cmd",2026-03-01,,GX Academy,active,,issued,ABC-1,`);
    const [, row] = parseCsv(csv);
    expect(row![2]).toBe(`'=HYPERLINK("http://x","click")`);
    expect(row![3]).toBe("'@cmd");
  });
});
