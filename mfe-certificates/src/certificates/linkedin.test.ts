import { describe, expect, it } from 'vitest';
import { linkedInAddToProfileUrl } from './linkedin';

const base = {
  name: 'Career Guidance & Counselling',
  organizationName: 'GX Academy',
  issueDate: '2026-03-05 00:00:00.000Z',
  expiryDate: '2027-11-30 00:00:00.000Z',
  certificateId: '0A1B2C3D-0000-4000-8000-000000000001',
  verificationUrl: 'https://gx.example/verify/0A1B2C3D-0000-4000-8000-000000000001',
};

describe('LinkedIn add-to-profile URL', () => {
  it('carries every field of the certification, encoded', () => {
    const url = new URL(linkedInAddToProfileUrl(base));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Career Guidance & Counselling',
      organizationName: 'GX Academy',
      issueYear: '2026',
      issueMonth: '3',
      expirationYear: '2027',
      expirationMonth: '11',
      certUrl: base.verificationUrl,
      certId: base.certificateId,
    });
    expect(linkedInAddToProfileUrl(base)).toContain('name=Career+Guidance+%26+Counselling');
  });

  it('leaves the expiry out when the certificate does not expire', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...base, expiryDate: '' }));
    expect(url.searchParams.has('expirationYear')).toBe(false);
    expect(url.searchParams.has('expirationMonth')).toBe(false);
    expect(url.searchParams.get('issueYear')).toBe('2026');
  });

  it('takes month and year in UTC: a certificate issued on the first keeps its month', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...base, issueDate: '2026-01-01 00:00:00.000Z' }));
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('1');
  });
});
