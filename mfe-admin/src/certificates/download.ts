import { backend } from 'shared-ui';
import type { CertificateRecord } from '../model';

/**
 * The file is protected: fetched with a short-lived file token and saved under a readable name
 * ("<title> - <certificate id>.<ext>"). Runs in a click handler, never during render.
 */
export async function downloadCertificateFile(certificate: CertificateRecord, title: string): Promise<void> {
  const pb = await backend();
  const token = await pb.files.getToken();
  const response = await fetch(pb.files.getUrl(certificate, certificate.file, { token }));
  if (!response.ok) throw new Error(`The file could not be downloaded (HTTP ${response.status}).`);
  const extension = /\.([a-z0-9]{1,5})$/i.exec(certificate.file)?.[1]?.toLowerCase() ?? 'pdf';
  const safeTitle = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Certificate';
  saveBlob(await response.blob(), `${safeTitle} - ${certificate.certificate_id}.${extension}`);
}

/** Offers a Blob as a download. */
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
    // Revoke after the click has been handled; revoking at once can cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
