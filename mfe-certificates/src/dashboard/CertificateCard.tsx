import { useState } from 'react';
import { IconBrandLinkedin, IconDownload, IconExternalLink, IconPrinter, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { Anchor, Button, Card, Group, Link, Stack, Text, Title, backend, backendUrl } from 'shared-ui';
import { certificatePdfPath, downloadCertificateFile } from 'shared-ui/certificate';
import { linkedInAddToProfileUrl } from '../certificates/linkedin';
import {
  decodeStoredText,
  formatLongDate,
  statusColor,
  statusLabel,
  qrVerificationUrl,
  verificationCountText,
  verificationUrl,
  verifiedByOthersText,
  type CertificateRecord,
} from '../certificates/model';
import { FactList } from '../certificates/Facts';
import { QrCode } from '../certificates/QrCode';
import { StatusBadge } from '../certificates/StatusBadge';
import { DownloadCredentialButton } from '../credential/DownloadCredentialButton';
import { CopyLinkButton } from '../certificates/CopyLinkButton';
import { reportShare, type VerifiedByOthers } from '../certificates/insights';
import { AddToWallet } from '../wallet/AddToWallet';
import { messageOf, showToast } from '../certificates/notify';
import classes from './CertificateDashboard.module.css';

interface CertificateCardProps {
  certificate: CertificateRecord;
  /** The site's origin; empty until known in the browser (then links that need it wait). */
  origin: string;
  /** How often others verified it (undefined while loading or when it could not be read). */
  others?: VerifiedByOthers | undefined;
}

/** One item of 'Your Certificates' (docs/rules.md#dashboard), with the QR code, print page and LinkedIn link. */
export function CertificateCard({ certificate, origin, others }: CertificateCardProps) {
  const [downloading, setDownloading] = useState(false);
  const title = decodeStoredText(certificate.title);
  const description = decodeStoredText(certificate.description);
  const issuer = decodeStoredText(certificate.issuer_name);
  // As of now: the server reports an active certificate past its expiry date as expired.
  const status = certificate.verification_status;
  const revocationReason = decodeStoredText(certificate.revocation_reason);
  const publicUrl = origin ? verificationUrl(origin, certificate.certificate_id) : '';
  const headingId = `certificate-${certificate.id}`;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificateFile(await backend(), certificate, title);
    } catch (error) {
      showToast({ color: 'red', title: 'Download failed', message: messageOf(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId}>
      <div className={classes.item}>
        <Stack gap="sm" className={classes.itemBody}>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={3} id={headingId} className={classes.itemTitle}>
              {title}
            </Title>
            <StatusBadge color={statusColor(status)}>{statusLabel(status)}</StatusBadge>
          </Group>
          {description && <Text className={classes.description}>{description}</Text>}
          <FactList
            facts={[
              { label: 'Certificate ID', value: certificate.certificate_id, className: classes.mono },
              { label: 'Issued Date', value: formatLongDate(certificate.issue_date) },
              { label: 'Issuer', value: issuer },
            ]}
          />
          {certificate.expiry_date && <Text size="sm">Expires: {formatLongDate(certificate.expiry_date)}</Text>}
          {status === 'revoked' && (
            <div className={classes.revocation}>
              <Text size="sm" fw={600}>
                Revoked on {formatLongDate(certificate.revoked_at) || 'an unrecorded date'}
              </Text>
              {revocationReason && <Text size="sm">Reason: {revocationReason}</Text>}
            </div>
          )}
          <Group gap={6} className={classes.count}>
            <IconShieldCheck size={16} aria-hidden="true" />
            <Text size="sm">{verificationCountText(certificate.verification_count)}</Text>
          </Group>
          {others && (
            <Group gap={6} className={classes.count}>
              <IconUsers size={16} aria-hidden="true" />
              <Text size="sm">{verifiedByOthersText(others.verifiedByOthers, others.lastVerifiedByOthers)}</Text>
            </Group>
          )}
          <Group gap="sm" wrap="wrap" mt="xs">
            <Button
              component={Link}
              to={`/verify/${encodeURIComponent(certificate.certificate_id)}`}
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              View Public Verification
            </Button>
            {certificate.file ? (
              <Button
                variant="default"
                onClick={() => void download()}
                loading={downloading}
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                Download
              </Button>
            ) : (
              <Button
                component="a"
                href={backendUrl(certificatePdfPath(certificate.certificate_id))}
                download
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                Download PDF
              </Button>
            )}
            <Button
              component={Link}
              to={`/dashboard/certificates/${encodeURIComponent(certificate.certificate_id)}/print`}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
            >
              Printable certificate
            </Button>
            <DownloadCredentialButton certificateId={certificate.certificate_id} title={title} />
            {status !== 'revoked' && <AddToWallet certificateId={certificate.certificate_id} title={title} />}
            {publicUrl && (
              <Anchor
                href={linkedInAddToProfileUrl({
                  name: title,
                  organizationName: issuer,
                  issueDate: certificate.issue_date,
                  expiryDate: certificate.expiry_date,
                  certificateId: certificate.certificate_id,
                  verificationUrl: publicUrl,
                })}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.linkedin}
                onClick={() => reportShare(certificate.certificate_id, 'linkedin')}
              >
                <IconBrandLinkedin size={18} aria-hidden="true" />
                Add to LinkedIn
              </Anchor>
            )}
            {publicUrl && <CopyLinkButton url={publicUrl} certificateId={certificate.certificate_id} />}
          </Group>
        </Stack>
        <div className={classes.qr}>
          <QrCode value={origin ? qrVerificationUrl(origin, certificate.certificate_id) : ''} size={120} label={`QR code of the verification link of ${title}`} />
          <Text size="xs" className={classes.qrCaption}>
            Scan to verify
          </Text>
        </div>
      </div>
    </Card>
  );
}
