import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from '../certificates/api';
import type { CertificateWithHolder } from '../certificates/api';
import { certificateRecord } from '../certificates/record.fixture';
import { PrintableCertificatePage } from './PrintableCertificatePage';

vi.mock('../certificates/api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), findCertificate: vi.fn(), fetchDesign: vi.fn() }));
const calls = vi.mocked(api);

const certificate: CertificateWithHolder = {
  ...certificateRecord({ certificate_id: 'CERT-12AB34CD' }),
  expand: { profile: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' } },
};

function renderAt(certificateId: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/certificates/:certificateId/print" element={<PrintableCertificatePage />} />
    </Routes>,
    { route: `/dashboard/certificates/${certificateId}/print` },
  );
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('PrintableCertificatePage', () => {
  it('shows a failed load with its message and Retry, and Retry loads the certificate again', async () => {
    calls.findCertificate.mockRejectedValueOnce(new Error('Server unreachable')).mockResolvedValueOnce(certificate);
    calls.fetchDesign.mockResolvedValue(null);
    const user = userEvent.setup();
    renderAt('CERT-12AB34CD');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading certificates' })).toBeTruthy();
    expect(within(alert).getByText('Server unreachable')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrepreneurship Bootcamp' })).toBeTruthy();
    expect(screen.getByText('Ann Lee')).toBeTruthy();
    // Drawn in the design of its PDF: the built-in one when the design cannot be read.
    expect(screen.getByText('This certifies that')).toBeTruthy();
    expect(screen.getByText(`Certificate ID: ${certificate.certificate_id}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toContain('/api/gx/certificates/CERT-12AB34CD/certificate.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.findCertificate).toHaveBeenCalledTimes(2);
    expect(calls.findCertificate).toHaveBeenLastCalledWith('CERT-12AB34CD');
  });

  it('says when there is no such certificate among the user’s', async () => {
    calls.findCertificate.mockResolvedValue(null);
    renderAt('CERT-00000000');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).toBeNull();
  });
});
