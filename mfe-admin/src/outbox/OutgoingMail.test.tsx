import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from './api';
import type { OutboxEntry } from './api';
import { OutgoingMail } from './OutgoingMail';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  listOutbox: vi.fn(),
  sendAgain: vi.fn(),
}));
const calls = vi.mocked(api);

const entry = (fields: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  kind: 'verification',
  recipient: 'ann@example.com',
  subject: 'Verify your GX email',
  state: 'sent',
  attempts: 0,
  max_attempts: 5,
  last_error: '',
  created: '2026-11-25 10:00:00.000Z',
  sent_at: '2026-11-25 10:00:01.000Z',
  ...fields,
});
const page = (items: OutboxEntry[]) => ({ page: 1, perPage: 20, totalItems: items.length, totalPages: 1, items });

describe('Outgoing mail', () => {
  it('lists the mails with their state; a failed one shows its error and can be sent again', async () => {
    const failed = entry({ id: 'e2', kind: 'password_reset', recipient: 'bob@example.com', subject: 'Reset your GX password', state: 'failed', attempts: 2, last_error: 'dial tcp: connection refused', sent_at: '' });
    calls.listOutbox.mockResolvedValueOnce(page([failed, entry({})])).mockResolvedValue(page([{ ...failed, state: 'sent', attempts: 0, last_error: '' }, entry({})]));
    calls.sendAgain.mockResolvedValue({ outcome: 'sent', entry: { ...failed, state: 'sent' } });
    const user = userEvent.setup();
    renderWithProviders(<OutgoingMail />);

    expect(await screen.findByText('Reset your GX password')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Last error: dial tcp: connection refused')).toBeTruthy();
    expect(screen.getByText(/2 of 5 tries failed/)).toBeTruthy();
    expect(screen.getByText('Password reset · to bob@example.com')).toBeTruthy();
    // Only the unsent mail offers Send again.
    expect(screen.getAllByRole('button', { name: /^Send again/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Send again to bob@example.com' }));
    expect(calls.sendAgain).toHaveBeenCalledWith('e2');
    expect(await screen.findByText('The mail to bob@example.com has been sent.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Send again/ })).toBeNull());
  });

  it('says when a mail still could not be sent', async () => {
    const failed = entry({ state: 'failed', attempts: 1, last_error: 'refused', sent_at: '' });
    calls.listOutbox.mockResolvedValue(page([failed]));
    calls.sendAgain.mockResolvedValue({ outcome: 'failed', entry: failed });
    const user = userEvent.setup();
    renderWithProviders(<OutgoingMail />);
    await user.click(await screen.findByRole('button', { name: 'Send again to ann@example.com' }));
    expect(await screen.findByText('The mail to ann@example.com could not be sent again.')).toBeTruthy();
  });

  it('can show only the mails not sent yet', async () => {
    calls.listOutbox.mockResolvedValue(page([]));
    const user = userEvent.setup();
    renderWithProviders(<OutgoingMail />);
    expect(await screen.findByText('No mail yet')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    // The list opens on the field; arrows move through it and Enter picks, as on the site.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Every mail has been sent')).toBeTruthy();
    expect(calls.listOutbox).toHaveBeenLastCalledWith(1, true);
  });
});
