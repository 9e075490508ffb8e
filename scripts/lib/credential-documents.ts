/**
 * The public documents of the signed credentials, on the site's origin (where did:web and the
 * credentials' status URLs point):
 *   GET /.well-known/did.json               the issuer's DID document (the signer's did.json file,
 *                                           read on each request so a key rotation shows at once)
 *   GET /api/gx/credential-status/{list}    the signed status list, passed through from PocketBase
 *   the wallet routes (site/src/wallet-issuer.ts): OpenID4VCI and OAuth metadata under /.well-known/, and /wallet/*
 *   GET /og/verify/{id}.png                 a verification link's preview image (site/src/certificate-preview.ts)
 * For a local site (`npm start`), whose PocketBase is on another port. In production Caddy serves the
 * DID document from the signer's folder and sends /api/ to PocketBase itself.
 */
import type http from 'node:http';
import { readFile } from 'node:fs/promises';
import type { PageHandler } from 'render-server';
import { certificatePreview } from 'site/certificate-preview';
import { walletIssuer } from 'site/wallet-issuer';

const STATUS_PATH = /^\/api\/gx\/credential-status\/[1-9][0-9]{0,5}$/;

export function credentialDocuments(o: { didDocumentPath: string; pocketbaseUrl: string; siteUrl: string }): PageHandler {
  const wallet = walletIssuer({ siteUrl: o.siteUrl, pocketbaseUrl: o.pocketbaseUrl });
  const preview = certificatePreview({ pocketbaseUrl: o.pocketbaseUrl });
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if ((await wallet(req, res)) || (await preview(req, res))) return true;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/.well-known/did.json') {
      const document = await readFile(o.didDocumentPath).catch(() => undefined);
      if (!document) return false;
      // Verifiers on any site read it (a wallet, the 1EdTech validator).
      res.writeHead(200, { 'Content-Type': 'application/did+json', 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : document);
      return true;
    }
    if (STATUS_PATH.test(path)) {
      const answer = await fetch(`${o.pocketbaseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      res.writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
        'Cache-Control': answer.headers.get('cache-control') ?? 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(req.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
      return true;
    }
    return false;
  };
}
