import { useEffect, useState } from 'react';
import { Center, Loader, Text } from 'shared-ui';
import { errorMessage } from '../api';
import classes from '../Admin.module.css';
import { fetchReleases, type ReleasesOverview } from './api';
import { ReleasesView } from './ReleasesView';

/** The Releases tab: loads the overview once each time the tab is opened. */
export function ReleasesPanel() {
  const [state, setState] = useState<{ overview?: ReleasesOverview; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    fetchReleases().then(
      (overview) => current && setState({ overview }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (state.error) return <Text className={classes.errorText}>The releases could not be loaded: {errorMessage(state.error)}</Text>;
  if (!state.overview) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Loading the releases" />
      </Center>
    );
  }
  return <ReleasesView overview={state.overview} />;
}
