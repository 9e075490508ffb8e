import { describe, expect, it } from 'vitest';
import { normalizeVerificationId, verificationIdSchema } from './index';

describe('verificationIdSchema (docs/rules.md#validation)', () => {
  it('trims and upper-cases', () => {
    expect(verificationIdSchema.parse('  cert-ab12cd34 ')).toBe('CERT-AB12CD34');
  });

  it('refuses an empty ID, so that nothing is submitted', () => {
    expect(verificationIdSchema.safeParse('   ').success).toBe(false);
    expect(normalizeVerificationId('   ')).toBeNull();
    expect(normalizeVerificationId(' 4f1c-aa ')).toBe('4F1C-AA');
  });
});
