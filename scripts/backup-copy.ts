/**
 * `npm run backup:copy -- <directory>`: copies PocketBase's backups (the scheduled daily ones and
 * any made by hand) from the data directory of these settings to another place, skipping those
 * already there. Run it from cron or a systemd timer after the 03:00 UTC backup (README,
 * "Backups"). One line per file, with a timestamp.
 */
import { resolve } from 'node:path';
import { copyBackups } from 'gx-pocketbase';
import { settingsOrExit } from 'site/settings';

const destination = process.argv[2];
const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);
if (!destination) {
  console.error('Usage: npm run backup:copy -- <directory>   (a mounted share, a synced folder, another disk)');
  process.exit(2);
}
// Only the data directory is needed: the local profile reads GX_DATA_DIR without asking for secrets.
const settings = settingsOrExit('local');
const target = resolve(destination);
const { copied, kept } = await copyBackups(settings.dataDir, target);
for (const backup of copied) log(`copied ${backup.name} (${backup.bytes} bytes) to ${target}`);
log(`${copied.length} copied, ${kept.length} already there (${settings.dataDir}/backups → ${target})`);
