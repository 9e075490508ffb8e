import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from './api';
import { ReleasesPanel } from './ReleasesPanel';

vi.mock('./api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), fetchReleases: vi.fn() }));
const calls = vi.mocked(api);

describe('ReleasesPanel', () => {
  it('shows a failed load with its message and Retry, and Retry loads the releases again', async () => {
    calls.fetchReleases.mockRejectedValueOnce(new Error('The release store is unreachable.')).mockResolvedValueOnce({ configured: false, channels: [], history: [] });
    const user = userEvent.setup();
    renderWithProviders(<ReleasesPanel />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The releases could not be loaded' })).toBeTruthy();
    expect(within(alert).getByText('The release store is unreachable.')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No release store is configured on this server.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.fetchReleases).toHaveBeenCalledTimes(2);
  });
});
