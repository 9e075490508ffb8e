import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { CertificateId } from './CertificateId';

afterEach(cleanup);

describe('CertificateId', () => {
  it('copies the whole ID', async () => {
    const id = 'B3DF9970-37BE-45D9-A773-579F3EA23189';
    const user = userEvent.setup();
    renderWithProviders(<CertificateId id={id} />);
    expect(screen.getByText(id)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy certificate ID' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(id);
  });
});
