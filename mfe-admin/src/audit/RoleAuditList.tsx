import { useState } from 'react';
import { Center, Loader, Stack, Text } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { errorMessage, listRoleAudit } from '../api';
import { formatDateTime, roleLabel } from '../model';
import { Pager } from '../Pager';
import classes from '../Admin.module.css';

/** Who changed whose role, from what to what, and when, newest first. */
export function RoleAuditList({ refreshKey }: { refreshKey: number }) {
  const [page, setPage] = useState(1);
  const list = useData(['admin/role-audit', page, refreshKey], () => listRoleAudit(page), { keepPrevious: true });
  const items = list.data?.items ?? [];
  if (list.state.status === 'loading') {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the role audit" />
      </Center>
    );
  }
  if (list.state.status === 'error') {
    return (
      <LoadError title="The role audit could not be loaded" onRetry={list.retry}>
        {errorMessage(list.state.error)}
      </LoadError>
    );
  }
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Text py="lg" ta="center">
          No role changes yet
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <table className={`${classes.table} ${classes.cards}`}>
            <caption>
              <Text size="sm" ta="left" className={classes.muted}>
                Role changes, newest first
              </Text>
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Changed by</th>
                <th scope="col">User</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td data-label="When">{formatDateTime(entry.created)}</td>
                  {/* An empty actor is the start-up script that made the first admin. */}
                  <td data-label="Changed by">{entry.actor_email || 'System (first admin)'}</td>
                  <td data-label="User">{entry.target_email}</td>
                  <td data-label="From">{roleLabel(entry.old_role || 'user')}</td>
                  <td data-label="To">{roleLabel(entry.new_role)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} totalItems={list.data.totalItems} label="Role audit" onPage={setPage} />}
    </Stack>
  );
}
