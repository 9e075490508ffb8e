import { Suspense, useCallback, useState, type ReactNode } from 'react';
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

  // Each tab: its label, the panel's heading, and, for a panel whose code loads when opened, what its loader says.
  const sections: Array<{ value: string; tab: string; title: string; panel: ReactNode; loading?: string }> = [
    { value: 'certificates', tab: 'Certificates', title: 'Certificate Management', panel: <CertificateList refreshKey={certificatesVersion} onChanged={certificatesChanged} /> },
    { value: 'create', tab: 'Create Certificate', title: 'Create Certificate', panel: <CreateCertificateForm onCreated={certificatesChanged} /> },
    { value: 'bulk', tab: 'Bulk Issue', title: 'Bulk Issue from CSV', panel: <BulkIssue onIssued={certificatesChanged} />, loading: 'Loading bulk issue' },
    { value: 'templates', tab: 'Templates', title: 'Certificate Templates', panel: <TemplatesPanel /> },
    { value: 'users', tab: 'Users', title: 'User Management', panel: <UserManagement refreshKey={rolesVersion} onChanged={rolesChanged} /> },
    { value: 'audit', tab: 'Role Audit', title: 'Role Audit', panel: <RoleAuditList refreshKey={rolesVersion} /> },
    { value: 'inbox', tab: 'Contact Inbox', title: 'Contact Inbox', panel: <ContactInbox /> },
    { value: 'releases', tab: 'Releases', title: 'Releases', panel: <ReleasesPanel /> },
    { value: 'outbox', tab: 'Outgoing mail', title: 'Outgoing mail', panel: <OutgoingMail /> },
    { value: 'insights', tab: 'Insights', title: 'Insights', panel: <InsightsPanel />, loading: 'Loading insights' },
  ];

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
            {sections.map((section) => (
              <Tabs.Tab key={section.value} value={section.value}>
                {section.tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sections.map((section) => (
            <Tabs.Panel key={section.value} value={section.value} pt="lg">
              <Title order={2} size="h3" mb="md">
                {section.title}
              </Title>
              {section.loading ? (
                <Suspense
                  fallback={
                    <Center py="lg">
                      <Loader role="status" aria-label={section.loading} />
                    </Center>
                  }
                >
                  {section.panel}
                </Suspense>
              ) : (
                section.panel
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
