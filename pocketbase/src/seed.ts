import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { samplePdf } from './sample-pdf.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface SiteAdminAccount extends Credentials {
  firstName?: string;
  lastName?: string;
}

export interface Person extends Credentials {
  firstName: string;
  lastName: string;
}

/** The verified ordinary user of the development seed. */
export const SEED_USER: Person = {
  email: 'learner@gx.example',
  password: 'Learner#2025',
  firstName: 'Lena',
  lastName: 'Learner',
};

export async function superuserClient(url: string, superuser: Credentials): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(superuser.email, superuser.password);
  return pb;
}

async function findOne(pb: PocketBase, collection: string, filter: string): Promise<RecordModel | null> {
  try {
    return await pb.collection(collection).getFirstListItem(filter);
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

async function passwordWorks(url: string, account: Credentials): Promise<boolean> {
  const pb = new PocketBase(url);
  try {
    await pb.collection('users').authWithPassword(account.email, account.password);
    return true;
  } catch {
    return false;
  } finally {
    pb.authStore.clear();
  }
}

/** Creates a verified `users` record through the API as a superuser (the password and name rules apply). */
export function createVerifiedUser(pb: PocketBase, person: Person): Promise<RecordModel> {
  return pb.collection('users').create<RecordModel>({
    email: person.email,
    password: person.password,
    passwordConfirm: person.password,
    first_name: person.firstName,
    last_name: person.lastName,
    verified: true,
  });
}

/**
 * A verified `users` record with these credentials and names; created when absent, otherwise
 * verified and given this password if it does not already sign in with it. Goes through the API
 * as a superuser, so the spec's password and name rules apply to seeded accounts too.
 */
export async function ensureVerifiedUser(pb: PocketBase, person: Person): Promise<RecordModel> {
  const users = pb.collection('users');
  // The server stores addresses in lower case and matches them as stored.
  const email = person.email.trim().toLowerCase();
  const existing = await findOne(pb, 'users', pb.filter('email = {:email}', { email }));
  if (!existing) return createVerifiedUser(pb, { ...person, email });
  const changes: Record<string, unknown> = {};
  if (!existing['verified']) changes['verified'] = true;
  if (!(await passwordWorks(pb.baseUrl, { email, password: person.password }))) {
    changes['password'] = person.password;
    changes['passwordConfirm'] = person.password;
  }
  return Object.keys(changes).length ? users.update(existing.id, changes) : existing;
}

/**
 * Gives a user a role as a superuser. The role route refuses superusers (an audit row names a
 * site admin as actor), so this writes the row and its audit entry (actor empty: the system).
 */
export async function ensureRole(pb: PocketBase, user: RecordModel, role: 'user' | 'admin'): Promise<void> {
  const row = await findOne(pb, 'user_roles', pb.filter('user = {:user}', { user: user.id }));
  const previous = row ? String(row['role']) : 'user';
  if (row && previous === role) return;
  if (!row && role === 'user') return;
  if (row) await pb.collection('user_roles').update(row.id, { role });
  else await pb.collection('user_roles').create({ user: user.id, role });
  await pb.collection('role_audit').create({
    target: user.id,
    target_email: String(user['email'] ?? ''),
    old_role: previous,
    new_role: role,
  });
}

/**
 * The first site admin: created once, when the site has no admin at all, as a verified `users`
 * record with role admin in user_roles. Once any admin exists nothing is changed, so a restart
 * never resets a password an admin chose, nor gives back a role another admin took away.
 *
 * An account that already has that address was made by whoever signed up with it. It is made the
 * admin only when it signs in with the configured password, i.e. the operator made it and opened
 * its mailed link (only verified accounts may sign in) ('promoted');
 * otherwise nothing changes ('refused'): promoting it would hand the site to whoever chose its
 * password, and resetting that password would take over an account someone else opened. The
 * operator then deletes that account in PocketBase's admin UI or names another address.
 * 'unchecked': the superuser does not sign in with the password given.
 */
export async function ensureSiteAdmin(
  url: string,
  superuser: Credentials,
  admin: SiteAdminAccount,
): Promise<'created' | 'promoted' | 'refused' | 'exists' | 'unchecked'> {
  let pb: PocketBase;
  try {
    pb = await superuserClient(url, superuser);
  } catch (error) {
    // A superuser keeps a password changed in the admin UI (ensureSuperuser): the configured one
    // then no longer signs in, and an existing site must still start.
    if (error instanceof ClientResponseError && error.status === 400) return 'unchecked';
    throw error;
  }
  if (await findOne(pb, 'user_roles', "role = 'admin'")) return 'exists';
  const email = admin.email.trim().toLowerCase();
  const existing = await findOne(pb, 'users', pb.filter('email = {:email}', { email }));
  if (existing && !(await passwordWorks(url, { email, password: admin.password }))) return 'refused';
  const user: RecordModel =
    existing ??
    (await createVerifiedUser(pb, { email, password: admin.password, firstName: admin.firstName ?? 'Site', lastName: admin.lastName ?? 'Admin' }));
  await ensureRole(pb, user, 'admin');
  return existing ? 'promoted' : 'created';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` from today (negative: in the past), in PocketBase's date format. */
function daysFromToday(days: number): string {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.toISOString().slice(0, 10)} 00:00:00.000Z`;
}

interface SeedCertificate {
  title: string;
  description: string;
  issueInDays: number;
  expiryInDays?: number;
  status: 'active' | 'expired' | 'revoked';
  revocationReason?: string;
  withFile?: boolean;
}

const SEED_CERTIFICATES: SeedCertificate[] = [
  {
    title: 'Career Guidance Programme',
    description: 'Completed the career guidance programme: roadmaps, aptitude tests and counselling.',
    issueInDays: -30,
    expiryInDays: 335,
    status: 'active',
    withFile: true,
  },
  {
    title: 'Digital Marketing Fundamentals',
    description: 'Marketing fundamentals, SEO, analytics and social strategy.',
    issueInDays: -60,
    status: 'active',
  },
  {
    title: 'Financial Literacy Workshop',
    description: 'Budgeting, investing and personal finance.',
    issueInDays: -400,
    expiryInDays: -35,
    status: 'expired',
  },
  {
    title: 'Entrepreneurship Bootcamp',
    description: 'Ideation, branding, business model and fundraising.',
    issueInDays: -90,
    status: 'revoked',
    revocationReason: 'Issued in error',
  },
  {
    title: 'AI Awareness Workshop',
    description: 'Still marked active, but its expiry date has passed: verification reports it expired.',
    issueInDays: -200,
    expiryInDays: -10,
    status: 'active',
  },
];

/**
 * The development seed (never run by migrations): the first admin, one verified ordinary user and
 * certificates of each status (one expired only by date, one with a PDF file). Idempotent: a
 * certificate is created only when the user has none with its title.
 */
export async function seedDevelopmentData(
  url: string,
  superuser: Credentials,
  admin: SiteAdminAccount,
): Promise<{ user: Credentials; certificateIds: string[] }> {
  await ensureSiteAdmin(url, superuser, admin);
  const pb = await superuserClient(url, superuser);
  const user = await ensureVerifiedUser(pb, SEED_USER);

  const certificateIds: string[] = [];
  for (const seed of SEED_CERTIFICATES) {
    const existing = await findOne(
      pb,
      'certificates',
      pb.filter('user = {:user} && title = {:title}', { user: user.id, title: seed.title }),
    );
    if (existing) {
      certificateIds.push(String(existing['certificate_id']));
      continue;
    }
    const form = new FormData();
    form.append('recipient_email', SEED_USER.email);
    form.append('title', seed.title);
    form.append('description', seed.description);
    form.append('issuer_name', 'GX Academy');
    form.append('issue_date', daysFromToday(seed.issueInDays));
    if (seed.expiryInDays !== undefined) form.append('expiry_date', daysFromToday(seed.expiryInDays));
    form.append('verification_status', seed.status);
    if (seed.revocationReason) form.append('revocation_reason', seed.revocationReason);
    if (seed.withFile) {
      form.append('file', new Blob([samplePdf(seed.title)], { type: 'application/pdf' }), 'certificate.pdf');
    }
    const created = await pb.collection('certificates').create(form);
    certificateIds.push(String(created['certificate_id']));
  }
  return { user: { email: SEED_USER.email, password: SEED_USER.password }, certificateIds };
}
