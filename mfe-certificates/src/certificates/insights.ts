/**
 * What the pages report for the issuer's insights (POST /api/gx/events, pocketbase/README.md,
 * "Issuer insights"). The server decides who it was from the session the client sends (the holder,
 * an admin, anybody else), counts a visitor once a day and stores nothing that identifies them.
 * A report that fails is dropped: it must never disturb the page.
 */
import { backend } from 'shared-ui';

/** How a verification came: a QR scan, a followed link, an ID typed in, a credential file. */
export type VerificationWay = 'qr' | 'link' | 'id' | 'file';
export type ShareChannel = 'linkedin' | 'link' | 'print' | 'download';

async function send(body: Record<string, string>): Promise<void> {
  try {
    await (await backend()).send('/api/gx/events', { method: 'POST', body, requestKey: null });
  } catch {
    // Not counted; nothing to tell the visitor.
  }
}

export function reportVerification(certificateId: string, via: VerificationWay): void {
  void send({ certificate_id: certificateId, event: 'verified', via });
}

export function reportShare(certificateId: string, channel: ShareChannel): void {
  void send({ certificate_id: certificateId, event: 'shared', channel });
}

/** The verification way of a /verify/{id} visit: ?via=qr from a QR code, an ID typed in the form, else a link. */
export function verificationWayOf(search: string, state: unknown): VerificationWay {
  if (new URLSearchParams(search).get('via') === 'qr') return 'qr';
  if (state && typeof state === 'object' && (state as { via?: unknown }).via === 'id') return 'id';
  return 'link';
}

/** The certificate ID a signed credential names (`urn:uuid:<id>`), or null. */
export function certificateIdOfCredential(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown }).id;
    return typeof id === 'string' && /^urn:uuid:[0-9a-f-]{1,64}$/i.test(id) ? id.slice('urn:uuid:'.length).toUpperCase() : null;
  } catch {
    return null;
  }
}

export interface VerifiedByOthers {
  certificateId: string;
  verifiedByOthers: number;
  /** YYYY-MM-DD, or "" when never. */
  lastVerifiedByOthers: string;
}

/** The signed-in holder's certificates: how often others verified each, and the last day one did. */
export async function fetchVerifiedByOthers(): Promise<VerifiedByOthers[]> {
  const answer = await (await backend()).send<{ certificates: VerifiedByOthers[] }>('/api/gx/certificates/verified-by-others', { method: 'GET' });
  return answer.certificates;
}
