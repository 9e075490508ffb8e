/** Reads a QR code off the screen, as a phone camera would: from pixels, not from the markup. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';

/**
 * Screenshots the element (with a white margin around it, like the paper it is printed on) and
 * decodes the QR code in it. Returns the encoded text, or null when no code could be read.
 */
export async function decodeQrCode(element: Locator): Promise<string | null> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) return null;
  const margin = 16;
  const page = element.page();
  const png = PNG.sync.read(
    await page.screenshot({
      clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin },
      animations: 'disabled',
    }),
  );
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height);
  return code?.data ?? null;
}
