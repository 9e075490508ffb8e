/** Addresses and handles of the running system, for the journeys. */
import PocketBase from 'pocketbase';
import { createVerifiedUser as createUserRecord, superuserClient as signedInSuperuser } from 'gx-pocketbase';
import { apps, localOrigin, pocketbaseUrl, services, type AppInfo } from 'shared-ui/build/topology';

export type { AppInfo };

export { apps, localOrigin };
export const siteUrl = localOrigin(apps.shell.port);
export const mailWebUrl = `http://${services.maildev.host}:${services.maildev.webPort}`;

/** The first site admin that `start.ts --e2e` creates (its local defaults). */
export const admin = {
  email: process.env.GX_ADMIN_EMAIL ?? 'admin@gxacademy.example',
  password: process.env.GX_ADMIN_PASSWORD ?? 'GxAdmin#2025',
};

/** PocketBase's superuser, a separate account (the local defaults of site/src/settings.ts). */
export const superuser = {
  email: process.env.GX_SUPERUSER_EMAIL ?? 'superuser@gxacademy.example',
  password: process.env.GX_SUPERUSER_PASSWORD ?? 'GxSuperuser#2025',
};

/** A PocketBase client signed in as the superuser: sets up data the way an operator would. */
export function superuserClient(): Promise<PocketBase> {
  return signedInSuperuser(pocketbaseUrl, superuser);
}

/** A PocketBase client for direct API calls, as an attacker or a user would make them. */
export function apiClient(): PocketBase {
  const pb = new PocketBase(pocketbaseUrl);
  pb.autoCancellation(false);
  return pb;
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

export const strongPassword = 'Str0ng!Passw0rd';

/** A registered, verified user who can sign in at once. */
export async function createVerifiedUser(label = 'user', overrides: { firstName?: string; lastName?: string; email?: string } = {}) {
  const email = overrides.email ?? uniqueEmail(label);
  const record = await createUserRecord(await superuserClient(), {
    email,
    password: strongPassword,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
  });
  return { id: record.id, email, password: strongPassword };
}

const CONTROL_URL = 'http://127.0.0.1:3999';

async function control(app: AppInfo['dir'], action: string, query = '') {
  const url = `${CONTROL_URL}/apps/${app}/${action}${query}`;
  // Every action is idempotent: one retry covers a kept-alive connection the server closed as
  // it was reused (after a long release build, for instance).
  const response = await fetch(url, { method: 'POST' }).catch(() => fetch(url, { method: 'POST' }));
  if (!response.ok) throw new Error(`control ${action} ${app}: HTTP ${response.status}`);
}

/** Stops an app's static server (connections refused from now on). */
export const stopApp = (app: AppInfo['dir']) => control(app, 'stop');
/** Starts it again. */
export const startApp = (app: AppInfo['dir']) => control(app, 'start');
/** Stops a backing service cleanly (SIGTERM), as an operator's restart would (fault journeys). */
export async function stopService(service: 'pocketbase' | 'maildev') {
  const response = await fetch(`${CONTROL_URL}/services/${service}/stop`, { method: 'POST' });
  if (!response.ok) throw new Error(`control stop ${service}: HTTP ${response.status}`);
}
/** Starts it again on the same port (PocketBase: with the same data); resolves once it answers. */
export async function startService(service: 'pocketbase' | 'maildev') {
  const response = await fetch(`${CONTROL_URL}/services/${service}/start`, { method: 'POST' });
  if (!response.ok) throw new Error(`control start ${service}: HTTP ${response.status}`);
}
/** Serves another build folder from the same URL (a deploy). */
export const serveFrom = (app: AppInfo['dir'], dir: string) => control(app, 'root', `?dir=${encodeURIComponent(dir)}`);

/** Switches the render server off (the shell's static index.html for every page) or on again. */
export const setPageRendering = (on: boolean) => control('shell', 'render', `?on=${on ? 1 : 0}`);
