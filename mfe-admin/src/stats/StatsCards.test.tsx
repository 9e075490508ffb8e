import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import * as api from '../api';
import { StatsCards } from './StatsCards';

vi.mock('../api', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), fetchStats: vi.fn() }));
const calls = vi.mocked(api);

describe('StatsCards', () => {
  it('shows the four counters the server counted', async () => {
    calls.fetchStats.mockResolvedValue({ total: 12, active: 9, recipients: 7, issued_this_month: 3 });
    renderWithProviders(<StatsCards refreshKey={1} />);
    expect(await within(screen.getByRole('group', { name: 'Total Certificates' })).findByText('12')).toBeTruthy();
    expect(await within(screen.getByRole('group', { name: 'Issued This Month' })).findByText('3')).toBeTruthy();
    expect(calls.fetchStats).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}$/));
  });

  it('shows a failed count with its message and Retry, and Retry counts again', async () => {
    calls.fetchStats.mockRejectedValueOnce(new Error('Server unreachable')).mockResolvedValueOnce({ total: 4, active: 2, recipients: 3, issued_this_month: 1 });
    const user = userEvent.setup();
    renderWithProviders(<StatsCards refreshKey={2} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The counters could not be loaded' })).toBeTruthy();
    expect(within(alert).getByText('Server unreachable')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total Certificates' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByRole('group', { name: 'Total Certificates' })).findByText('4')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.fetchStats).toHaveBeenCalledTimes(2);
  });
});
