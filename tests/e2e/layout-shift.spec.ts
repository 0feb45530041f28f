/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test'
import { fleetOwner, fleetTable, generateProfiles } from './support/fleet'
import { openPage } from './support/navigation'

/**
 * The signed-in screens Lighthouse scores (tests/bench/lighthouse.ts) keep their layout while their data
 * arrives: every part that comes late (the fleet's counts, columns and rows, the plan's check on Generate
 * AC, the dashboard's figures and charts) has its room held from the first paint, so nothing drawn moves.
 * Measured as the browser does for Cumulative Layout Shift (the `layout-shift` entries, not after input),
 * on a phone and on a desktop, from the first paint to the screen with its data.
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
