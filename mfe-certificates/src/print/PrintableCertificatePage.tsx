import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Button, Card, Center, Container, Group, Link, Loader, Stack, Text, Title, useParams, usePageMeta } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { findCertificate, type CertificateWithHolder } from '../certificates/api';
import { messageOf } from '../certificates/notify';
import { decodeStoredText, formatLongDate, qrVerificationUrl, statusLabel, verificationUrl } from '../certificates/model';
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

function CertificateSheet({ certificate }: { certificate: CertificateWithHolder }) {
  const origin = useSiteOrigin();
  const url = origin ? verificationUrl(origin, certificate.certificate_id) : '';
  const title = decodeStoredText(certificate.title);
  const issuer = decodeStoredText(certificate.issuer_name);
  const description = decodeStoredText(certificate.description);
  // As of now: the server reports an active certificate past its expiry date as expired.
  const status = certificate.verification_status;
  return (
    <article className={classes.sheet} data-print-sheet aria-labelledby="certificate-title">
      <div className={classes.frame}>
        <Text className={classes.issuer}>{issuer}</Text>
        <Text className={classes.kicker}>Certificate</Text>
        <Text className={classes.certifies}>This certifies that</Text>
        <Text className={classes.holder}>{holderName(certificate)}</Text>
        <Text className={classes.certifies}>has been awarded</Text>
        <h1 id="certificate-title" className={classes.title}>
          {title}
        </h1>
        {description && <p className={classes.description}>{description}</p>}
        <dl className={classes.facts}>
          <div>
            <dt>Issued</dt>
            <dd className={classes.date}>{formatLongDate(certificate.issue_date)}</dd>
          </div>
          <div>
            <dt>Expires</dt>
            <dd className={classes.date}>{certificate.expiry_date ? formatLongDate(certificate.expiry_date) : 'Does not expire'}</dd>
          </div>
          <div>
            <dt>Issuer</dt>
            <dd>{issuer}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(status)}</dd>
          </div>
        </dl>
        <div className={classes.verify}>
          <QrCode value={origin ? qrVerificationUrl(origin, certificate.certificate_id) : ''} size={112} label="QR code of the verification link" />
          <div className={classes.verifyText}>
            <Text className={classes.verifyLabel}>Certificate ID</Text>
            <Text className={classes.certificateId}>{certificate.certificate_id}</Text>
            <Text className={classes.verifyLabel}>Verify this certificate at</Text>
            <Text className={classes.url}>{url}</Text>
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * /dashboard/certificates/{id}/print: the holder's certificate (or, for an admin, anyone's) laid
 * out for one A4 or Letter page. Print styles drop the site's navigation, footer and buttons.
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
        {certificate && <CertificateSheet certificate={certificate} />}
      </Stack>
    </Container>
  );
}
