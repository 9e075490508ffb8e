import { describe, expect, it } from 'vitest';
import { emailSchema, emailMessages } from './index';

/** The message zod gives for `value`, or null when it passes. */
function messageFor(value: unknown): string | null {
  const result = emailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

/** An address of exactly `length` characters with a valid shape. */
function addressOfLength(length: number): string {
  const domain = '@example.com';
  return 'a'.repeat(length - domain.length) + domain;
}

describe('emailSchema (docs/rules.md#validation)', () => {
  it('accepts an ordinary address and trims it', () => {
    expect(emailSchema.parse('  ann.lee@example.com ')).toBe('ann.lee@example.com');
  });

  it('requires an address', () => {
    expect(messageFor('')).toBe('Email is required');
    expect(messageFor('   ')).toBe('Email is required');
    expect(messageFor(undefined)).toBe('Email is required');
  });

  it.each(['ann', 'ann@', 'ann@example', '@example.com', 'ann lee@example.com', 'ann@@example.com', 'ann@exa mple.com'])(
    'refuses the bad shape %j',
    (value) => {
      expect(messageFor(value)).toBe('Please enter a valid email address');
    },
  );

  it('accepts 254 characters and refuses 255', () => {
    expect(addressOfLength(254)).toHaveLength(254);
    expect(messageFor(addressOfLength(254))).toBeNull();
    expect(messageFor(addressOfLength(255))).toBe('Email address is too long');
  });

  it.each(['<', '>', '"', "'", '&'])('refuses the character %s', (character) => {
    expect(messageFor(`ann${character}lee@example.com`)).toBe('Email contains invalid characters');
  });

  it.each(['javascript:', 'data:', 'vbscript:', 'JavaScript:', 'DATA:', 'VBScript:'])('refuses the scheme %s', (scheme) => {
    expect(messageFor(`${scheme}x@example.com`)).toBe('Email contains invalid characters');
  });

  it('has the spec texts', () => {
    expect(emailMessages).toEqual({
      required: 'Email is required',
      invalid: 'Please enter a valid email address',
      tooLong: 'Email address is too long',
      invalidCharacters: 'Email contains invalid characters',
    });
  });
});
