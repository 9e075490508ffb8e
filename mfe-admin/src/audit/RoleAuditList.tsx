import { listRoleAudit } from '../api';
import { formatDateTime, roleLabel } from '../model';
import { DataTable, PagedList, usePagedData } from '../lists/PagedList';

/** Who changed whose role, from what to what, and when, newest first. */
export function RoleAuditList({ refreshKey }: { refreshKey: number }) {
  const list = usePagedData('admin/role-audit', [], listRoleAudit, { refreshKey });
  return (
    <PagedList
      list={list}
      loadingLabel="Loading the role audit"
      errorTitle="The role audit could not be loaded"
      empty="No role changes yet"
      pagerLabel="Role audit"
    >
      {(items) => (
        <DataTable cards caption="Role changes, newest first" columns={['When', 'Changed by', 'User', 'From', 'To']}>
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
        </DataTable>
      )}
    </PagedList>
  );
}
