/**
 * shared-ui/certificate: the certificate's model for the two remotes that show certificates (the
 * holder's dashboard, print and verify pages; the admin page). Not a shared singleton: it holds
 * no state, so each remote bundles its few functions into the chunks of the pages that use them,
 * and no other page (the home page least of all) carries it.
 */
export {
  CERTIFICATE_STATUSES,
  certificateFileName,
  certificatePdfPath,
  decodeStoredText,
  downloadFileName,
  formatDateTime,
  formatLongDate,
  parseServerDate,
  statusColor,
  statusLabel,
  type CertificateHolder,
  type CertificateRecord,
  type CertificateStatus,
} from './model';
export { downloadCertificateFile, saveBlob } from './download';
