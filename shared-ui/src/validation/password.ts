import { messageOf, problem, type Problem } from './problem';

/** docs/rules.md#limits: password length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * bcrypt, which the server hashes passwords with, reads at most 72 bytes of UTF-8, so a longer
 * password cannot be stored. Within the spec's 128 characters this is the limit that counts for
 * accented and non-Latin characters (2 to 4 bytes each), and it has its own message.
 */
export const PASSWORD_MAX_BYTES = 72;

/** docs/rules.md#validation: rejected whatever their letter case. */
export const COMMON_PASSWORDS = [
  'password',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password123',
  'admin',
  'welcome',
  'login',
  'test',
] as const;

/** docs/rules.md#validation: the special characters a sign-up password must draw one from. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`);

export const passwordMessages = {
  /** Sign-up (and new password) left empty; the server answers with the same text. */
  required: 'Password is required',
  /** Sign-in only asks for something to be typed (docs/rules.md#validation). */
  signInRequired: 'Password is required.',
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password is too long (max 128 characters)',
  tooManyBytes: 'Password is too long (max 72 bytes; accented and non-Latin characters count as 2 to 4 bytes each)',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  tooCommon: 'This password is too common. Please choose a different one',
  mismatch: 'Passwords do not match.',
} as const;

/** docs/rules.md#accounts-and-certificates: the five flags of the live checklist beside the sign-up password. */
export interface PasswordRequirements {
  minLength: boolean;
  hasUppercase: boolean;
  hasLowercase: boolean;
  hasNumber: boolean;
  hasSpecialChar: boolean;
}

export function passwordRequirements(password: string): PasswordRequirements {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /[A-Z]/.test(password),
    hasLowercase: /[a-z]/.test(password),
    hasNumber: /[0-9]/.test(password),
    hasSpecialChar: SPECIAL.test(password),
  };
}

/** True when all five checklist requirements hold (docs/rules.md#states: only then may sign-up be submitted). */
export function meetsPasswordRequirements(password: string): boolean {
  return Object.values(passwordRequirements(password)).every(Boolean);
}

/**
 * The UTF-8 length of a string, as bcrypt counts it:
 * a surrogate pair is one 4-byte character, a lone surrogate 3 bytes (it is sent as U+FFFD).
 */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function isCommonPassword(password: string): boolean {
  return (COMMON_PASSWORDS as readonly string[]).includes(password.toLowerCase());
}

/**
 * The spec's sign-up password rule: the first problem that applies, or null. The common-password
 * check comes first: every listed password also breaks a length or character-class rule, so
 * checked last it could never be reported.
 */
export function signUpPasswordRule(password: string): Problem | null {
  if (password === '') return problem('password_required', passwordMessages.required);
  if (isCommonPassword(password)) return problem('password_too_common', passwordMessages.tooCommon);
  if (password.length < PASSWORD_MIN_LENGTH) return problem('password_too_short', passwordMessages.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) return problem('password_too_long', passwordMessages.tooLong);
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return problem('password_too_many_bytes', passwordMessages.tooManyBytes);
  const met = passwordRequirements(password);
  if (!met.hasUppercase) return problem('password_no_uppercase', passwordMessages.uppercase);
  if (!met.hasLowercase) return problem('password_no_lowercase', passwordMessages.lowercase);
  if (!met.hasNumber) return problem('password_no_number', passwordMessages.number);
  if (!met.hasSpecialChar) return problem('password_no_special', passwordMessages.special);
  return null;
}

/** The sign-up password rule's message, or null. */
export function signUpPasswordProblem(password: string): string | null {
  return messageOf(signUpPasswordRule(password));
}
