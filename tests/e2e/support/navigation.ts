/// <reference lib="dom" />
import type { Page, Response } from '@playwright/test'

/**
 * Opens a page of the SPA and waits until it has started. Every test has a fresh browser context, so its
 * first page loads and runs the whole bundle, then the route guard asks for the session's permissions,
 * then the screen's chunk loads, then the screen asks for its data: one after the other. On a busy machine
 * that chain alone takes longer than an assertion's 5 s, so the assertions that follow would race the
 * start-up rather than check the page. The wait is bounded by the test's time limit, not by a time of its own.
 */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await started(page)
  return response
}

/** Reloads the page and waits until the SPA has started again, as `openPage` does. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload()
  await started(page)
}

/**
 * Moves the open SPA to another of its screens as its own links do (the history, then the router's
 * popstate), without loading the page again: a load runs and compiles the whole bundle again (about
 * 0.7 CPU s in Chromium here), which a test that only reads screen after screen does not need. Waits as
 * `openPage` does. The page must already show the SPA (`openPage` first). `landsOn`: where the console sends
 * the path (the route guard's /nopermission), when not to the path itself.
 */
export async function showInApp(page: Page, path: string, landsOn = path): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === landsOn)
  await started(page)
}

/**
 * The SPA marks what it is still loading with aria-busy: the route guard's and a lazy screen's placeholder
 * (a busy main landmark) and a table waiting for its rows. Started means a main landmark is rendered and
 * nothing is busy any more, and the pages index.html draws first (the sign-in page, some signed-in screens)
 * are gone (React took the shown one's place and removed the others: web/src/app/prerender/take-over.ts). Checked every 50 ms, not on every
 * animation frame (Playwright's default): a frame requested 60 times a second keeps Chromium drawing while
 * the page starts (ten loads of /login, twice each, side by side: 7.4 and 7.1 CPU s against 6.9 and 6.0).
 */
async function started(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main') !== null &&
      document.querySelector('[aria-busy="true"]') === null &&
      document.body.querySelector('[data-prerender]') === null,
    undefined,
    { polling: 50 },
  )
}

/** Holds the console's scripts back until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  const gate: { open?: () => void } = {}
  const released = new Promise<void>((resolve) => {
    gate.open = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return () => gate.open?.()
}
