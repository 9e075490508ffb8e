import { describe, expect, it } from 'vitest';
import { certificateIdOfCredential, verificationWayOf } from './insights';

describe('what the pages report', () => {
  it('tells a QR scan, an ID typed in and a followed link apart', () => {
    expect(verificationWayOf('?via=qr', null)).toBe('qr');
    expect(verificationWayOf('', { via: 'id' })).toBe('id');
    expect(verificationWayOf('', null)).toBe('link');
    expect(verificationWayOf('?via=anything', null)).toBe('link');
  });
  it('reads the certificate ID a credential names', () => {
    expect(certificateIdOfCredential(JSON.stringify({ id: 'urn:uuid:0f2a-bc' }))).toBe('0F2A-BC');
    expect(certificateIdOfCredential(JSON.stringify({ id: 'https://example.com/x' }))).toBeNull();
    expect(certificateIdOfCredential('not json')).toBeNull();
  });
});
