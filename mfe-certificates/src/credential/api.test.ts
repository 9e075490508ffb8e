import { describe, expect, test } from 'vitest';
import { credentialFileName } from './api';

describe('the saved credential file', () => {
  test('is named after the title and the certificate ID, without characters file systems refuse', () => {
    expect(credentialFileName('AI / ML: Basics?', 'AB12-CD34')).toBe('AI ML Basics - AB12-CD34.credential.json');
    expect(credentialFileName('   ', 'AB12')).toBe('Certificate - AB12.credential.json');
  });
});
