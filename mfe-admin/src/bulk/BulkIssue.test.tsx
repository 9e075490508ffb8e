import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from '../api';
import BulkIssue from './BulkIssue';
import { BULK_TEMPLATE_CSV } from './rows';

vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), bulkIssue: vi.fn() }));
const calls = vi.mocked(api);

describe('BulkIssue', () => {
  it('speaks of one certificate, one row and one holder in the singular', async () => {
    calls.bulkIssue
      .mockResolvedValueOnce({ dry_run: true, total: 1, ready: 1, failed: 0, issued: 0, rows: [{ row: 2, status: 'ready', errors: [] }] })
      .mockResolvedValueOnce({
        dry_run: false,
        total: 1,
        ready: 0,
        failed: 0,
        issued: 1,
        mailed: 1,
        mail_queued: 0,
        rows: [{ row: 2, status: 'issued', errors: [], certificate_id: 'CERT-12AB34CD' }],
      });
    const onIssued = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BulkIssue onIssued={onIssued} />);

    const csv = 'email,title,issue date\nmira@example.com,Course,2026-03-01\n';
    fireEvent.drop(screen.getByRole('group', { name: 'Drop zone' }), { dataTransfer: { files: [new File([csv], 'one.csv', { type: 'text/csv' })] } });
    // The dropped file is the one the picker shows.
    expect(screen.getByRole('button', { name: 'CSV file' }).textContent).toBe('one.csv');
    expect(await screen.findByText('Dry run: 1 of 1 row ready, 0 with errors.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Issue 1 certificate' }));
    expect(await screen.findByText('Issued 1 certificate; 0 rows with errors were left out; 1 holder was e-mailed.')).toBeTruthy();
    expect(await screen.findByText('1 certificate was issued.')).toBeTruthy();
    expect(screen.getByText('Certificate issued')).toBeTruthy();
    expect(onIssued).toHaveBeenCalledTimes(1);
    expect(calls.bulkIssue).toHaveBeenLastCalledWith([expect.objectContaining({ row: 2, recipient_email: 'mira@example.com' })], false);
  });

  it('offers a template whose header row is the one the reader expects', () => {
    renderWithProviders(<BulkIssue onIssued={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Download a CSV template' });
    expect(link.getAttribute('download')).toBe('certificates-template.csv');
    const href = link.getAttribute('href') ?? '';
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(BULK_TEMPLATE_CSV);
  });
});
