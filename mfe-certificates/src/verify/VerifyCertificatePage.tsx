import { useState, type FormEvent } from 'react';
import {
  useParams,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Stack,
  Text,
  Title,
  usePageMeta,
} from 'shared-ui';
import { TextInput } from 'shared-ui/forms';

type VerificationState = 'ready' | 'loading' | 'valid' | 'invalid';

const badges: Record<VerificationState, { label: string; color: string }> = {
  ready: { label: 'Ready to verify', color: 'gray' },
  loading: { label: 'Verifying…', color: 'blue' },
  valid: { label: 'Valid certificate', color: 'green' },
  invalid: { label: 'Invalid or revoked', color: 'red' },
};

/** /verify and /verify/{id}: anyone may check a certificate by its ID. */
export function VerifyCertificatePage() {
  const { certificateId = '' } = useParams();
  const [input, setInput] = useState(certificateId);
  const [state] = useState<VerificationState>('ready');
  usePageMeta({
    title: 'Verify a Certificate',
    description: 'Check that a GX Academy certificate is authentic and valid by its certificate ID.',
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
  };

  const badge = badges[state];
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Verify a Certificate</Title>
          <Text c="dimmed">Enter the certificate ID printed on the certificate to check that it is authentic.</Text>
        </Stack>
        <Card withBorder padding="lg">
          <form onSubmit={onSubmit}>
            <Stack gap="md">
              <Group justify="space-between">
                <Text fw={600}>Certificate verification</Text>
                <Badge color={badge.color} variant="light">
                  {badge.label}
                </Badge>
              </Group>
              <TextInput
                label="Certificate ID"
                placeholder="e.g. CERT-XXXXXXXX"
                value={input}
                onChange={(event) => setInput(event.currentTarget.value)}
              />
              <Button type="submit">Verify Certificate</Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
