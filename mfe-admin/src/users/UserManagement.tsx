import { useState } from 'react';
import { Text, notifications, useSession } from 'shared-ui';
import { Select } from 'shared-ui/admin-inputs';
import { changeRole, errorMessage, listUsers, type UserRow } from '../api';
import { DESCRIPTION_BELOW } from '../create/field-layout';
import { ROLE_LABELS, formatDate, fullName } from '../model';
import { DataTable, PagedList, usePagedData } from '../lists/PagedList';
import classes from '../Admin.module.css';

type Role = UserRow['role'];

const ROLE_CHOICES = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * docs/rules.md#admin, #states, #roles: every profile, newest first, each with its role in a dropdown that is disabled
 * while that row saves; the admin's own row cannot be changed. The server refuses the same.
 */
export function UserManagement({ refreshKey, onChanged }: { refreshKey: number; onChanged: () => void }) {
  const ownId = useSession((state) => state.user?.id ?? '');
  const list = usePagedData('admin/users', [], listUsers, {
    refreshKey,
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

  return (
    <PagedList
      list={list}
      controls={<Text size="sm">Role changes are logged for auditing: see the Role Audit tab.</Text>}
      loadingLabel="Loading users"
      errorTitle="Failed to load user profiles"
      empty="No users found"
      pagerLabel="User"
    >
      {(items) => (
        <DataTable cards caption="Users, newest first" columns={['Name', 'Email', 'Joined', 'Role']}>
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
        </DataTable>
      )}
    </PagedList>
  );
}
