import { IconCertificate } from '@tabler/icons-react';
import {
  Button,
  Card,
  Container,
  Group,
  Link,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  selectIsAdmin,
  signOut,
  usePageMeta,
  useSession,
} from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { fetchVerifiedByOthers } from '../certificates/insights';
import { summarize } from '../certificates/model';
import { messageOf, showToast } from '../certificates/notify';
import { useSiteOrigin } from '../certificates/useSiteOrigin';
import { CertificateCard } from './CertificateCard';
import { SummaryCards } from './SummaryCards';
import { useOwnCertificates } from './useOwnCertificates';
import classes from './CertificateDashboard.module.css';

function signOutWithFeedback() {
  try {
    signOut();
  } catch (error) {
    // docs/rules.md#errors: 'Error signing out' with the message.
    showToast({ color: 'red', title: 'Error signing out', message: messageOf(error) });
  }
}

function LoadingCertificates() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your certificates">
      <Skeleton height={96} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

function NoCertificates() {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconCertificate size={28} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          No certificates yet
        </Text>
        <Text>You don&apos;t have any certificates yet. They will appear here once issued.</Text>
      </Stack>
    </Card>
  );
}

/** /dashboard (docs/rules.md#dashboard): the signed-in user's certificates. RequireSession guards the route. */
export function CertificateDashboard() {
  const user = useSession((state) => state.user);
  const isAdmin = useSession(selectIsAdmin);
  const { state, retry } = useOwnCertificates(user?.id);
  const origin = useSiteOrigin();
  // Each certificate's "verified by others" line; without it the cards show the rest.
  const others = useData(user?.id ? ['verified-by-others', user.id] : null, fetchVerifiedByOthers);
  const othersOf = (certificateId: string) => others.data?.find((row) => row.certificateId === certificateId);
  usePageMeta({ title: 'Certificate Dashboard', description: 'Your GX Academy certificates.', robots: 'noindex' });

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>Certificate Dashboard</Title>
            <Text className={classes.welcome}>Welcome back, {user?.email ?? ''}</Text>
          </Stack>
          <Group gap="sm">
            {isAdmin && (
              <Button component={Link} to="/admin" variant="light">
                Admin Panel
              </Button>
            )}
            <Button variant="default" onClick={signOutWithFeedback}>
              Sign Out
            </Button>
          </Group>
        </Group>

        {state.status === 'loading' && <LoadingCertificates />}

        {state.status === 'error' && (
          <LoadError title="Error loading certificates" retryLabel="Try Again" onRetry={retry}>
            {messageOf(state.error)}
          </LoadError>
        )}

        {state.status === 'loaded' && (
          <>
            <SummaryCards summary={summarize(state.data)} />
            <section aria-labelledby="your-certificates">
              <Stack gap="md">
                <Title order={2} id="your-certificates">
                  Your Certificates
                </Title>
                {state.data.length === 0 ? (
                  <NoCertificates />
                ) : (
                  state.data.map((certificate) => (
                    <CertificateCard key={certificate.id} certificate={certificate} origin={origin} others={othersOf(certificate.certificate_id)} />
                  ))
                )}
              </Stack>
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
