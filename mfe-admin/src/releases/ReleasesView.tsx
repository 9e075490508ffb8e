import { Stack, Text, Title } from 'shared-ui';
import { formatDateTime } from '../model';
import { DataTable } from '../lists/PagedList';
import classes from '../Admin.module.css';
import type { ReleasesOverview } from './api';

/** `mfe_exchange` -> `exchange`: the name teams use with `npm run release`. */
const remoteName = (container: string) => container.replace(/^mfe_/, '');

/** Read only: each channel's current release per remote, and the history of changes, newest first. */
export function ReleasesView({ overview }: { overview: ReleasesOverview }) {
  if (!overview.configured) return <Text py="lg">No release store is configured on this server.</Text>;
  return (
    <Stack gap="xl">
      {overview.channels.map((channel) => (
        <Stack key={channel.name} gap="xs">
          <Title order={3} size="h4">
            {channel.name} <span className={classes.muted}>(revision {channel.revision})</span>
          </Title>
          {!channel.readable ? (
            <Text className={classes.errorText}>The {channel.name} pointer could not be read.</Text>
          ) : channel.remotes.length === 0 ? (
            <Text>Nothing promoted to {channel.name} yet</Text>
          ) : (
            <DataTable label={`${channel.name} releases`} columns={['Remote', 'Release', 'Promoted by', 'When']}>
              {channel.remotes.map((row) => (
                <tr key={row.remote}>
                  <td>{remoteName(row.remote)}</td>
                  <td>
                    <code>{row.release}</code>
                  </td>
                  <td>{row.by || 'Not recorded'}</td>
                  <td>{formatDateTime(row.at)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </Stack>
      ))}
      <Stack gap="xs">
        <Title order={3} size="h4">
          History
        </Title>
        {overview.history.length === 0 ? (
          <Text>No releases promoted yet</Text>
        ) : (
          <DataTable label="Release history" columns={['When', 'Who', 'Channel', 'Remote', 'Change', 'Why']}>
            {overview.history.map((change) => (
              <tr key={`${change.channel}-${change.revision}-${change.remote}-${change.at}`}>
                <td>{formatDateTime(change.at)}</td>
                <td>{change.who}</td>
                <td>{change.channel}</td>
                <td>{remoteName(change.remote)}</td>
                <td>
                  {change.action === 'rollback' ? 'Rolled back ' : ''}
                  <code>{change.from ?? 'none'}</code> → <code>{change.to}</code>
                </td>
                <td>{change.why}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </Stack>
    </Stack>
  );
}
