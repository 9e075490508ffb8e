import type { ReactNode } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { Button, List, Loader, Group, Skeleton, Stack, Text, Title } from 'shared-ui';
import { certificatePdfPath } from 'shared-ui/certificate';
import { Alert } from 'shared-ui/forms';
import type { VerificationResult as Result } from '../certificates/api';
import { decodeStoredText, formatLongDate, qrVerificationUrl, statusLabel, verificationUrl } from '../certificates/model';
import { CopyLinkButton } from '../certificates/CopyLinkButton';
import { FactList, type Fact } from '../certificates/Facts';
import { QrCode } from '../certificates/QrCode';
import { useBackendUrl, useSiteOrigin } from '../certificates/useSiteOrigin';
import { notFoundReasons } from './messages';
import classes from './VerifyCertificatePage.module.css';
import { ReceiptControls } from '../receipt/ReceiptControls';

/** The facts beside the QR code and its link: one layout for the answer and the wait for it. */
function FactsLayout({ facts, share }: { facts: Fact[]; share: ReactNode }) {
  return (
    <div className={classes.found}>
      <FactList facts={facts} className={classes.facts} />
      <Stack gap="xs" align="center" className={classes.share}>
        {share}
      </Stack>
    </div>
  );
}

/**
 * While the answer is on its way: the layout of a found certificate, its values still blank, so
 * that the answer fills the space in place instead of pushing the rest of the page down.
 */
export function CheckingCertificate({ certificateId }: { certificateId: string }) {
  const blank = <Skeleton className={classes.lineSkeleton} />;
  return (
    <FactsLayout
      facts={[
        { label: 'Certificate', value: blank },
        { label: 'Holder', value: blank },
        { label: 'Issuer', value: blank },
        { label: 'Certificate ID', value: certificateId, className: classes.certificateId },
        { label: 'Issued', value: blank },
        { label: 'Expires', value: blank },
        {
          label: 'Status',
          value: (
            <Group gap="xs" component="span" wrap="nowrap">
              <Loader size="xs" aria-hidden="true" />
              Checking certificate…
            </Group>
          ),
        },
      ]}
      share={
        <>
          <Skeleton width={132} height={132} />
          <Skeleton width={110} height={30} />
        </>
      }
    />
  );
}

/** What the server found: the certificate's public facts, and why it is not valid when it is not. */
export function FoundCertificate({ result }: { result: Result }) {
  const origin = useSiteOrigin();
  const url = origin ? verificationUrl(origin, result.certificate_id) : '';
  const pdfUrl = useBackendUrl(certificatePdfPath(result.certificate_id));
  const title = decodeStoredText(result.title);
  const status = result.verification_status;
  // Each fact's way of wrapping: names anywhere, the ID only after its hyphens, dates never.
  const facts: Fact[] = [
    { label: 'Certificate', value: title },
    { label: 'Holder', value: result.holder_name },
    { label: 'Issuer', value: decodeStoredText(result.issuer_name) },
    { label: 'Certificate ID', value: result.certificate_id, className: classes.certificateId },
    { label: 'Issued', value: formatLongDate(result.issue_date), className: classes.date },
    { label: 'Expires', value: result.expiry_date ? formatLongDate(result.expiry_date) : 'Does not expire', className: classes.date },
    { label: 'Status', value: statusLabel(status) },
  ].filter((fact) => fact.value);

  return (
    <Stack gap="md">
      {status === 'revoked' && (
        <Alert color="red" title="This certificate has been revoked">
          <Text size="sm">
            Revoked on {formatLongDate(result.revoked_at) || 'an unrecorded date'}.
            {result.revocation_reason && <> Reason: {decodeStoredText(result.revocation_reason)}</>}
          </Text>
        </Alert>
      )}
      {status === 'expired' && (
        <Alert color="red" title="This certificate has expired">
          <Text size="sm">Expired on {formatLongDate(result.expiry_date) || 'an unrecorded date'}.</Text>
        </Alert>
      )}
      {status !== 'active' && status !== 'revoked' && status !== 'expired' && (
        <Alert color="red" title="This certificate is not valid">
          <Text size="sm">Its status is {statusLabel(status)}.</Text>
        </Alert>
      )}
      <FactsLayout
        facts={facts}
        share={
          <>
            <QrCode value={origin ? qrVerificationUrl(origin, result.certificate_id) : ''} size={132} label="QR code of this verification page" />
            {url && <CopyLinkButton url={url} certificateId={result.certificate_id} />}
            {result.has_pdf && (
              <Button
                component="a"
                href={pdfUrl}
                download
                variant="default"
                size="sm"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                Download PDF
              </Button>
            )}
          </>
        }
      />
      <ReceiptControls subject={{ certificateId: result.certificate_id }} />
    </Stack>
  );
}

/** docs/rules.md#verification: the not-found panel and its four possible reasons. */
export function CertificateNotFound({ certificateId }: { certificateId: string }) {
  return (
    <Stack gap="sm">
      <Title order={3} className={classes.panelTitle}>
        Certificate not found
      </Title>
      <Text>
        No certificate with the ID <span className={classes.mono}>{certificateId}</span> could be verified. This can
        happen when:
      </Text>
      <List spacing={4}>
        {notFoundReasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** docs/rules.md#states: only an active certificate is valid; revoked, expired or anything else is not. */
export function isValidResult(result: Result): boolean {
  return result.verification_status === 'active';
}
