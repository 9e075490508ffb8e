/** What the page and the chart's worker say to each other (./WorkerChart, ./chart.worker). */
import type { ChartDrawing } from './chart-drawing';

export type ToChartWorker =
  /** The canvas, handed over once, with its size in CSS pixels and the first drawing. */
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; devicePixelRatio: number; drawing: ChartDrawing }
  | { type: 'draw'; drawing: ChartDrawing }
  | { type: 'resize'; width: number; height: number }
  /** The pointer over the canvas, in CSS pixels from its top left corner. */
  | { type: 'pointer'; x: number; y: number };

/** The point under the pointer at `x`, or null when there is none. */
export type FromChartWorker = { type: 'pointer'; index: number | null; x: number };
