import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, notifications } from 'shared-ui';
import { errorMessage, revokeCertificate } from '../api';
import { decodeStoredText, type CertificateRecord } from '../model';
import { RevocationReasonField, useRevocationReason } from './RevocationReason';

interface RevokePanelProps {
  certificate: CertificateRecord;
  onCancel: () => void;
  onRevoked: () => void;
}

/**
 * Revoking asks for a reason and a confirmation. Revocation is final (the server refuses
 * to make a revoked certificate active again or to change its reason), so the panel says so.
 */
export function RevokePanel({ certificate, onCancel, onRevoked }: RevokePanelProps) {
  const reason = useRevocationReason();
  const [saving, setSaving] = useState(false);
  const title = decodeStoredText(certificate.title);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // Keyboard users land in the reason field when the panel opens.
  useEffect(() => reasonField.current?.focus(), []);

  const confirm = async () => {
    if (!reason.check()) return;
    setSaving(true);
    try {
      await revokeCertificate(certificate.id, reason.text);
      notifications.show({ color: 'green', title: 'Certificate revoked', message: `${title} (${certificate.certificate_id}) is now revoked.` });
      onRevoked();
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Error revoking certificate', message: errorMessage(failure) });
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={`Revoke ${title}`}>
      <Stack gap="sm">
        <Text size="sm">
          Revoke <strong>{title}</strong> ({certificate.certificate_id})? Public verification will show it as revoked, with
          the reason below. This cannot be undone.
        </Text>
        <RevocationReasonField autosize minRows={2} {...reason.field} ref={reasonField} />
        <Group gap="sm">
          <Button color="red" onClick={confirm} loading={saving}>
            Confirm revocation
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
