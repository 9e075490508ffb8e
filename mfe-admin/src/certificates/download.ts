import { backend } from 'shared-ui';
import { downloadCertificateFile as downloadWith, saveBlob } from 'shared-ui/certificate';
import type { CertificateRecord } from '../model';

export { saveBlob };

/** The certificate's file under its readable name, with the app's one PocketBase client. */
export async function downloadCertificateFile(certificate: CertificateRecord, title: string): Promise<void> {
  await downloadWith(await backend(), certificate, title);
}
