import type { Page } from '@playwright/test';

/**
 * Resolves once React has begun hydrating the server-rendered page. The shell's script runs once the
 * page's content has been painted (shell/public/paint-first.js), which may be after the window's
 * load event, where `page.goto` returns: a control clicked before this is plain HTML.
 */
export async function hydrationStarted(page: Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')));
}

/** Resolves once no finite animation or transition is running (entrances fade in after hydration). */
export async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
