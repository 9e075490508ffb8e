/**
 * A fresh wallet offer for one of the signed-in holder's certificates, from the site's wallet
 * routes (site/src/wallet-issuer.ts, on the site's origin): single use, ten minutes.
 */
import { backend } from 'shared-ui';

export interface WalletOffer {
  /** openid-credential-offer://… (OpenID4VCI 1.0, pre-authorized code). */
  offer: string;
  /** https://lcw.app/request?request=… (the Learner Credential Wallet's VC-API deep link). */
  lcw: string;
  expiresAt: string;
}

export async function requestWalletOffer(certificateId: string): Promise<WalletOffer> {
  const pb = await backend();
  const response = await fetch(`/wallet/offers/${encodeURIComponent(certificateId)}`, {
    method: 'POST',
    headers: { authorization: pb.authStore.token, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json().catch(() => ({}))) as Partial<WalletOffer> & { message?: string };
  if (!response.ok || typeof body.offer !== 'string' || typeof body.lcw !== 'string') {
    throw new Error(body.message ?? `The wallet offer could not be made (HTTP ${response.status}).`);
  }
  return { offer: body.offer, lcw: body.lcw, expiresAt: String(body.expiresAt) };
}
