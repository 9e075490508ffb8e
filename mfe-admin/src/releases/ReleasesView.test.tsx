import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { ReleasesView } from './ReleasesView';
import type { ReleasesOverview } from './api';

const overview: ReleasesOverview = {
  configured: true,
  channels: [
    { name: 'production', revision: 2, readable: true, remotes: [{ remote: 'mfe_exchange', release: 'bbbbbbbbbbbb', by: 'ben@gx.example', at: '2026-11-21T10:00:00.000Z' }] },
    { name: 'staging', revision: 0, readable: true, remotes: [] },
  ],
  history: [
    { at: '2026-11-22T10:00:00.000Z', who: 'ana@gx.example', channel: 'production', remote: 'mfe_exchange', from: 'bbbbbbbbbbbb', to: 'aaaaaaaaaaaa', why: 'broken chart', action: 'rollback', revision: 3 },
    { at: '2026-11-21T10:00:00.000Z', who: 'ben@gx.example', channel: 'production', remote: 'mfe_exchange', from: 'aaaaaaaaaaaa', to: 'bbbbbbbbbbbb', why: '', action: 'promote', revision: 2 },
  ],
};

describe('ReleasesView', () => {
  it("shows each channel's release per remote with who promoted it", () => {
    renderWithProviders(<ReleasesView overview={overview} />);
    const production = within(screen.getByRole('table', { name: 'production releases' }));
    const row = production.getByRole('row', { name: /exchange/ });
    expect(within(row).getByText('bbbbbbbbbbbb')).toBeTruthy();
    expect(within(row).getByText('ben@gx.example')).toBeTruthy();
    expect(screen.getByText('Nothing promoted to staging yet')).toBeTruthy();
  });

  it('lists the history newest first, rollbacks marked', () => {
    renderWithProviders(<ReleasesView overview={overview} />);
    const rows = within(screen.getByRole('table', { name: 'Release history' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Rolled back');
    expect(rows[0]!.textContent).toContain('broken chart');
    expect(rows[1]!.textContent).not.toContain('Rolled back');
  });

  it('says so when the server has no release store', () => {
    renderWithProviders(<ReleasesView overview={{ configured: false, channels: [], history: [] }} />);
    expect(screen.getByText('No release store is configured on this server.')).toBeTruthy();
  });
});
