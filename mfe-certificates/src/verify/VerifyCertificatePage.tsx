import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Container,
  Group,
  Form,
  Stack,
  Text,
  Title,
  useLocation,
  useNavigate,
  useParams,
  usePageMeta,
} from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { Alert, TextInput, normalizeVerificationId, verificationIdMessages } from 'shared-ui/forms';
import { verifyCertificate, type VerificationOutcome } from '../certificates/api';
import { reportVerification, verificationWayOf } from '../certificates/insights';
import { showToast } from '../certificates/notify';
import { statusColor, statusLabel } from '../certificates/model';
import { StatusBadge } from '../certificates/StatusBadge';
import { CredentialFileCheck } from '../credential/CredentialFileCheck';
import { verificationToasts } from './messages';
import { CertificateNotFound, CheckingCertificate, FoundCertificate, isValidResult } from './VerificationResult';
import classes from './VerifyCertificatePage.module.css';

/**
 * Each visit of the page starts its own attempts, so that it verifies afresh instead of showing
 * an answer kept from an earlier visit in this tab (a certificate may have been revoked since).
 */
let visits = 0;
const nextVisit = () => (visits += 1) * 1000;

type Badge = { label: string; color: string };

const badges = {
  ready: { label: 'Ready to verify', color: 'gray' },
  loading: { label: 'Verifying…', color: 'blue' },
  valid: { label: 'Valid certificate', color: 'green' },
  invalid: { label: 'Invalid or revoked', color: 'red' },
} satisfies Record<string, Badge>;

function badgeOf(id: string | null, outcome: VerificationOutcome | null): Badge {
  if (!id) return badges.ready;
  if (!outcome) return badges.loading;
  switch (outcome.kind) {
    case 'found':
      return isValidResult(outcome.result) ? badges.valid : badges.invalid;
    case 'not_found':
      return badges.invalid;
    default:
      // Not verified at all (limit or failure): the visitor may try again.
      return badges.ready;
  }
}

/**
 * The one notification of each answer, in the spec's words: a certificate that is found but no
 * longer active gets the not-found notification ("could not be verified or has been revoked"); the
 * result card beside it names the status, and the badge carries it as a second label.
 */
function toastOf(outcome: VerificationOutcome) {
  switch (outcome.kind) {
    case 'found':
      return isValidResult(outcome.result) ? verificationToasts.verified : verificationToasts.notFound;
    case 'not_found':
      return verificationToasts.notFound;
    case 'rate_limited':
      return verificationToasts.rateLimited;
    case 'server_error':
      return verificationToasts.serverError;
    case 'exception':
      return verificationToasts.exception;
  }
}

const notify = (outcome: VerificationOutcome) => showToast(toastOf(outcome));

function ResultBody({ id, outcome, onRetry }: { id: string | null; outcome: VerificationOutcome | null; onRetry: () => void }) {
  if (!id) {
    return <Text>Enter a certificate ID above to check that the certificate is authentic and still valid.</Text>;
  }
  if (!outcome) return <CheckingCertificate certificateId={id} />;
  switch (outcome.kind) {
    case 'found':
      return <FoundCertificate result={outcome.result} />;
    case 'not_found':
      return <CertificateNotFound certificateId={id} />;
    case 'rate_limited':
      return (
        <Alert color="red" title={verificationToasts.rateLimited.title}>
          {verificationToasts.rateLimited.message}
        </Alert>
      );
    case 'server_error':
    case 'exception': {
      const { title, message } = verificationToasts[outcome.kind === 'server_error' ? 'serverError' : 'exception'];
      return (
        <LoadError title={title} order={3} onRetry={onRetry}>
          {message}
        </LoadError>
      );
    }
  }
}

/**
 * /verify and /verify/{id} (docs/rules.md#verification): anyone may check a certificate by its ID. The route is the
 * one source of what is verified: a typed ID becomes /verify/{ID} (so the result can be shared),
 * and an ID in the route is verified as soon as the page opens.
 */
export function VerifyCertificatePage() {
  const { certificateId: routeId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // A QR code's link carries ?via=qr, the form's navigation says it was typed in; the rest are links.
  const via = verificationWayOf(location.search, location.state);
  const id = normalizeVerificationId(routeId);
  const [input, setInput] = useState(routeId);
  const [inputError, setInputError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(nextVisit);
  // Follow the route when it changes under the form (back/forward, a link to another ID).
  const [shownRouteId, setShownRouteId] = useState(routeId);
  if (shownRouteId !== routeId) {
    setShownRouteId(routeId);
    setInput(routeId);
    setInputError(null);
  }

  usePageMeta({
    title: id ? `Certificate ${id}` : 'Verify a Certificate',
    description: 'Check that a GX Academy certificate is authentic and valid by its certificate ID.',
    // A result names a person: keep it out of search engines.
    robots: id ? 'noindex' : undefined,
    // The shared link's preview shows the certificate (drawn by the site's server, scripts/lib/certificate-preview.ts).
    image: id ? `/og/verify/${encodeURIComponent(id)}.png` : undefined,
  });

  // One verification per ID and attempt: a new attempt (the same ID submitted again, Retry) reads
  // as loading until its answer arrives. `verifyCertificate` turns every failure into an outcome.
  const verification = useData(id ? ['verify', id, attempt] : null, async () => {
    const found = await verifyCertificate(id ?? '');
    if (found.kind === 'found') reportVerification(found.result.certificate_id, via);
    return found;
  }, { onSuccess: notify });
  const outcome = verification.state.status === 'loaded' ? verification.state.data : null;
  const verifyAgain = () => setAttempt((n) => n + 1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeVerificationId(input);
    if (!typed) {
      // docs/rules.md#validation: an empty ID is not submitted.
      setInputError(verificationIdMessages.required);
      return;
    }
    setInputError(null);
    setInput(typed);
    if (typed === id) verifyAgain();
    else navigate(`/verify/${encodeURIComponent(typed)}`, { state: { via: 'id' } });
  };

  const badge = badgeOf(id, outcome);
  // A found certificate that is not valid: which status it has (expired is not revoked).
  const foundStatus = outcome?.kind === 'found' && !isValidResult(outcome.result) ? outcome.result.verification_status : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Verify a Certificate</Title>
          <Text className={classes.lead}>
            Enter the certificate ID printed on the certificate to check that it is authentic.
          </Text>
        </Stack>
        <Card withBorder padding="lg" radius="md">
          <Form onSubmit={onSubmit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                className={classes.input}
                label="Certificate ID"
                placeholder="e.g. CERT-XXXXXXXX"
                value={input}
                error={inputError}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setInput(event.currentTarget.value)}
              />
              <Button type="submit" loading={Boolean(id) && !outcome}>
                Verify Certificate
              </Button>
            </Group>
          </Form>
        </Card>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="verification-result" aria-live="polite">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} id="verification-result" className={classes.resultTitle}>
                Verification result
              </Title>
              <Group gap="xs">
                <StatusBadge color={badge.color} size="lg">
                  {badge.label}
                </StatusBadge>
                {foundStatus && (
                  <StatusBadge color={statusColor(foundStatus)} size="lg">
                    {statusLabel(foundStatus)}
                  </StatusBadge>
                )}
              </Group>
            </Group>
            <ResultBody id={id} outcome={outcome} onRetry={verifyAgain} />
          </Stack>
        </Card>
        <CredentialFileCheck />
      </Stack>
    </Container>
  );
}
