import { parseServerDate } from './model';

/** LinkedIn's documented "Add to profile" entry point for a licence or certification. */
const ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export interface LinkedInCertification {
  /** The certification's name (decoded text, not the stored HTML-escaped form). */
  name: string;
  organizationName: string;
  /** PocketBase dates (`YYYY-MM-DD HH:MM:SS.sssZ`); expiry may be empty. */
  issueDate: string;
  expiryDate: string;
  certificateId: string;
  verificationUrl: string;
}

function yearAndMonth(value: string): { year: string; month: string } | null {
  const date = parseServerDate(value);
  // In UTC, like every date on these pages: the stored value is midnight UTC.
  return date ? { year: String(date.getUTCFullYear()), month: String(date.getUTCMonth() + 1) } : null;
}

/**
 * The "Add to LinkedIn" link of a certificate, prefilled with its name, issuer, issue and expiry
 * month and year, ID and verification URL. Months are 1-12, as LinkedIn expects; fields without a
 * value are left out rather than sent empty.
 */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: certification.name });
  if (certification.organizationName) params.set('organizationName', certification.organizationName);
  const issued = yearAndMonth(certification.issueDate);
  if (issued) {
    params.set('issueYear', issued.year);
    params.set('issueMonth', issued.month);
  }
  const expires = yearAndMonth(certification.expiryDate);
  if (expires) {
    params.set('expirationYear', expires.year);
    params.set('expirationMonth', expires.month);
  }
  params.set('certUrl', certification.verificationUrl);
  params.set('certId', certification.certificateId);
  return `${ADD_TO_PROFILE}?${params.toString()}`;
}
