import type { ChartDrawing } from './chart-drawing';

/** The point under the pointer, where the tooltip is shown: `flip` on the chart's right half. */
export interface ChartHover {
  index: number;
  x: number;
  flip: boolean;
}

/** The props of both drawing surfaces (./WorkerChart, ./EChart). */
export interface ChartSurfaceProps {
  drawing: ChartDrawing;
  height: number;
  onHover: (hover: ChartHover | null) => void;
}

/** A hover at `x` on a chart `width` wide, or null off the points. */
export function hoverAt(index: number | null, x: number, width: number): ChartHover | null {
  return index === null ? null : { index, x, flip: x > width / 2 };
}
