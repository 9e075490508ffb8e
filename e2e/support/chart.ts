import type { Locator } from '@playwright/test';

/**
 * Who draws on a canvas: 'the page', or the name of the error the page gets when it asks for the
 * canvas's context after handing the canvas to a worker (`InvalidStateError`).
 */
export function canvasDrawnBy(canvas: Locator): Promise<string> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    try {
      element.getContext('2d');
      return 'the page';
    } catch (error) {
      return (error as Error).name;
    }
  });
}
