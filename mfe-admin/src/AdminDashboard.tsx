import { Suspense, useCallback, useState } from 'react';
import { Button, Center, Container, Group, Loader, Stack, Text, Title, lazyPage, notifications, signOut, usePageMeta, useSession } from 'shared-ui';
import { Tabs } from 'shared-ui/forms';
import { StatsCards } from './stats/StatsCards';
import { CertificateList } from './certificates/CertificateList';
import { CreateCertificateForm } from './create/CreateCertificateForm';
import { UserManagement } from './users/UserManagement';
import { RoleAuditList } from './audit/RoleAuditList';
import { ContactInbox } from './inbox/ContactInbox';
import { ReleasesPanel } from './releases/ReleasesPanel';
import { OutgoingMail } from './outbox/OutgoingMail';
import { TemplatesPanel } from './templates/TemplatesPanel';
import classes from './Admin.module.css';

// The figures and their chart (ECharts) load only when the Insights tab is opened.
const InsightsPanel = lazyPage('admin/insights', () => import(/* webpackChunkName: "admin/insights" */ './insights/InsightsPanel'));

// The CSV reader and the report table are needed only by the few admins who bulk issue.
const BulkIssue = lazyPage('admin/bulk-issue', () => import(/* webpackChunkName: "admin/bulk-issue" */ './bulk/BulkIssue'));

/** /admin (docs/rules.md#admin): counters, certificates, issuing, users, audit, inbox. */
export function AdminDashboard() {
  const email = useSession((state) => state.user?.email ?? '');
  usePageMeta({ title: 'Admin Dashboard', description: 'Manage certificates, user roles and contact messages.' });
  // Bumped after every change, so that the counters and lists show it at once.
  const [certificatesVersion, setCertificatesVersion] = useState(0);
  const [rolesVersion, setRolesVersion] = useState(0);
  const certificatesChanged = useCallback(() => setCertificatesVersion((n) => n + 1), []);
  const rolesChanged = useCallback(() => setRolesVersion((n) => n + 1), []);

  const onSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Error signing out', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>Admin Dashboard</Title>
            <Text className={classes.muted}>Signed in as {email}</Text>
          </Stack>
          <Button variant="default" onClick={onSignOut}>
            Sign Out
          </Button>
        </Group>
        <StatsCards refreshKey={certificatesVersion} />
        <Tabs defaultValue="certificates" keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
          <Tabs.List aria-label="Admin sections">
            <Tabs.Tab value="certificates">Certificates</Tabs.Tab>
            <Tabs.Tab value="create">Create Certificate</Tabs.Tab>
            <Tabs.Tab value="bulk">Bulk Issue</Tabs.Tab>
            <Tabs.Tab value="templates">Templates</Tabs.Tab>
            <Tabs.Tab value="users">Users</Tabs.Tab>
            <Tabs.Tab value="audit">Role Audit</Tabs.Tab>
            <Tabs.Tab value="inbox">Contact Inbox</Tabs.Tab>
            <Tabs.Tab value="releases">Releases</Tabs.Tab>
            <Tabs.Tab value="outbox">Outgoing mail</Tabs.Tab>
            <Tabs.Tab value="insights">Insights</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="certificates" pt="lg">
            <Title order={2} size="h3" mb="md">
              Certificate Management
            </Title>
            <CertificateList refreshKey={certificatesVersion} onChanged={certificatesChanged} />
          </Tabs.Panel>
          <Tabs.Panel value="create" pt="lg">
            <Title order={2} size="h3" mb="md">
              Create Certificate
            </Title>
            <CreateCertificateForm onCreated={certificatesChanged} />
          </Tabs.Panel>
          <Tabs.Panel value="bulk" pt="lg">
            <Title order={2} size="h3" mb="md">
              Bulk Issue from CSV
            </Title>
            <Suspense
              fallback={
                <Center py="lg">
                  <Loader role="status" aria-label="Loading bulk issue" />
                </Center>
              }
            >
              <BulkIssue onIssued={certificatesChanged} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="lg">
            <Title order={2} size="h3" mb="md">
              Certificate Templates
            </Title>
            <TemplatesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="lg">
            <Title order={2} size="h3" mb="md">
              User Management
            </Title>
            <UserManagement refreshKey={rolesVersion} onChanged={rolesChanged} />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="lg">
            <Title order={2} size="h3" mb="md">
              Role Audit
            </Title>
            <RoleAuditList refreshKey={rolesVersion} />
          </Tabs.Panel>
          <Tabs.Panel value="inbox" pt="lg">
            <Title order={2} size="h3" mb="md">
              Contact Inbox
            </Title>
            <ContactInbox />
          </Tabs.Panel>
          <Tabs.Panel value="releases" pt="lg">
            <Title order={2} size="h3" mb="md">
              Releases
            </Title>
            <ReleasesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="outbox" pt="lg">
            <Title order={2} size="h3" mb="md">
              Outgoing mail
            </Title>
            <OutgoingMail />
          </Tabs.Panel>
          <Tabs.Panel value="insights" pt="lg">
            <Title order={2} size="h3" mb="md">
              Insights
            </Title>
            <Suspense
              fallback={
                <Center py="lg">
                  <Loader role="status" aria-label="Loading insights" />
                </Center>
              }
            >
              <InsightsPanel />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
