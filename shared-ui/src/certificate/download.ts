import type PocketBase from 'pocketbase';
import { downloadFileName, type CertificateRecord } from './model';

/**
 * Revoking a Blob URL at once can cancel the save in some browsers; a minute is plenty for the
 * browser to have taken the file.
 */
const REVOKE_AFTER_MS = 60_000;

/** Offers a Blob as a download under `fileName`. Runs in a click handler, never during render. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

/**
 * The certificate's protected file, fetched through a short-lived file token (the holder's or an
 * admin's) and saved under a readable name: a plain link would save PocketBase's random stored
 * name. `pb` is the app's one client (`await backend()` from 'shared-ui'), passed in so that this
 * module never holds a copy of the singleton.
 */
export async function downloadCertificateFile(pb: PocketBase, certificate: CertificateRecord, title: string): Promise<void> {
  const token = await pb.files.getToken();
  const response = await fetch(pb.files.getUrl(certificate, certificate.file, { token }));
  if (!response.ok) throw new Error(`The file could not be downloaded (HTTP ${response.status}).`);
  saveBlob(await response.blob(), downloadFileName(title, certificate.certificate_id, certificate.file));
}
