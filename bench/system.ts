/**
 * The running system a benchmark measures: the one already answering on the shell's port, or
 * `scripts/start.ts --e2e` started here (production builds, fresh data). Run benchmarks under the
 * e2e lock: they use the same ports as the end-to-end suite.
 */
import { startAnswering } from 'gx-processes';
import { apps, localOrigin } from 'shared-ui/build/topology';
import { fromRoot } from '../scripts/lib/paths';

const shellOrigin = localOrigin(apps.shell.port);

async function systemIsUp() {
  try {
    return (await fetch(`${shellOrigin}/runtime-config.json`)).ok;
  } catch {
    return false;
  }
}

/** Starts the system unless one is up; resolves to a function that stops what it started. */
export async function startSystem(): Promise<() => void> {
  if (await systemIsUp()) return () => undefined;
  const system = await startAnswering(fromRoot('node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--e2e'], {
    name: 'The system',
    ready: systemIsUp,
    timeoutMs: 180_000,
    spawn: { cwd: fromRoot(), stdio: 'ignore' },
  });
  return () => void system.stop();
}
