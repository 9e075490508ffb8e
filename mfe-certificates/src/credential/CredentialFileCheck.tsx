import { useState, type DragEvent } from 'react';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { Button, Card, Group, Stack, Text, Title, siteOrigin, useHydrated, useServerData } from 'shared-ui';
import { useData } from 'shared-ui/data';
import { Alert, Textarea } from 'shared-ui/forms';
import { FindingList, type Finding } from '../certificates/Facts';
import type { Check, FileVerification } from './verifier/check-file';
import { ISSUER_DOCUMENT_PATH, asDidDocument, fetchIssuerDocument } from './api';
import { certificateIdOfCredential, reportVerification } from '../certificates/insights';
import { ReceiptControls } from '../receipt/ReceiptControls';
import classes from './CredentialFileCheck.module.css';

const CHECK_NAMES = { signature: 'Signature', issuerKey: 'Issuer key', dates: 'Dates', status: 'Status' } as const;

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; result: FileVerification }
  | { kind: 'unreadable'; message: string };

function findingOf(name: string, check: Check): Finding {
  return { name, result: check.passed === true ? 'passed' : check.passed === false ? 'failed' : 'unknown', detail: check.sentence };
}

/** The checked text as a JSON object (what a receipt is asked for), or nothing. */
function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Verify a credential file": a signed credential (.json) dropped, chosen or pasted, and
 * optionally the certificate's PDF, checked in this browser. The verifier's code (the W3C VC
 * libraries and every JSON-LD context) loads only when a file is given.
 */
export function CredentialFileCheck() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [pasted, setPasted] = useState('');
  const [dragging, setDragging] = useState(false);
  const [pdf, setPdf] = useState<{ name: string; bytes: ArrayBuffer }>();
  const [credentialText, setCredentialText] = useState<string>();
  // The server's HTML has no handlers: a file chosen before hydration would be ignored silently.
  const ready = useHydrated();
  // The issuer's keys come with the page (the verifier then checks offline from the first file on);
  // a newer key than these is looked up by the verifier itself.
  const rendered = asDidDocument(useServerData<unknown>(ISSUER_DOCUMENT_PATH));
  const { data: pinnedIssuer } = useData(ISSUER_DOCUMENT_PATH, fetchIssuerDocument, rendered ? { initial: rendered } : {});

  const check = async (text: string, document = pdf) => {
    setCredentialText(text);
    setState({ kind: 'checking' });
    try {
      const { verifyCredentialFile } = await import(/* webpackChunkName: "credential-verifier" */ './verifier/check-file');
      const result = await verifyCredentialFile(text, siteOrigin(), { pdf: document?.bytes, pdfName: document?.name, pinnedIssuer });
      setState({ kind: 'done', result });
      // A file whose signature holds names a certificate of ours: count the check.
      const certificateId = result.checks.signature.passed === true ? certificateIdOfCredential(text) : null;
      if (certificateId) reportVerification(certificateId, 'file');
    } catch (error) {
      setState({ kind: 'unreadable', message: error instanceof Error ? error.message : 'This file could not be checked.' });
    }
  };

  const take = async (files: FileList | null) => {
    let text: string | undefined;
    let document = pdf;
    for (const file of Array.from(files ?? [])) {
      if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) document = { name: file.name, bytes: await file.arrayBuffer() };
      else text = await file.text();
    }
    setPdf(document);
    const credential = text ?? credentialText;
    if (credential) await check(credential, document);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files);
  };

  const result = state.kind === 'done' ? state.result : undefined;
  const checkedCredential = result && credentialText ? parsedObject(credentialText) : undefined;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="credential-file-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="credential-file-heading">
          Verify a credential file
        </Title>
        <Text size="sm">
          Have a signed credential (.json) from a certificate holder? Check it here, in your browser: its signature, the issuer’s key, its
          dates and whether it was revoked. Add the certificate’s PDF to check that the document is the one the credential names.
        </Text>
        <div
          className={classes.dropZone}
          role="group"
          aria-label="Credential file drop zone"
          data-active={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack gap="xs" align="center">
            <IconFileUpload size={28} aria-hidden="true" />
            <Text size="sm">Drop the credential file (and the PDF) here, or</Text>
            {/* The native input stays in the page for the keyboard and screen readers (its label is
                the button's text), out of sight: its "Choose Files / No file chosen" box differs
                in every browser and overflowed the zone on a phone. */}
            <Button component="label" variant="default" disabled={!ready} leftSection={<IconUpload size={16} aria-hidden="true" />} className={classes.choose}>
              Choose files
              <input
                type="file"
                className={classes.fileInput}
                disabled={!ready}
                accept=".json,application/json,application/ld+json,.pdf,application/pdf"
                multiple
                onChange={(event) => void take(event.currentTarget.files)}
              />
            </Button>
            {pdf && <Text size="xs">Document to match: {pdf.name}</Text>}
          </Stack>
        </div>
        <Textarea label="Or paste the credential" value={pasted} onChange={(event) => setPasted(event.currentTarget.value)} rows={4} />
        <Group>
          <Button onClick={() => void check(pasted.trim())} disabled={pasted.trim() === '' || state.kind === 'checking'} loading={state.kind === 'checking'}>
            Check credential
          </Button>
        </Group>
        <div aria-live="polite">
          {state.kind === 'checking' && <Text size="sm">Checking the credential…</Text>}
          {state.kind === 'unreadable' && (
            <Alert color="red" title="Not a credential">
              {state.message}
            </Alert>
          )}
          {result && (
            <Stack gap="sm">
              <Title order={3} size="h4">
                {result.valid ? 'This credential is valid' : 'This credential is not valid'}
                {result.name ? `: ${result.name}` : ''}
              </Title>
              {!result.valid && (
                <Text size="sm">
                  Failed:{' '}
                  {[...Object.entries(result.checks).filter(([, c]) => c.passed === false).map(([name]) => CHECK_NAMES[name as keyof typeof CHECK_NAMES]),
                    ...(result.file?.passed === false ? ['Document'] : [])].join(', ') || 'could not be decided'}
                </Text>
              )}
              <FindingList
                label="Checks"
                findings={[
                  ...(Object.keys(CHECK_NAMES) as Array<keyof typeof CHECK_NAMES>).map((key) => findingOf(CHECK_NAMES[key], result.checks[key])),
                  ...(result.file ? [findingOf('Document', result.file)] : []),
                ]}
              />
              {checkedCredential && <ReceiptControls subject={{ credential: checkedCredential }} />}
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
