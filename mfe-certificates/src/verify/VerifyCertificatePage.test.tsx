import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { VerifyCertificatePage } from './VerifyCertificatePage';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/verify" element={<VerifyCertificatePage />} />
      <Route path="/verify/:certificateId" element={<VerifyCertificatePage />} />
    </Routes>,
    { route },
  );
}

describe('VerifyCertificatePage', () => {
  it('starts ready to verify, with an example ID as placeholder', () => {
    renderAt('/verify');
    expect(screen.getByText('Ready to verify')).toBeTruthy();
    const input = screen.getByLabelText('Certificate ID') as HTMLInputElement;
    expect(input.placeholder).toMatch(/CERT-XXXXXXXX/);
    expect(input.value).toBe('');
  });

  it('takes the ID from the path', () => {
    renderAt('/verify/CERT-12AB34CD');
    expect((screen.getByLabelText('Certificate ID') as HTMLInputElement).value).toBe('CERT-12AB34CD');
  });
});
