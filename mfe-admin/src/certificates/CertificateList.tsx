import { Fragment, useState } from 'react';
import { Anchor, Badge, Button, Group, Text, backendUrl, notifications } from 'shared-ui';
import { certificatePdfPath } from 'shared-ui/certificate';
import { TextInput } from 'shared-ui/forms';
import { errorMessage, listCertificates } from '../api';
import { decodeStoredText, formatDate, formatDateTime, fullName, statusColor, type CertificateRecord } from '../model';
import { DataTable, PagedList, usePagedData } from '../lists/PagedList';
import { useListSearch } from '../lists/useListSearch';
import { CertificateId } from './CertificateId';
import { RevokePanel } from './RevokePanel';
import { downloadCertificateFile } from './download';
import classes from '../Admin.module.css';

const COLUMNS = ['Title', 'Recipient', 'Certificate ID', 'Status', 'Dates', 'Document', 'Actions'];

interface CertificateListProps {
  refreshKey: number;
  onChanged: () => void;
}

/**
 * docs/rules.md#admin, certificate management: search and list, newest issue date first. Paged on the server
 * (20 a page) so that 10,000 certificates stay fast; search is the server's case-insensitive
 * substring match on title, certificate ID or recipient e-mail.
 */
export function CertificateList({ refreshKey, onChanged }: CertificateListProps) {
  const { query, field: searchField } = useListSearch();
  const [revoking, setRevoking] = useState<string | null>(null);
  const list = usePagedData('admin/certificates', [query], (page) => listCertificates(page, query), {
    refreshKey,
    onError: (error) => notifications.show({ color: 'red', title: 'Error loading certificates', message: errorMessage(error) }),
  });

  return (
    <PagedList
      list={list}
      controls={
        <TextInput label="Search certificates" description="Title, certificate ID or recipient e-mail" {...searchField} />
      }
      loadingLabel="Loading certificates"
      errorTitle="The certificates could not be loaded"
      empty={query.trim() ? 'No certificates found' : 'No certificates yet'}
      pagerLabel="Certificate"
    >
      {(items) => (
        <DataTable cards busy={list.loading} caption="Certificates, newest issue date first" columns={COLUMNS}>
          {items.map((certificate) => (
            <Fragment key={certificate.id}>
              <CertificateRow
                certificate={certificate}
                onRevoke={() => setRevoking(revoking === certificate.id ? null : certificate.id)}
                revokeOpen={revoking === certificate.id}
              />
              {revoking === certificate.id && (
                <tr className={classes.panelRow}>
                  <td colSpan={COLUMNS.length}>
                    <RevokePanel
                      certificate={certificate}
                      onCancel={() => setRevoking(null)}
                      onRevoked={() => {
                        setRevoking(null);
                        onChanged();
                      }}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}

interface CertificateRowProps {
  certificate: CertificateRecord;
  revokeOpen: boolean;
  onRevoke: () => void;
}

function CertificateRow({ certificate, revokeOpen, onRevoke }: CertificateRowProps) {
  const profile = certificate.expand?.profile;
  const template = certificate.expand?.template;
  const title = decodeStoredText(certificate.title);
  const status = certificate.verification_status;
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificateFile(certificate, title);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Download failed', message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <tr>
      <td data-label="Title" className={classes.cardTitle}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {certificate.description && (
          <Text size="xs" className={classes.muted}>
            {decodeStoredText(certificate.description)}
          </Text>
        )}
      </td>
      <td data-label="Recipient">
        <Text size="sm">{fullName(profile)}</Text>
        <Text size="xs" className={classes.muted}>
          {profile?.email ?? ''}
        </Text>
      </td>
      <td data-label="Certificate ID">
        <CertificateId id={certificate.certificate_id} />
      </td>
      <td data-label="Status">
        <Badge color={statusColor(status)} variant="light">
          {status}
        </Badge>
        {status === 'revoked' && (
          <Text size="xs" mt={4}>
            Revoked {formatDateTime(certificate.revoked_at)}
            {certificate.revoked_by_email ? ` by ${certificate.revoked_by_email}` : ''}: {decodeStoredText(certificate.revocation_reason)}
          </Text>
        )}
      </td>
      <td data-label="Dates" className={classes.dates}>
        <Text size="xs">Issued {formatDate(certificate.issue_date)}</Text>
        {certificate.expiry_date && <Text size="xs">Expires {formatDate(certificate.expiry_date)}</Text>}
      </td>
      <td data-label="Document">
        {certificate.file ? (
          <Button variant="subtle" size="xs" loading={downloading} onClick={download} aria-label={`Download the file of ${title}`}>
            Download
          </Button>
        ) : (
          <Anchor size="xs" href={backendUrl(certificatePdfPath(certificate.certificate_id))} target="_blank" rel="noopener" aria-label={`PDF of ${title}`}>
            PDF
          </Anchor>
        )}
        <Text size="xs" className={classes.muted}>
          {template ? `${decodeStoredText(template.name)}, version ${template.version}` : certificate.file ? 'Uploaded file' : 'Built-in design'}
        </Text>
      </td>
      <td data-label="Actions">
        {status !== 'revoked' && (
          <Group gap="xs">
            <Button
              variant="outline"
              color="red"
              size="xs"
              onClick={onRevoke}
              aria-expanded={revokeOpen}
              aria-label={`Revoke ${title} (${certificate.certificate_id})`}
            >
              Revoke
            </Button>
          </Group>
        )}
      </td>
    </tr>
  );
}
