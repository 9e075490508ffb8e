import { Center, Loader } from 'shared-ui';
import { LoadError, useData } from 'shared-ui/data';
import { errorMessage } from '../api';
import { fetchReleases } from './api';
import { ReleasesView } from './ReleasesView';

/**
 * The Releases tab: reads the overview afresh each time the tab is opened (the panel mounts with
 * it), showing the last one meanwhile.
 */
export function ReleasesPanel() {
  const releases = useData('admin/releases', fetchReleases);
  if (releases.state.status === 'error') {
    return (
      <LoadError title="The releases could not be loaded" onRetry={releases.retry}>
        {errorMessage(releases.state.error)}
      </LoadError>
    );
  }
  if (releases.state.status === 'loading') {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the releases" />
      </Center>
    );
  }
  return <ReleasesView overview={releases.state.data} />;
}
