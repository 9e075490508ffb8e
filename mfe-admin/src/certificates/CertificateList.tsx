import { Fragment, useState } from 'react';
import { Anchor, Badge, Button, Center, Group, Loader, Stack, Text, backendUrl, notifications, useDebouncedValue } from 'shared-ui';
import { certificatePdfPath } from 'shared-ui/certificate';
import { LoadError, useData } from 'shared-ui/data';
import { TextInput } from 'shared-ui/forms';
import { errorMessage, listCertificates } from '../api';
import { decodeStoredText, formatDate, formatDateTime, fullName, statusColor, type CertificateRecord } from '../model';
import { Pager } from '../Pager';
import { CertificateId } from './CertificateId';
import { RevokePanel } from './RevokePanel';
import { downloadCertificateFile } from './download';
import classes from '../Admin.module.css';

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
  const [search, setSearch] = useState('');
  // Passed on once typing pauses, so that each keystroke is not a request.
  const [query] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<string | null>(null);
  const list = useData(['admin/certificates', page, query, refreshKey], () => listCertificates(page, query), {
    keepPrevious: true,
    onError: (error) => notifications.show({ color: 'red', title: 'Error loading certificates', message: errorMessage(error) }),
  });

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      <TextInput
        label="Search certificates"
        description="Title, certificate ID or recipient e-mail"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      {list.state.status === 'loading' ? (
        <Center py="lg">
          <Loader role="status" aria-label="Loading certificates" />
        </Center>
      ) : list.state.status === 'error' ? (
        <LoadError title="The certificates could not be loaded" onRetry={list.retry}>
          {errorMessage(list.state.error)}
        </LoadError>
      ) : items.length === 0 ? (
        <Text py="lg" ta="center">
          {query.trim() ? 'No certificates found' : 'No certificates yet'}
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <table className={`${classes.table} ${classes.cards}`} aria-busy={list.loading}>
            <caption>
              <Text size="sm" ta="left" className={classes.muted}>
                Certificates, newest issue date first
              </Text>
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Recipient</th>
                <th scope="col">Certificate ID</th>
                <th scope="col">Status</th>
                <th scope="col">Dates</th>
                <th scope="col">Document</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {items.map((certificate) => (
                <Fragment key={certificate.id}>
                  <CertificateRow
                    certificate={certificate}
                    onRevoke={() => setRevoking(revoking === certificate.id ? null : certificate.id)}
                    revokeOpen={revoking === certificate.id}
                  />
                  {revoking === certificate.id && (
                    <tr className={classes.panelRow}>
                      <td colSpan={7}>
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
            </tbody>
          </table>
        </div>
      )}
      {list.data && (
        <Pager page={page} totalPages={list.data.totalPages} totalItems={list.data.totalItems} label="Certificate" onPage={setPage} />
      )}
    </Stack>
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
