import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { QUIET_ZONE, qrPath } from './qr-path';

describe('QR path', () => {
  it('draws each horizontal run of dark modules as one rectangle, inside the quiet zone', () => {
    // 3 × 3: row 0 dark-dark-light, row 1 light-light-dark, row 2 all light.
    const path = qrPath({ size: 3, data: [1, 1, 0, 0, 0, 1, 0, 0, 0] });
    expect(path).toBe(`M${QUIET_ZONE} ${QUIET_ZONE}h2v1h-2zM${QUIET_ZONE + 2} ${QUIET_ZONE + 1}h1v1h-1z`);
  });

  it('covers exactly the dark modules of a real code', () => {
    const { modules } = create('https://gx.example/verify/ABC', { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const widths = [...qrPath(modules).matchAll(/h(\d+)v1/g)].map((match) => Number(match[1]));
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(dark);
  });
});
