import { describe, expect, it } from 'vitest';
import { certificateCount, countOf, dryRunSummary, issuedNotice, issuedSummary, nothingIssued } from './wording';

describe('the bulk issue’s counts', () => {
  it('uses the singular for one and the plural for none or many', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(2, 'holder')).toBe('2 holders');
    expect(certificateCount(1)).toBe('1 certificate');
    expect(certificateCount(12)).toBe('12 certificates');
  });

  it('says what one issue did in the singular', () => {
    expect(issuedNotice(1)).toBe('1 certificate was issued.');
    expect(issuedSummary({ issued: 1, leftOut: 1, mailed: 1, queued: 1 })).toBe(
      'Issued 1 certificate; 1 row with errors was left out; 1 holder was e-mailed. 1 more mail goes out within a few minutes.',
    );
    expect(dryRunSummary(1, 1, 0)).toBe('Dry run: 1 of 1 row ready, 0 with errors.');
    expect(nothingIssued(1)).toBe('Nothing was issued: 1 row has errors now. Fix them and choose the file again.');
  });

  it('says what a larger issue did in the plural', () => {
    expect(issuedNotice(3)).toBe('3 certificates were issued.');
    expect(issuedSummary({ issued: 2, leftOut: 7, mailed: 2, queued: 0 })).toBe('Issued 2 certificates; 7 rows with errors were left out; 2 holders were e-mailed.');
    expect(issuedSummary({ issued: 900, leftOut: 0, mailed: 20, queued: 880 })).toBe(
      'Issued 900 certificates; 0 rows with errors were left out; 20 holders were e-mailed. 880 more mails go out within a few minutes.',
    );
    expect(dryRunSummary(2, 9, 7)).toBe('Dry run: 2 of 9 rows ready, 7 with errors.');
    expect(nothingIssued(3)).toBe('Nothing was issued: 3 rows have errors now. Fix them and choose the file again.');
  });
});
