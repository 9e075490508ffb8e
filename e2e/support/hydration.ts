import type { Page } from '@playwright/test';

/**
 * Resolves once React has begun hydrating the server-rendered page. The shell's script runs once the
 * page's content has been painted (shell/public/start-after-paint.js), which may be after the window's
 * load event, where `page.goto` returns: a control clicked before this is plain HTML.
 */
export async function hydrationStarted(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));
}

/**
 * Resolves once the page has come to rest: its main heading fully opaque (an entrance, such as the
 * thank-you card's, starts from a timer after hydration) and no finite animation or transition running.
 * Animations driven by scrolling (the admin tab row's edge fade) never finish and are not motion: only
 * those on the document's clock count.
 */
export async function pageAtRest(page: Page) {
  await page.waitForFunction(() => {
    for (let element = document.querySelector('main h1'); element; element = element.parentElement) {
      if (getComputedStyle(element).opacity !== '1') return false;
    }
    return document
      .getAnimations()
      .every((animation) => animation.timeline !== document.timeline || animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity);
  });
}
