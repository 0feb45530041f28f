/// <reference lib="dom" />
import { expect, type Locator, type Page, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { fleetOwner, fleetTable, generateProfiles } from './support/fleet'
import { openPage } from './support/navigation'

/**
 * The signed-in screens Lighthouse scores (tests/bench/lighthouse.ts) keep their layout while their data
 * arrives: every part that comes late (the fleet's counts, columns and rows, the plan's check on Generate
 * AC, the dashboard's figures and charts) has its room held from the first paint, so nothing drawn moves.
 * Measured as the browser does for Cumulative Layout Shift (the `layout-shift` entries, not after input),
 * on a phone and on a desktop, from the first paint to the screen with its data. The sign-in page too: its
 * provider buttons arrive under the form after the prerendered page (index.html) and React's have drawn it.
 */

type Shift = { value: number; moved: string[] }

/** Records every layout shift of the page from its first paint (before any of its scripts run). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.assign(window, { __shifts: shifts })
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName)
      const text = (node.textContent ?? '').trim().slice(0, 40)
      return `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">${text}`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (s) =>
              `${describe(s.node)} y ${s.previousRect.y}→${s.currentRect.y} h ${s.previousRect.height}→${s.currentRect.height}`,
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The shifts so far, once the browser has laid out and painted what the page last received. */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)),
        ),
      ),
  )
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1350, height: 940 } },
] as const

for (const { name, viewport } of VIEWPORTS) {
  test(`the fleet, Generate AC and the dashboard do not move as their data arrives (${name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const { config } = await fleetOwner(page, `layout-shift-${name}`)
    await generateProfiles(page, config.configId, 2)
    await recordShifts(page)

    const screens = [
      {
        path: '/profile/fleet',
        loaded: async () => {
          await expect(fleetTable(page).rows).toHaveCount(2)
          await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible()
          await expect(page.getByRole('button', { name: /^All/ })).toBeVisible()
        },
      },
      {
        path: '/profile/generateac',
        loaded: () => expect(page.getByRole('textbox', { name: 'ICCID' })).toBeVisible(),
      },
      {
        path: '/dashboard',
        loaded: () => expect(page.getByRole('heading', { name: 'Per day' })).toBeVisible(),
      },
    ]
    for (const screen of screens) {
      await openPage(page, screen.path)
      await screen.loaded()
      await page.waitForLoadState('networkidle')
      const shifts = await shiftsSoFar(page)
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
      expect
        .soft(total, `${screen.path} on a ${name} moved: ${JSON.stringify(shifts, null, 1)}`)
        .toBeLessThan(0.01)
    }
  })
}

const PROVIDERS_PATH = `${API_BASE_PATH}${endpoints.oauth.providers.path}`

/** An element's box, measured again if React replaced the element (the take-over) as it was measured. */
async function boxOf(locator: Locator) {
  const boxes: { x: number; y: number; width: number; height: number }[] = []
  await expect(async () => {
    const box = await locator.boundingBox()
    expect(box).not.toBeNull()
    if (box) boxes.push(box)
  }).toPass()
  return boxes.at(-1)
}

for (const { name, viewport } of VIEWPORTS) {
  test(`/login's column stays where it is drawn first as the provider buttons arrive (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await recordShifts(page)
    // The configured providers' answer is held until the page has been measured without them.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname === PROVIDERS_PATH,
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto('/login')
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true })
    await expect(signIn).toBeVisible()
    const firstPaint = await boxOf(signIn)
    // React's page (its button enabled) has taken the prerendered one's place, the providers not known yet.
    await expect(signIn).toBeEnabled()
    const takenOver = await boxOf(signIn)
    release()
    await expect(page.getByRole('link', { name: 'Sign in with Microsoft' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible()
    const withProviders = await boxOf(signIn)
    expect(takenOver).toEqual(firstPaint)
    expect(withProviders).toEqual(firstPaint)
    const shifts = await shiftsSoFar(page)
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
    expect(total, `/login on a ${name} moved: ${JSON.stringify(shifts, null, 1)}`).toBe(0)
  })
}
