import type { Page } from '@playwright/test';

/** From the page's start on, records every layout shift (call before `page.goto`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (the page's cumulative layout shift). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
  return shifts.reduce((sum, value) => sum + value, 0);
}
