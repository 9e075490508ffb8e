import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { Button, Card, Center, Container, Group, Link, Loader, Stack, Text, Title, backendUrl, useParams, usePageMeta } from 'shared-ui';
import { certificatePdfPath } from 'shared-ui/certificate';
import { cssPageSize, DEFAULT_DESIGN } from 'shared-ui/certificate-layout';
import { CertificateSheet } from 'shared-ui/certificate-sheet';
import { LoadError, useData } from 'shared-ui/data';
import { fetchDesign, findCertificate, type CertificateWithHolder } from '../certificates/api';
import { messageOf } from '../certificates/notify';
import { decodeStoredText, qrVerificationUrl, statusLabel, verificationUrl } from '../certificates/model';
import { reportShare } from '../certificates/insights';
import { QrCode } from '../certificates/QrCode';
import { DownloadCredentialButton } from '../credential/DownloadCredentialButton';
import { useSiteOrigin } from '../certificates/useSiteOrigin';
import classes from './PrintableCertificatePage.module.css';
// Global print rules that hide the site's chrome while this page is shown (see the file).
import './print.css';

function holderName(certificate: CertificateWithHolder): string {
  const profile = certificate.expand?.profile;
  return [profile?.first_name, profile?.last_name].filter(Boolean).join(' ').trim() || profile?.email || '';
}

/** The certificate in the design it was issued with: the layout of its PDF. */
function PrintedCertificate({ certificate }: { certificate: CertificateWithHolder }) {
  const origin = useSiteOrigin();
  const url = origin ? verificationUrl(origin, certificate.certificate_id) : '';
  const { state } = useData(['certificate-design', certificate.certificate_id], () => fetchDesign(certificate.certificate_id));
  if (state.status === 'loading') {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label="Loading the certificate's design" />
      </Center>
    );
  }
  // Unreadable (offline, an error): the built-in design, which every certificate without a template has.
  const design = (state.status === 'loaded' ? state.data : undefined) ?? { ...DEFAULT_DESIGN, logo: '', background_image: '', signatures: [] };
  const asset = (path: string) => (path ? backendUrl(path) : undefined);
  return (
    <div className={classes.sheetWrap} data-print-sheet>
      {/* The printed page is the template's paper, as the PDF's is. */}
      <style>{`@media print { @page { size: ${cssPageSize(design.paper, design.orientation)}; margin: 0; } }`}</style>
      <CertificateSheet
        label={`Certificate: ${decodeStoredText(certificate.title)}`}
        titleLevel={1}
        design={{
          background_color: design.background_color,
          accent_color: design.accent_color,
          paper: design.paper,
          orientation: design.orientation,
          logoUrl: asset(design.logo),
          backgroundUrl: asset(design.background_image),
          signatures: design.signatures.map((signature) => ({ name: signature.name, role: signature.role, imageUrl: asset(signature.image) })),
        }}
        text={{
          holder: holderName(certificate),
          title: decodeStoredText(certificate.title),
          description: decodeStoredText(certificate.description),
          issuerName: decodeStoredText(certificate.issuer_name),
          issueDate: certificate.issue_date.slice(0, 10),
          expiryDate: certificate.expiry_date.slice(0, 10),
          certificateId: certificate.certificate_id,
          verifyUrl: url,
        }}
        qr={<QrCode value={origin ? qrVerificationUrl(origin, certificate.certificate_id) : ''} size={77} label="QR code of the verification link" />}
      />
    </div>
  );
}

/**
 * /dashboard/certificates/{id}/print: the holder's certificate (or, for an admin, anyone's) in the
 * design of its PDF, on one page of the template's paper. Print styles drop the site's navigation,
 * footer and buttons.
 */
export function PrintableCertificatePage() {
  const { certificateId = '' } = useParams();
  usePageMeta({ title: 'Printable certificate', robots: 'noindex' });
  // Null when there is no certificate with this ID that the user may see.
  const { state, retry } = useData(['certificate-to-print', certificateId], () => findCertificate(certificateId));
  const certificate = state.status === 'loaded' ? state.data : undefined;
  return (
    <Container size="md" py="xl" className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" className={classes.actions}>
          <Button component={Link} to="/dashboard" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
            Back to dashboard
          </Button>
          {certificate && (
            <Group gap="sm" className={classes.toolbarActions}>
              {!certificate.file && (
                <Button component="a" href={backendUrl(certificatePdfPath(certificate.certificate_id))} download variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
                  Download PDF
                </Button>
              )}
              <DownloadCredentialButton certificateId={certificate.certificate_id} title={decodeStoredText(certificate.title)} />
              <Button
                onClick={() => {
                  reportShare(certificate.certificate_id, 'print');
                  window.print();
                }} leftSection={<IconPrinter size={16} aria-hidden="true" />}>
                Print / Save as PDF
              </Button>
            </Group>
          )}
        </Group>
        {state.status === 'loading' && (
          <Center mih="40vh">
            <Loader role="status" aria-label="Loading the certificate" />
          </Center>
        )}
        {state.status === 'error' && (
          <LoadError title="Error loading certificates" order={1} onRetry={retry}>
            {messageOf(state.error)}
          </LoadError>
        )}
        {certificate === null && (
          <Card withBorder padding="lg">
            <Title order={1} size="h3">
              Certificate not found
            </Title>
            <Text mt="xs">There is no certificate with this ID among yours.</Text>
          </Card>
        )}
        {certificate && (
          <Text size="sm" className={classes.status}>
            Status: {statusLabel(certificate.verification_status)}
          </Text>
        )}
        {certificate && <PrintedCertificate certificate={certificate} />}
      </Stack>
    </Container>
  );
}
