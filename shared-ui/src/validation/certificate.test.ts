import { describe, expect, it } from 'vitest';
import { company } from '../company';
import { firstErrors } from './first-errors';
import { certificateFileProblemTitle, certificateFileSchema, certificateFormDefaults, certificateFormSchema, validateCertificateFile } from './index';

const errorsOf = (input: unknown) => firstErrors(certificateFormSchema.safeParse(input));

const valid = {
  title: 'Web Development Bootcamp',
  description: '',
  recipientEmail: 'ann@example.com',
  issuerName: 'GX Academy',
  issueDate: '2025-07-22',
  expiryDate: '',
  verificationStatus: 'active',
};

describe('certificateFormSchema (docs/rules.md#validation)', () => {
  it('accepts a complete form', () => {
    expect(certificateFormSchema.safeParse(valid).success).toBe(true);
  });

  it('gives each required field its message', () => {
    expect(errorsOf({ ...valid, title: ' ', issuerName: '', recipientEmail: 'nope', issueDate: '' })).toEqual({
      title: 'Title is required',
      issuerName: 'Issuer name is required',
      recipientEmail: 'Valid email is required',
      issueDate: 'Issue date is required',
    });
  });

  it('treats description and expiry date as optional', () => {
    const { description: _d, expiryDate: _e, ...rest } = valid;
    expect(certificateFormSchema.safeParse(rest).success).toBe(true);
    expect(certificateFormSchema.safeParse({ ...valid, expiryDate: '2026-07-22' }).success).toBe(true);
  });

  it.each(['active', 'expired', 'revoked'])('accepts the status %s', (status) => {
    expect(certificateFormSchema.safeParse({ ...valid, verificationStatus: status }).success).toBe(true);
  });

  it('refuses any other status', () => {
    expect(Object.keys(errorsOf({ ...valid, verificationStatus: 'pending' }))).toEqual(['verificationStatus']);
  });

  it('defaults to the company as issuer, today, active', () => {
    expect(certificateFormDefaults(new Date(2025, 6, 2, 23, 30))).toMatchObject({
      issuerName: company.name,
      issueDate: '2025-07-02',
      verificationStatus: 'active',
    });
    expect(certificateFormSchema.safeParse({ ...certificateFormDefaults(), title: 'T', recipientEmail: 'a@b.co' }).success).toBe(true);
  });
});

describe('validateCertificateFile (docs/rules.md#validation)', () => {
  it.each([
    ['certificate.pdf', 'application/pdf'],
    ['photo.jpeg', 'image/jpeg'],
    ['photo.jpg', 'image/jpg'],
    ['scan.png', 'image/png'],
    ['scan.PNG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateCertificateFile({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['notes.txt', 'text/plain'],
    ['image.gif', 'image/gif'],
    ['page.html', 'text/html'],
    ['drawing.svg', 'image/svg+xml'],
    ['archive', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(validateCertificateFile({ name, type, size: 1000 })).toEqual({
      title: 'Invalid file type',
      message: 'Please select a PDF, JPEG, PNG, or JPG file.',
    });
  });

  it('accepts 10485760 bytes and refuses one more', () => {
    expect(validateCertificateFile({ name: 'a.pdf', type: 'application/pdf', size: 10_485_760 })).toBeNull();
    expect(validateCertificateFile({ name: 'a.pdf', type: 'application/pdf', size: 10_485_761 })).toEqual({
      title: 'File too large',
      message: 'Please select a file smaller than 10MB.',
    });
  });

  it('works as a zod schema on a real File, with a title for its message', () => {
    const gif = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    const result = certificateFileSchema.safeParse(gif);
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('Please select a PDF, JPEG, PNG, or JPG file.');
    expect(certificateFileProblemTitle(message)).toBe('Invalid file type');
    expect(certificateFileSchema.safeParse(new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })).success).toBe(true);
  });
});
