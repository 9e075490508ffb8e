// The shared validation vectors (shared-ui/src/validation/vectors.json) against the server's
// hooks, through the API as any client would call it: every input must get the message the
// browser's rules give it (shared-ui/src/validation/vectors.test.ts), or be accepted by both.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { contactMessageSchema, emailSchema, toContactPayload } from 'shared-ui/validation';
import { fillPlaceholders, validationVectors as vectors, type CertificateFields } from 'shared-ui/validation/vectors';
import { STRONG_PASSWORD, createAccount, http, startBackend, uniqueEmail, type Account, type TestBackend } from './support.ts';

let backend: TestBackend;
let admin: Account;
let holder: Account;
let certificateId: string;

beforeAll(async () => {
  backend = await startBackend({ verifyRateLimit: 1000 });
  admin = await createAccount(backend, { role: 'admin' });
  holder = await createAccount(backend, { firstName: 'Vera', lastName: 'Vector' });
  const issued = await admin.pb.collection('certificates').create({
    recipient_email: holder.email,
    title: 'Vector Course',
    issuer_name: 'GX Academy',
    issue_date: '2026-01-15 00:00:00.000Z',
  });
  certificateId = String(issued['certificate_id']);
});
afterAll(() => backend?.stop());

/** A sign-up as the auth page sends it; the field's message, or null when the account was made. */
async function signUpMessage(fields: Record<string, string>, field: string): Promise<string | null> {
  try {
    await backend.visitor().collection('users').create({
      email: uniqueEmail('vector'),
      password: STRONG_PASSWORD,
      passwordConfirm: STRONG_PASSWORD,
      first_name: 'Asha',
      last_name: 'Rao',
      ...fields,
    });
    return null;
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    const data = error.response['data'] as Record<string, { message?: string }>;
    return data[field]?.message ?? `no message for ${field}: ${JSON.stringify(error.response)}`;
  }
}

let nextAddress = 0;
/** Each contact message from its own loopback address: the route allows 3 per 10 minutes per client. */
function contactFrom(body: unknown) {
  nextAddress += 1;
  return http('POST', `${backend.url}/api/gx/contact`, {
    body,
    localAddress: `127.0.${10 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`,
  });
}

describe('the shared validation vectors, on the server', () => {
  test('accepted e-mail addresses are distinct, so each may make an account', () => {
    const accepted = vectors.email.filter((v) => v.message === null).map((v) => v.input.trim().toLowerCase());
    expect(new Set(accepted).size).toBe(accepted.length);
  });

  test.each(vectors.email.map((v) => [v.input, v.message] as const))('sign-up e-mail %j: %s', async (input, message) => {
    // A refused address as typed; an accepted one as the browser sends it (trimmed).
    const sent = message === null ? emailSchema.parse(input) : input;
    expect(await signUpMessage({ email: sent }, 'email')).toBe(message);
  });

  test.each(vectors.password.map((v) => [v.input, v.message] as const))('sign-up password %j: %s', async (input, message) => {
    expect(await signUpMessage({ password: input, passwordConfirm: input }, 'password')).toBe(message);
  });

  test.each(vectors.name.map((v) => [v.label, v.input, v.message] as const))('%s %j: %s', async (label, input, message) => {
    const field = label === 'First name' ? 'first_name' : 'last_name';
    expect(await signUpMessage({ [field]: input }, field)).toBe(message);
  });

  test.each(vectors.contact.map((v) => [v.input, v.title, v.message] as const))('contact form %j: %s', async (input, title, message) => {
    const raw = await contactFrom({ ...input, source: 'vectors' });
    if (title === null) {
      expect(raw.status, raw.body).toBe(200);
      // What the browser sends: the parsed form, HTML-escaped (docs/rules.md#validation).
      const sent = await contactFrom({ ...toContactPayload(contactMessageSchema.parse(input)), source: 'vectors' });
      expect(sent.status, sent.body).toBe(200);
    } else {
      expect(raw.status, raw.body).toBe(400);
      expect(raw.json()).toMatchObject({ title, message });
    }
  });

  const snake: Record<keyof CertificateFields, string> = {
    title: 'title',
    description: 'description',
    recipientEmail: 'recipient_email',
    issuerName: 'issuer_name',
    issueDate: 'issue_date',
    expiryDate: 'expiry_date',
    verificationStatus: 'verification_status',
  };

  test.each(vectors.certificate.cases.map((v) => [v.input, v.field, v.message] as const))(
    'certificate %j: %s, issued singly and in bulk',
    async (changes, field, message) => {
      const fields = Object.fromEntries(
        Object.entries({ ...vectors.certificate.valid, ...changes }).map(([key, value]) => [
          key,
          fillPlaceholders(value, { holder: holder.email, certificateId }),
        ]),
      ) as unknown as CertificateFields;
      const expected = field === null ? null : { field: snake[field], message };

      // A single issue, as the admin form sends it (mfe-admin/src/api.ts createCertificate).
      let single: { field: string; message: string } | null = null;
      try {
        await admin.pb.collection('certificates').create({
          recipient_email: fields.recipientEmail.toLowerCase(),
          title: fields.title,
          description: fields.description,
          issuer_name: fields.issuerName,
          issue_date: fields.issueDate ? `${fields.issueDate} 00:00:00.000Z` : '',
          expiry_date: fields.expiryDate ? `${fields.expiryDate} 00:00:00.000Z` : '',
          verification_status: fields.verificationStatus,
        });
      } catch (error) {
        if (!(error instanceof ClientResponseError)) throw error;
        const data = error.response['data'] as Record<string, { message: string }>;
        const [first] = Object.entries(data);
        single = first ? { field: first[0], message: first[1].message } : { field: '?', message: JSON.stringify(error.response) };
      }
      expect(single).toEqual(expected);

      // The same fields as a row of a bulk issue (dry run).
      const response = await http('POST', `${backend.url}/api/gx/certificates/bulk`, {
        headers: { authorization: admin.pb.authStore.token },
        body: {
          dry_run: true,
          rows: [
            {
              row: 2,
              recipient_email: fields.recipientEmail,
              title: fields.title,
              description: fields.description,
              issuer_name: fields.issuerName,
              issue_date: fields.issueDate,
              expiry_date: fields.expiryDate,
              verification_status: fields.verificationStatus,
            },
          ],
        },
      });
      expect(response.status, response.body).toBe(200);
      const [row] = response.json<{ rows: { errors: { field: string; message: string }[] }[] }>().rows;
      const bulkFirst = row?.errors[0];
      expect(bulkFirst ? { field: bulkFirst.field, message: bulkFirst.message } : null).toEqual(expected);
    },
  );

  test.each(vectors.verificationId.map((v) => [v.input, v.sent] as const))('verification ID %j finds %j', async (input, sent) => {
    const typed = fillPlaceholders(input, { holder: holder.email, certificateId });
    const response = await http('GET', `${backend.url}/api/gx/verify/${encodeURIComponent(typed)}`);
    const expected = sent === null ? null : fillPlaceholders(sent, { holder: holder.email, certificateId });
    if (expected === certificateId.toUpperCase()) {
      expect(response.status, response.body).toBe(200);
      expect(response.json()['certificate_id']).toBe(expected);
    } else {
      expect(response.status).toBe(404);
    }
  });
});
