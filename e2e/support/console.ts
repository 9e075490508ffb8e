import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Collects the errors and warnings of the browser's console (a hydration mismatch is reported
 * there) and the page's uncaught errors. A failed load of a resource whose URL matches
 * `expectedFailures` is left out: in that test it is the page's expected behaviour.
 */
export function watchConsole(page: Page, expectedFailures?: RegExp): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (expectedFailures && message.text().startsWith('Failed to load resource') && expectedFailures.test(message.location().url)) return;
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
