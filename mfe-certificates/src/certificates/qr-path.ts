/** The parts of a QR code this remote draws: a square grid of dark and light modules. */
export interface QrMatrix {
  size: number;
  /** Row-major, size × size; truthy = dark. */
  data: ArrayLike<number | boolean>;
}

/** Light modules around the code; the QR specification asks for four. */
export const QUIET_ZONE = 4;

/**
 * One SVG path for all the dark modules, each horizontal run of them as one rectangle: a few KB of
 * markup instead of a `<rect>` per module.
 */
export function qrPath({ size, data }: QrMatrix): string {
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let column = 0;
    while (column < size) {
      if (!data[row * size + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < size && data[row * size + column]) column += 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${column - start}v1h-${column - start}z`;
    }
  }
  return path;
}
