/**
 * From parsed CSV records to the rows the bulk route takes (pocketbase/README.md, "POST
 * /api/gx/certificates/bulk"), with the same checks the server makes, so that obvious slips show
 * before anything is sent. The server's report is the one that counts.
 */
import { company } from 'shared-ui';
import { judgeCertificate } from 'shared-ui/forms';
import { writeCsv } from './csv';

export { isCalendarDate } from 'shared-ui/forms';

export const BULK_MAX_ROWS = 1000;
/** About 1,000 rows with long descriptions; the server refuses bodies over 4 MiB. */
export const BULK_MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface BulkRow {
  /** The row's number in the file, the header being row 1 (as a spreadsheet numbers it). */
  row: number;
  recipient_email: string;
  title: string;
  description: string;
  issue_date: string;
  expiry_date: string;
  issuer_name: string;
  verification_status: string;
  revocation_reason: string;
  /** A template's name (optional): its title, description and issuer fill the row's empty ones. */
  template: string;
}

export type BulkField = Exclude<keyof BulkRow, 'row'>;

export interface RowError {
  field: string;
  code: string;
  message: string;
}

/** Header names accepted for each column (compared lower-case, spaces and hyphens as underscores). */
const HEADER_NAMES: Record<BulkField, string[]> = {
  recipient_email: ['recipient_email', 'recipient', 'email', 'recipient_e_mail', 'e_mail'],
  title: ['title'],
  description: ['description'],
  issue_date: ['issue_date', 'issued', 'issued_on'],
  expiry_date: ['expiry_date', 'expires', 'expiry'],
  issuer_name: ['issuer_name', 'issuer'],
  verification_status: ['status', 'verification_status'],
  revocation_reason: ['revocation_reason', 'reason'],
  template: ['template', 'template_name'],
};

export const BULK_COLUMNS: BulkField[] = ['recipient_email', 'title', 'description', 'issue_date', 'expiry_date', 'issuer_name', 'verification_status', 'template'];

/** An empty file to fill in: the header row naming every column the reader takes, by its first name. */
export const BULK_TEMPLATE_CSV = writeCsv([[...BULK_COLUMNS, 'revocation_reason'].map((field) => HEADER_NAMES[field as BulkField][0]!.replace(/_/g, ' '))]);

function normaliseHeader(name: string): string {
  return name.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

export type ReadResult = { ok: true; rows: BulkRow[] } | { ok: false; message: string };

/**
 * Reads the records of a file: the first is the header naming the columns (any order; the
 * recipient e-mail, title and issue date columns are required; a file with a template column may
 * leave out the title). A blank issuer becomes the company's name, unless the row names a
 * template (whose issuer the server takes), and a blank status 'active' (docs/rules.md#validation defaults).
 */
export function readBulkRows(records: string[][]): ReadResult {
  const [header, ...data] = records;
  if (!header) return { ok: false, message: 'The file is empty.' };
  const index = new Map<BulkField, number>();
  header.forEach((name, i) => {
    const key = normaliseHeader(name);
    for (const [field, names] of Object.entries(HEADER_NAMES) as [BulkField, string[]][]) {
      if (names.includes(key) && !index.has(field)) index.set(field, i);
    }
  });
  const required: BulkField[] = index.has('template') ? ['recipient_email', 'issue_date'] : ['recipient_email', 'title', 'issue_date'];
  const missing = required.filter((field) => !index.has(field));
  if (missing.length > 0) {
    return { ok: false, message: `The header row must name the columns: missing ${missing.join(', ')}.` };
  }
  if (data.length === 0) return { ok: false, message: 'The file has no certificate rows.' };
  if (data.length > BULK_MAX_ROWS) {
    return { ok: false, message: `A file may have at most ${BULK_MAX_ROWS} rows; this one has ${data.length}.` };
  }
  const cell = (record: string[], field: BulkField) => {
    const i = index.get(field);
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  return {
    ok: true,
    rows: data.map((record, i) => ({
      row: i + 2,
      recipient_email: cell(record, 'recipient_email'),
      title: cell(record, 'title'),
      description: cell(record, 'description'),
      issue_date: cell(record, 'issue_date'),
      expiry_date: cell(record, 'expiry_date'),
      issuer_name: cell(record, 'issuer_name') || (cell(record, 'template') ? '' : company.name),
      verification_status: cell(record, 'verification_status').toLowerCase() || 'active',
      revocation_reason: cell(record, 'revocation_reason'),
      template: cell(record, 'template'),
    })),
  };
}

/**
 * The checks the server makes that need no database (the recipient's registration is the
 * server's to judge): the one judgement of a certificate (shared-ui judgeCertificate), which the
 * server runs on each row too, in the order of the create form, with its codes and messages.
 */
export function checkBulkRows(rows: BulkRow[]): RowError[][] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    // A row naming a template may leave its title and issuer to the template (the server checks the name).
    const leftToTemplate = (error: RowError) =>
      row.template !== '' && error.code === 'validation_required' && (error.field === 'title' || error.field === 'issuer_name');
    const errors: RowError[] = judgeCertificate(row, () => true).errors.filter((error) => !leftToTemplate(error));
    if (errors.length === 0) {
      const key = `${row.recipient_email.toLowerCase()}\n${row.title.toLowerCase()}\n${row.issue_date}`;
      const first = seen.get(key);
      if (first !== undefined) errors.push({ field: 'row', code: 'duplicate_row', message: `Duplicate of row ${first}` });
      else seen.set(key, row.row);
    }
    return errors;
  });
}

export interface ReportRow {
  row: number;
  status: 'ready' | 'error' | 'issued';
  errors: RowError[];
  certificate_id?: string;
}

/** The downloadable result: the file's rows with their outcome and each new certificate ID. */
export function resultCsv(rows: BulkRow[], report: ReportRow[]): string {
  const byRow = new Map(report.map((entry) => [entry.row, entry]));
  return writeCsv([
    ['row', ...BULK_COLUMNS, 'result', 'certificate_id', 'errors'],
    ...rows.map((row) => {
      const entry = byRow.get(row.row);
      return [
        String(row.row),
        ...BULK_COLUMNS.map((field) => row[field]),
        entry?.status ?? 'not sent',
        entry?.certificate_id ?? '',
        (entry?.errors ?? []).map((error) => error.message).join('; '),
      ];
    }),
  ]);
}
