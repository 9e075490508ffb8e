import { describe, expect, it } from 'vitest';
import { ownerOf } from './ownership';

describe('route ownership', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/contact', 'mfe_marketing'],
    ['/thank-you', 'mfe_marketing'],
    ['/privacy', 'mfe_marketing'],
    ['/terms', 'mfe_marketing'],
    ['/gx-academy', 'mfe_marketing'],
    ['/gx-academy/career-guidance', 'mfe_marketing'],
    ['/gxit-solutions/ai-services', 'mfe_marketing'],
    ['/services/blockchain', 'mfe_marketing'],
    ['/roadmaps/web-development', 'mfe_marketing'],
    ['/team/someone', 'mfe_marketing'],
    ['/gx-exchange', 'mfe_exchange'],
    ['/gx-exchange/currency/bitcoin', 'mfe_exchange'],
    ['/dashboard', 'mfe_certificates'],
    ['/dashboard/certificates/CERT-1234/print', 'mfe_certificates'],
    ['/verify', 'mfe_certificates'],
    ['/verify/CERT-1234', 'mfe_certificates'],
    ['/admin', 'mfe_admin'],
  ])('%s is drawn by %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/auth', '/unknown', '/contacts', '/dashboards', '/gx-exchanges'])('%s belongs to no remote', (path) => {
    expect(ownerOf(path)).toBeUndefined();
  });
});
