import { useState } from 'react';
import { Loader, Center, Stack, Text, notifications, useSession } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { Select } from 'shared-ui/admin-inputs';
import { changeRole, errorMessage, listUsers, type UserRow } from '../api';
import { DESCRIPTION_BELOW } from '../create/field-layout';
import { ROLE_LABELS, formatDate, fullName } from '../model';
import { Pager } from '../Pager';
import classes from '../Admin.module.css';

type Role = UserRow['role'];

const ROLE_CHOICES = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * docs/rules.md#admin, #states, #roles: every profile, newest first, each with its role in a dropdown that is disabled
 * while that row saves; the admin's own row cannot be changed. The server refuses the same.
 */
export function UserManagement({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const [page, setPage] = useState(1);
  const ownId = useSession((state) => state.user?.id ?? '');
  const list = useData(['admin/users', page, refreshKey], () => listUsers(page), {
    keepPrevious: true,
    onError: () => notifications.show({ color: 'red', title: 'Error', message: 'Failed to load user profiles' }),
  });
  // Roles as changed on this page, so a saved change shows at once without reloading the list.
  const [roles, setRoles] = useState<Record<string, Role>>({});
  const [saving, setSaving] = useState<Record<string, boolean>>({});

  const update = async (userId: string, role: Role, previous: Role) => {
    setSaving((state) => ({ ...state, [userId]: true }));
    setRoles((state) => ({ ...state, [userId]: role }));
    try {
      await changeRole(userId, role);
      notifications.show({ color: 'green', title: 'Role Updated', message: `User role has been updated to ${role}` });
      onChanged();
    } catch (error) {
      setRoles((state) => ({ ...state, [userId]: previous }));
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, 'Failed to update user role') });
    } finally {
      setSaving((state) => ({ ...state, [userId]: false }));
    }
  };

  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">Role changes are logged for auditing: see the Role Audit tab.</Text>
      {list.state.status === 'loading' ? (
        <Center py="lg">
          <Loader role="status" aria-label="Loading users" />
        </Center>
      ) : list.state.status === 'error' ? (
        <LoadError title="Failed to load user profiles" onRetry={list.retry}>
          {errorMessage(list.state.error)}
        </LoadError>
      ) : items.length === 0 ? (
        <Text py="lg" ta="center">
          No users found
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <table className={`${classes.table} ${classes.cards}`}>
            <caption>
              <Text size="sm" ta="left" className={classes.muted}>
                Users, newest first
              </Text>
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Joined</th>
                <th scope="col">Role</th>
              </tr>
            </thead>
            <tbody>
              {items.map(({ profile, role }) => {
                const own = profile.user === ownId;
                const current = roles[profile.user] ?? role;
                return (
                  <tr key={profile.id}>
                    <td data-label="Name">{fullName(profile)}</td>
                    <td data-label="Email">{profile.email}</td>
                    <td data-label="Joined">{formatDate(profile.created)}</td>
                    <td data-label="Role">
                      <Select
                        aria-label={`Role of ${profile.email}`}
                        size="xs"
                        className={classes.roleSelect}
                        value={current}
                        disabled={own || saving[profile.user] === true}
                        description={own ? 'Your own role cannot be changed' : undefined}
                        inputWrapperOrder={DESCRIPTION_BELOW}
                        data={ROLE_CHOICES}
                        allowDeselect={false}
                        onChange={(value) => {
                          if (value && value !== current) void update(profile.user, value as Role, current);
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} totalItems={list.data.totalItems} label="User" onPage={setPage} />}
    </Stack>
  );
}
