import { describe, expect, it } from 'vitest';
import { downloadFileName } from './api';

describe('the downloaded file’s name', () => {
  it('is "<title> - <certificate id>.<extension of the stored file>"', () => {
    expect(downloadFileName('Career Guidance', 'AB-12', 'certificate_x7k2.pdf')).toBe('Career Guidance - AB-12.pdf');
    expect(downloadFileName('Design', 'AB-12', 'scan_a1b2.PNG')).toBe('Design - AB-12.png');
  });

  it('drops characters that file systems refuse, and falls back to "Certificate"', () => {
    expect(downloadFileName('Cloud Foundations & <Ops>', 'AB-12', 'x.pdf')).toBe('Cloud Foundations & Ops - AB-12.pdf');
    expect(downloadFileName('a/b\\c:d*e?f"g|h', 'ID', 'x.pdf')).toBe('a b c d e f g h - ID.pdf');
    expect(downloadFileName('???', 'ID', 'x')).toBe('Certificate - ID.pdf');
  });
});
