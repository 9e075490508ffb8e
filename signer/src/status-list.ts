/**
 * Bitstring Status List credentials (W3C Recommendation, 2025): one bit per credential, set when
 * it is revoked. A list holds at least 131,072 entries (the spec's minimum, so that one bit says
 * little about who it is); gzip makes a mostly empty list about 80 characters.
 */
import { createList } from '@digitalbazaar/vc-bitstring-status-list';
import { VC_V2_CONTEXT } from './contexts';

export const STATUS_LIST_LENGTH = 131_072;

export interface StatusListRequest {
  /** The list credential's public URL (each credential's statusListCredential). */
  url: string;
  /** Indexes of revoked credentials. */
  revoked: number[];
  length?: number;
}

export async function statusListCredential(issuer: string, request: StatusListRequest, now = new Date()): Promise<Record<string, unknown>> {
  const length = request.length ?? STATUS_LIST_LENGTH;
  if (!Number.isInteger(length) || length < STATUS_LIST_LENGTH || length % 8 !== 0) {
    throw new Error(`A status list has at least ${STATUS_LIST_LENGTH} entries, a multiple of 8`);
  }
  const list = await createList({ length });
  for (const index of request.revoked) {
    if (!Number.isInteger(index) || index < 0 || index >= length) throw new Error(`Status index ${index} is outside the list`);
    list.setStatus(index, true);
  }
  return {
    '@context': [VC_V2_CONTEXT],
    id: request.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer,
    validFrom: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      id: `${request.url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await list.encode(),
    },
  };
}
