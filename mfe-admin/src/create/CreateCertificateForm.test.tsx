import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from '../api';
import { CreateCertificateForm } from './CreateCertificateForm';

vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), createCertificate: vi.fn() }));
const calls = vi.mocked(api);

// happy-dom has no font loading API; the description's autosizing textarea listens to it.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

describe('CreateCertificateForm', () => {
  it('takes dates typed day first and sends them as YYYY-MM-DD, with the status picked from the list', async () => {
    calls.createCertificate.mockResolvedValue({ certificate_id: 'CERT-1', title: 'Course' } as Awaited<ReturnType<typeof api.createCertificate>>);
    const user = userEvent.setup();
    renderWithProviders(<CreateCertificateForm onCreated={vi.fn()} />);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Course');
    await user.type(screen.getByRole('textbox', { name: 'Recipient email' }), 'mira@example.com');
    const issued = screen.getByRole('textbox', { name: 'Issue date' });
    await user.clear(issued);
    await user.type(issued, '03/01/2026');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '3.1.2027');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Create Certificate' }));

    expect(await screen.findByText('Certificate created successfully')).toBeTruthy();
    expect(calls.createCertificate).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Course', recipientEmail: 'mira@example.com', issueDate: '2026-01-03', expiryDate: '2027-01-03', verificationStatus: 'expired' }),
    );
    // Typing a whole form key by key takes happy-dom a few seconds.
  }, 30_000);

  it('says a blank issue date is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CreateCertificateForm onCreated={vi.fn()} />);
    await user.clear(screen.getByRole('textbox', { name: 'Issue date' }));
    await user.click(screen.getByRole('button', { name: 'Create Certificate' }));
    expect(await screen.findByText('Issue date is required')).toBeTruthy();
    expect(calls.createCertificate).not.toHaveBeenCalled();
  });
});
