import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { certificateRecord } from '../certificates/record.fixture';
import { CertificateCard } from './CertificateCard';

const certificate = certificateRecord;

describe('CertificateCard', () => {
  it('shows a revoked certificate’s revocation date and reason', () => {
    renderWithProviders(
      <CertificateCard
        origin=""
        certificate={certificate({
          verification_status: 'revoked',
          revoked_at: '2026-03-07 10:15:00.000Z',
          revocation_reason: 'Issued in error &amp; withdrawn',
        })}
      />,
    );
    expect(screen.getByText('Revoked', { exact: true })).toBeTruthy();
    expect(screen.getByText('Revoked on March 7, 2026')).toBeTruthy();
    expect(screen.getByText('Reason: Issued in error & withdrawn')).toBeTruthy();
  });

  it('says nothing of a revocation on a certificate that is not revoked', () => {
    renderWithProviders(<CertificateCard origin="" certificate={certificate({})} />);
    expect(screen.queryByText(/^Revoked on/)).toBeNull();
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it('shows the status the server reports, without deciding expiry itself', () => {
    // Stored as active with a past expiry date would be the server's to report as expired.
    renderWithProviders(<CertificateCard origin="" certificate={certificate({ expiry_date: '2020-01-01 00:00:00.000Z' })} />);
    expect(screen.getByText('Active', { exact: true })).toBeTruthy();
  });
});
