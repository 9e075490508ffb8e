import { describe, expect, it } from 'vitest';
import { utf8Length, COMMON_PASSWORDS, passwordRequirements, meetsPasswordRequirements, signInPasswordSchema, signUpPasswordSchema } from './index';

function messageFor(value: unknown): string | null {
  const result = signUpPasswordSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/** A valid password of exactly `length` characters (all four classes present). */
function passwordOfLength(length: number): string {
  return 'Aa1!' + 'x'.repeat(length - 4);
}

describe('signUpPasswordSchema (docs/rules.md#validation)', () => {
  it('requires a password', () => {
    expect(messageFor('')).toBe('Password is required');
  });

  it('refuses 7 characters and accepts 8', () => {
    expect(messageFor(passwordOfLength(7))).toBe('Password must be at least 8 characters long');
    expect(messageFor(passwordOfLength(8))).toBeNull();
  });

  it('refuses 129 characters with the spec text', () => {
    expect(messageFor(passwordOfLength(129))).toBe('Password is too long (max 128 characters)');
    expect(messageFor('Aa1!' + 'é'.repeat(125))).toBe('Password is too long (max 128 characters)');
  });

  it("accepts bcrypt's 72 bytes and refuses 73 with a message of its own", () => {
    const tooManyBytes = 'Password is too long (max 72 bytes; accented and non-Latin characters count as 2 to 4 bytes each)';
    expect(messageFor(passwordOfLength(72))).toBeNull();
    expect(messageFor(passwordOfLength(73))).toBe(tooManyBytes);
    // 'é' is 2 bytes: 4 + 34 * 2 = 72 bytes in 38 characters, one more is 74.
    expect(messageFor('Aa1!' + 'é'.repeat(34))).toBeNull();
    expect(messageFor('Aa1!' + 'é'.repeat(35))).toBe(tooManyBytes);
    expect(utf8Length('Aa1!😀')).toBe(8);
  });

  it.each([
    ['an uppercase letter', 'abcdef1!', 'Password must contain at least one uppercase letter'],
    ['a lowercase letter', 'ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['a number', 'Abcdefg!', 'Password must contain at least one number'],
    ['a special character', 'Abcdefg1', 'Password must contain at least one special character'],
  ])('refuses a password without %s', (_class, password, message) => {
    expect(messageFor(password)).toBe(message);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('counts %s as a special character', (special) => {
    expect(messageFor(`Abcdefg1${special}`)).toBeNull();
  });

  it('does not count other punctuation as special', () => {
    expect(messageFor('Abcdefg1_-+=~')).toBe('Password must contain at least one special character');
  });

  it.each(COMMON_PASSWORDS.flatMap((common) => [common, common.toUpperCase(), common.charAt(0).toUpperCase() + common.slice(1)]))(
    'refuses the common password %s',
    (password) => {
      expect(messageFor(password)).toBe('This password is too common. Please choose a different one');
    },
  );

  it('lists exactly the spec common passwords', () => {
    expect([...COMMON_PASSWORDS]).toEqual(['password', '123456', '123456789', 'qwerty', 'abc123', 'password123', 'admin', 'welcome', 'login', 'test']);
  });

  it('keeps spaces: a password is never trimmed', () => {
    expect(signUpPasswordSchema.parse(' Abcdef1! ')).toBe(' Abcdef1! ');
  });
});

describe('passwordRequirements (the live checklist)', () => {
  it('reports all five flags false for an empty password', () => {
    expect(passwordRequirements('')).toEqual({
      minLength: false,
      hasUppercase: false,
      hasLowercase: false,
      hasNumber: false,
      hasSpecialChar: false,
    });
    expect(meetsPasswordRequirements('')).toBe(false);
  });

  it('reports each flag on its own', () => {
    expect(passwordRequirements('abcdefgh')).toMatchObject({ minLength: true, hasLowercase: true, hasUppercase: false });
    expect(passwordRequirements('A')).toMatchObject({ hasUppercase: true, minLength: false });
    expect(passwordRequirements('7')).toMatchObject({ hasNumber: true, hasLowercase: false });
    expect(passwordRequirements('}')).toMatchObject({ hasSpecialChar: true, hasNumber: false });
  });

  it('holds only when all five hold', () => {
    expect(meetsPasswordRequirements('Abcdefg1!')).toBe(true);
    expect(meetsPasswordRequirements('Abcdef1!')).toBe(true);
    expect(meetsPasswordRequirements('Abcde1!')).toBe(false);
  });
});

describe('signInPasswordSchema (docs/rules.md#validation)', () => {
  it('only requires something', () => {
    const empty = signInPasswordSchema.safeParse('');
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Password is required.');
    expect(signInPasswordSchema.safeParse('x').success).toBe(true);
  });
});
