/**
 * The chart drawn by a worker (./chart.worker) on an OffscreenCanvas: the page keeps only the
 * canvas element, its size and the pointer. ECharts' start-up and every frame it draws (about
 * 100 ms of main thread on a mid-range phone, the currency page's longest tasks) happen off the
 * page's thread. A chunk of its own, without ECharts; browsers without OffscreenCanvas get ./EChart.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChartDrawing } from './chart-drawing';
import type { FromChartWorker, ToChartWorker } from './chart-messages';
import { hoverAt, type ChartSurfaceProps } from './chart-surface';
import { prepareChartWorker, releaseChartWorker, takeChartWorker } from './chart-worker';

export { prepareChartWorker as prepare, releaseChartWorker as release };

export default function WorkerChart({ drawing, height, onHover }: ChartSurfaceProps) {
  const box = useRef<HTMLDivElement>(null);
  const channel = useRef<{ post: (message: ToChartWorker) => void; drawn: ChartDrawing } | null>(null);
  const latest = useRef({ drawing, onHover });
  const [failure, setFailure] = useState<Error | null>(null);

  // Before the effect below, which reads it when the chart starts.
  useEffect(() => {
    latest.current = { drawing, onHover };
  });

  useEffect(() => {
    const element = box.current!;
    // The canvas is made here rather than by React: a canvas can be handed to a worker only once,
    // and a remount (React's strict mode does one) needs a new one.
    const canvas = document.createElement('canvas');
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = `${height}px`;
    element.append(canvas);
    const worker = takeChartWorker();
    const post = (message: ToChartWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
    const offscreen = canvas.transferControlToOffscreen();
    let width = element.clientWidth;
    const { drawing: first } = latest.current;
    post({ type: 'start', canvas: offscreen, width, height, devicePixelRatio: window.devicePixelRatio, drawing: first }, [offscreen]);
    channel.current = { post, drawn: first };

    worker.onmessage = ({ data }: MessageEvent<FromChartWorker>) => {
      latest.current.onHover(hoverAt(data.index, data.x, width));
    };
    // The worker's script did not load or failed to start: the chart's error boundary offers Try Again.
    worker.onerror = (event) => {
      event.preventDefault();
      setFailure(new Error(`The chart could not be drawn: ${event.message || 'its worker did not start'}`));
    };
    // Only a new width is posted: ECharts lays the whole chart out again on every resize.
    const resize = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      post({ type: 'resize', width, height });
    });
    resize.observe(element);
    const move = (event: PointerEvent) => post({ type: 'pointer', x: event.offsetX, y: event.offsetY });
    const leave = () => latest.current.onHover(null);
    canvas.addEventListener('pointermove', move);
    // A tap shows the point under the finger too.
    canvas.addEventListener('pointerdown', move);
    canvas.addEventListener('pointerleave', leave);
    return () => {
      resize.disconnect();
      worker.terminate();
      canvas.remove();
      channel.current = null;
    };
  }, [height]);

  useEffect(() => {
    const current = channel.current;
    if (!current || current.drawn === drawing) return;
    current.drawn = drawing;
    current.post({ type: 'draw', drawing });
  }, [drawing]);

  if (failure) throw failure;
  return <div ref={box} style={{ height }} />;
}
