/**
 * Off-host copies of PocketBase's backups (docs/operations.md, "Backups"): PocketBase writes its scheduled
 * zips into <dataDir>/backups; this copies each one that the destination does not hold yet (same
 * name and size) into a directory, which can be a mounted network share or a synced folder. A
 * zip is written under a temporary name and renamed, so the destination never holds half a file.
 */
import { copyFile, mkdir, readdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface CopiedBackup {
  name: string;
  bytes: number;
}

export async function copyBackups(dataDir: string, destination: string): Promise<{ copied: CopiedBackup[]; kept: string[] }> {
  const source = join(dataDir, 'backups');
  await mkdir(destination, { recursive: true });
  let names: string[];
  try {
    names = (await readdir(source)).filter((name) => name.endsWith('.zip')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { copied: [], kept: [] };
    throw error;
  }
  const copied: CopiedBackup[] = [];
  const kept: string[] = [];
  for (const name of names) {
    const { size } = await stat(join(source, name));
    const existing = await stat(join(destination, name)).catch(() => undefined);
    if (existing?.size === size) {
      kept.push(name);
      continue;
    }
    const partial = join(destination, `.${name}.part`);
    await copyFile(join(source, name), partial);
    await rename(partial, join(destination, name));
    copied.push({ name, bytes: size });
  }
  return { copied, kept };
}
