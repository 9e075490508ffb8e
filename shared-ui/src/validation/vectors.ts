/**
 * The shared test vectors (vectors.json): inputs with the one message each must get, in the
 * browser (vectors.test.ts, against these schemas) and on the server
 * (pocketbase/test/validation-vectors.test.ts, through the API). Typed here for both.
 */
import vectors from './vectors.json';
import type { CertificateFields } from './certificate';

export type { CertificateFields };

export interface FieldVector {
  input: string;
  /** The message, or null when the value is accepted. */
  message: string | null;
}

export interface NameVector extends FieldVector {
  label: 'First name' | 'Last name' | 'Name';
}

export interface ContactVector {
  input: { name: string; email: string; phone: string; message: string };
  title: string | null;
  message: string | null;
}

export interface CertificateVector {
  /** Changes to `certificate.valid`. */
  input: Partial<CertificateFields>;
  field: keyof CertificateFields | null;
  message: string | null;
}

export interface VerificationIdVector {
  input: string;
  /** The ID sent, or null when nothing is submitted. */
  sent: string | null;
}

export interface ValidationVectors {
  email: FieldVector[];
  password: FieldVector[];
  name: NameVector[];
  contact: ContactVector[];
  certificate: { valid: CertificateFields; cases: CertificateVector[] };
  verificationId: VerificationIdVector[];
}

export const validationVectors = vectors as ValidationVectors;

/** Replaces the placeholders: {HOLDER} a registered recipient, {ID} and {id} a certificate ID. */
export function fillPlaceholders(value: string, values: { holder: string; certificateId: string }): string {
  return value
    .replaceAll('{HOLDER}', values.holder)
    .replaceAll('{ID}', values.certificateId.toUpperCase())
    .replaceAll('{id}', values.certificateId.toLowerCase());
}

/** The number of inputs across every kind. */
export function vectorCount(all: ValidationVectors = validationVectors): number {
  return all.email.length + all.password.length + all.name.length + all.contact.length + all.certificate.cases.length + all.verificationId.length;
}
