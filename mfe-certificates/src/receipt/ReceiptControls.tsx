import { useState } from 'react';
import { IconPrinter, IconReceipt } from '@tabler/icons-react';
import { Button, Group, Stack, Text, Title } from 'shared-ui';
import { formatLongDate } from '../certificates/model';
import { messageOf, showToast } from '../certificates/notify';
import { FactList, FindingList } from '../certificates/Facts';
import { saveCredential } from '../credential/api';
import { receiptFileName, requestReceipt, type Receipt, type ReceiptSubject } from './api';
import classes from './ReceiptControls.module.css';

/** The receipt as a person reads it: the same facts and findings the signed file states. */
function ReceiptView({ receipt }: { receipt: Receipt }) {
  const subject = receipt.credentialSubject;
  const checked = subject.checkedCredential;
  const facts = [
    ['Checked at', `${formatLongDate(subject.checkedAt)}, ${subject.checkedAt.slice(11, 19)} UTC`],
    ['Checked by', subject.checkedBy],
    ['How', subject.method === 'certificate-id' ? 'By certificate ID' : 'From a credential file'],
    ['Outcome', subject.outcome === 'valid' ? 'Valid' : 'Not valid'],
    ['Credential', checked.name ?? ''],
    ['Holder', checked.holder ?? ''],
    ['Issuer', checked.issuerName ?? checked.issuerId ?? ''],
    ['Issued', checked.issued ? formatLongDate(checked.issued) : ''],
    ['Credential ID', checked.credentialId ?? ''],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => ({ label: label!, value }));
  return (
    <section className={classes.receipt} aria-labelledby="verification-receipt">
      <Stack gap="sm">
        <Title order={3} size="h4" id="verification-receipt">
          Verification receipt
        </Title>
        <FactList facts={facts} className={classes.facts} />
        <FindingList
          label="Findings"
          className={classes.findings}
          findings={subject.findings.map((finding) => ({ name: finding.check, result: finding.result, detail: finding.detail }))}
        />
        <Text size="xs" c="dimmed" className={classes.note}>
          Signed by the issuer ({receipt.id}). The downloaded file verifies offline with the issuer’s published key; the{' '}
          <span className={classes.mono}>{checked.documentHash}</span> hash names the document checked.
        </Text>
      </Stack>
    </section>
  );
}

/**
 * "Download receipt" after a check: the issuer checks the same certificate or file again and signs
 * what it found; the file is saved and shown here, readable and printable.
 */
export function ReceiptControls({ subject }: { subject: ReceiptSubject }) {
  const [receipt, setReceipt] = useState<Receipt>();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const signed = await requestReceipt(subject);
      saveCredential(signed, receiptFileName(signed));
      setReceipt(signed);
    } catch (error) {
      showToast({ color: 'red', title: 'Receipt unavailable', message: messageOf(error) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" className={classes.noPrint}>
        <Button variant="default" onClick={() => void download()} loading={loading} leftSection={<IconReceipt size={16} aria-hidden="true" />}>
          Download receipt
        </Button>
        {receipt && (
          <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden="true" />}>
            Print receipt
          </Button>
        )}
      </Group>
      {receipt && <ReceiptView receipt={receipt} />}
    </Stack>
  );
}
