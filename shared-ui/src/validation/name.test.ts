import { describe, expect, it } from 'vitest';
import { nameSchema } from './index';

function messageFor(label: string, value: unknown): string | null {
  const result = nameSchema(label).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('nameSchema (docs/rules.md#validation)', () => {
  it.each(['First name', 'Last name', 'Name'])('is required, with the label %s in the message', (label) => {
    expect(messageFor(label, '')).toBe(`${label} is required`);
    expect(messageFor(label, '   ')).toBe(`${label} is required`);
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(messageFor('First name', 'a'.repeat(50))).toBeNull();
    expect(messageFor('First name', 'a'.repeat(51))).toBe('First name is too long (max 50 characters)');
  });

  it('accepts one character', () => {
    expect(messageFor('Last name', 'Q')).toBeNull();
  });

  it.each(["O'Brien", 'Jean-Luc', 'Mary Ann', 'D\u2019Angelo', 'José', 'Zoë', 'Łukasz', 'Дмитрий', 'Ἀλέξανδρος', 'प्रिया', '山田'])(
    'accepts %s',
    (name) => {
      expect(messageFor('Name', name)).toBeNull();
    },
  );

  it.each(['Ann2', '007', 'R2-D2'])('refuses the digits in %s', (name) => {
    expect(messageFor('Last name', name)).toBe('Last name can only contain letters, spaces, hyphens, and apostrophes');
  });

  it.each(['<script>alert(1)</script>', 'javascript:alert', 'Ann onerror=x', '<img src=x>', 'data:text/html', 'Ann; DROP'])(
    'refuses the script-like %s',
    (name) => {
      expect(messageFor('First name', name)).toBe('First name can only contain letters, spaces, hyphens, and apostrophes');
    },
  );

  it('trims surrounding spaces', () => {
    expect(nameSchema('Name').parse('  Ann  ')).toBe('Ann');
  });
});
