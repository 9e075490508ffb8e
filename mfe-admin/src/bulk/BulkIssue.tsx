import { useState } from 'react';
import { Badge, Button, Group, Loader, Stack, Text, notifications } from 'shared-ui';
import { Alert } from 'shared-ui/forms';
import { bulkIssue, errorMessage, type BulkReport } from '../api';
import { saveBlob } from '../certificates/download';
import { parseCsv } from './csv';
import { CsvDropZone } from './CsvDropZone';
import { BULK_MAX_FILE_BYTES, checkBulkRows, readBulkRows, resultCsv, type BulkRow, type ReportRow } from './rows';
import { certificateCount, countOf, dryRunSummary, issuedNotice, issuedSummary, nothingIssued } from './wording';
import { DataTable } from '../lists/PagedList';
import classes from '../Admin.module.css';

type Phase = 'idle' | 'checking' | 'checked' | 'issuing' | 'issued';

/**
 * Bulk issue from CSV: read the file in the browser, check what the browser can, let the
 * server judge the rest in a dry run, then issue the ready rows, all or nothing, and offer the
 * result as CSV with each row's new certificate ID. Loaded only when its tab is opened.
 */
export default function BulkIssue({ onIssued }: { onIssued: () => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [file, setFile] = useState<File | null>(null);
  const fileName = file?.name ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [report, setReport] = useState<ReportRow[]>([]);
  const [mail, setMail] = useState<{ sent: number; queued: number } | null>(null);

  const ready = report.filter((entry) => entry.status === 'ready');
  const failed = report.filter((entry) => entry.status === 'error');
  const issued = report.filter((entry) => entry.status === 'issued');
  const rowByNumber = new Map(rows.map((row) => [row.row, row]));

  /** The browser's own findings first; the server judges the rest (and everything again). */
  const dryRun = async (parsed: BulkRow[]) => {
    const local = checkBulkRows(parsed);
    const localReport = new Map<number, ReportRow>();
    parsed.forEach((row, i) => {
      if (local[i]!.length) localReport.set(row.row, { row: row.row, status: 'error', errors: local[i]! });
    });
    const toServer = parsed.filter((row) => !localReport.has(row.row));
    const serverReport: BulkReport | null = toServer.length ? await bulkIssue(toServer, true) : null;
    const byRow = new Map(serverReport?.rows.map((entry) => [entry.row, entry]) ?? []);
    return parsed.map((row) => localReport.get(row.row) ?? byRow.get(row.row) ?? { row: row.row, status: 'error' as const, errors: [] });
  };

  const onFile = async (chosen: File | null) => {
    setProblem(null);
    setReport([]);
    setMail(null);
    setPhase('idle');
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > BULK_MAX_FILE_BYTES) {
      setProblem('The file is too large: a CSV file may be at most 2 MB (about 1,000 rows).');
      return;
    }
    const read = readBulkRows(parseCsv(await chosen.text()));
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setRows(read.rows);
    setPhase('checking');
    try {
      setReport(await dryRun(read.rows));
      setPhase('checked');
    } catch (error) {
      setProblem(`The file could not be checked: ${errorMessage(error)}`);
      setPhase('idle');
    }
  };

  const issue = async () => {
    const readyNumbers = new Set(ready.map((entry) => entry.row));
    const readyRows = rows.filter((row) => readyNumbers.has(row.row));
    setPhase('issuing');
    try {
      const result = await bulkIssue(readyRows, false);
      const byRow = new Map(result.rows.map((entry) => [entry.row, entry]));
      setReport((previous) => previous.map((entry) => byRow.get(entry.row) ?? entry));
      if (result.issued > 0) {
        setMail({ sent: result.mailed ?? 0, queued: result.mail_queued ?? 0 });
        setPhase('issued');
        notifications.show({ color: 'green', title: result.issued === 1 ? 'Certificate issued' : 'Certificates issued', message: issuedNotice(result.issued) });
        onIssued();
      } else {
        setProblem(nothingIssued(result.failed));
        setPhase('checked');
      }
    } catch (error) {
      setProblem(`Nothing was issued: ${errorMessage(error)}`);
      setPhase('checked');
    }
  };

  const download = () => {
    const base = fileName.replace(/\.csv$/i, '') || 'certificates';
    saveBlob(new Blob([resultCsv(rows, report)], { type: 'text/csv;charset=utf-8' }), `${base}-result.csv`);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        A CSV file with a header row and the columns: recipient email, title, description, issue date (YYYY-MM-DD), expiry
        date, issuer name, status (active, expired or revoked; a revoked row also needs a revocation reason column). Blank
        issuer: GX Academy; blank status: active. At most 1,000 rows. Every holder gets an e-mail with the verification link.
      </Text>
      <CsvDropZone disabled={phase === 'checking' || phase === 'issuing'} file={file} onFile={(chosen) => void onFile(chosen)} />
      {problem && (
        <Alert color="red" title="Bulk issue" role="alert">
          {problem}
        </Alert>
      )}
      {phase === 'checking' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Checking {countOf(rows.length, 'row')}…</Text>
        </Group>
      )}
      {phase === 'issuing' && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Issuing {certificateCount(ready.length)}… (all or nothing; this takes a few seconds for a large file)</Text>
        </Group>
      )}
      {report.length > 0 && phase !== 'checking' && (
        <>
          <Text role="status" fw={600}>
            {phase === 'issued'
              ? issuedSummary({ issued: issued.length, leftOut: failed.length, mailed: mail?.sent ?? 0, queued: mail?.queued ?? 0 })
              : dryRunSummary(ready.length, report.length, failed.length)}
          </Text>
          <Group gap="sm">
            {phase === 'checked' && (
              <Button onClick={issue} disabled={ready.length === 0}>
                Issue {certificateCount(ready.length)}
              </Button>
            )}
            <Button variant="default" onClick={download}>
              Download result CSV
            </Button>
          </Group>
          <DataTable caption={`Rows of ${fileName}`} columns={['Row', 'Recipient', 'Title', 'Result']}>
            {report.map((entry) => {
              const row = rowByNumber.get(entry.row);
              return (
                <tr key={entry.row}>
                  <td>{entry.row}</td>
                  <td>{row?.recipient_email}</td>
                  <td>{row?.title}</td>
                  <td>
                    {entry.status === 'error' ? (
                      <Text size="sm" className={classes.errorText}>
                        {entry.errors.map((error) => error.message).join('; ')}
                      </Text>
                    ) : entry.status === 'issued' ? (
                      <Group gap="xs">
                        <Badge color="green" variant="light">
                          Issued
                        </Badge>
                        <span className={classes.mono}>{entry.certificate_id}</span>
                      </Group>
                    ) : (
                      <Badge color="blue" variant="light">
                        Ready
                      </Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </>
      )}
    </Stack>
  );
}
