import { useEffect, useState } from 'react';
import { Box, Text } from 'shared-ui';
import { QUIET_ZONE, qrPath } from './qr-path';
import classes from './QrCode.module.css';

interface QrCodeProps {
  /** The text to encode (a verification URL); nothing is drawn while it is empty. */
  value: string;
  /** Drawn width and height in pixels (the SVG scales; print styles may override). */
  size?: number;
  /** What the code leads to, for screen readers. */
  label: string;
}

interface Drawn {
  value: string;
  modules: number;
  path: string;
}

/**
 * A QR code as SVG. The encoder (`qrcode`) is loaded on first use, in its own chunk, so pages that
 * show no code never download it; the space is reserved meanwhile so nothing moves.
 */
export function QrCode({ value, size = 128, label }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!value) return;
    let current = true;
    import('qrcode')
      .then(({ create }) => {
        // Level M (15% recovery): still decodes from a crumpled print-out, at a modest size.
        const { modules } = create(value, { errorCorrectionLevel: 'M' });
        if (current) setDrawn({ value, modules: modules.size, path: qrPath(modules) });
      })
      .catch((error: unknown) => {
        console.error('The QR code could not be drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) {
    return (
      <Text size="sm" className={classes.unavailable} w={size}>
        QR code unavailable
      </Text>
    );
  }
  if (!drawn || drawn.value !== value) {
    return <Box className={classes.placeholder} w={size} h={size} aria-hidden="true" />;
  }
  const extent = drawn.modules + 2 * QUIET_ZONE;
  return (
    <svg
      className={classes.code}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
