import type { CertificateRecord } from './model';

/** A stored, active certificate as PocketBase returns it, for component tests; `changes` override fields. */
export function certificateRecord(changes: Partial<CertificateRecord> = {}): CertificateRecord {
  return {
    id: 'rec1',
    collectionId: 'gxcertificates1',
    collectionName: 'certificates',
    created: '',
    updated: '',
    title: 'Entrepreneurship Bootcamp',
    description: '',
    certificate_id: 'CERT-1',
    user: 'u1',
    issue_date: '2025-02-20 00:00:00.000Z',
    expiry_date: '',
    issuer_name: 'GX Academy',
    verification_status: 'active',
    file: '',
    revoked_at: '',
    revocation_reason: '',
    verification_count: 0,
    ...changes,
  };
}
