import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { addDays } from '@simlessly/shared'
import { pageViolations, violations } from './support/axe.ts'
import { acOfProfile, fleetOwner, fleetTable, generateProfiles } from './support/fleet'
import { openPage, showInApp } from './support/navigation'
import { signInWithApi } from './support/session'

// Days are the browser's: a zone far from UTC shows that the API cuts them where the user is.
test.use({ timezoneId: 'Asia/Tokyo' })

/** The total of a 7-day figure of the home page: the first paragraph of its card, found by its heading. */
const weekFigure = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true }).getByRole('paragraph').first()

/** Today as the browser's calendar has it, YYYY-MM-DD. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  })

/** Downloads and installs a profile on the local device simulator, through the fleet's link to it. */
async function installOnDevice(page: Page, iccid: string) {
  // Reached inside the console (the profile was generated before it loaded), as its menu does.
  await showInApp(page, '/profile/fleet')
  await expect(fleetTable(page).rows).toHaveCount(1)
  const ac = await acOfProfile(page, iccid)
  await page.goto(`/dev/device?ac=${encodeURIComponent(ac)}`)
  await page.getByLabel('Fail at').selectOption({ label: 'Nowhere: download and install' })
  await page.getByRole('button', { name: 'Download on the device' }).click()
  await expect(page.getByRole('region', { name: /ICCID/ }).getByRole('heading')).toContainText(
    `ICCID ${iccid} is now installed`,
  )
}

// The home figures, then the dashboard on the same owner (each test seeded an owner and signed in for itself):
// the first step's AC and the second's make the two the dashboard counted alone; its download (the first
// step's device) is counted in another column.
test("the home figures move after a device installs a profile; the dashboard's range picker", async ({
  page,
}) => {
  // The two tests' times together.
  test.setTimeout(240_000)
  const { config } = await fleetOwner(page, 'home-figures')
  await test.step('the home figures and the get-started steps move after a device installs a generated profile', async () => {
    const [profile] = await generateProfiles(page, config.configId, 1)
    const iccid = profile?.iccid ?? ''

    await openPage(page, '/')
    await expect(page.getByRole('heading', { name: 'Last 7 days' })).toBeVisible()
    await expect(page.getByText('Days in Asia/Tokyo')).toBeVisible()
    await expect(weekFigure(page, 'New ACs')).toHaveText('1')
    await expect(weekFigure(page, 'New downloads')).toHaveText('0')
    await expect(page.getByText('2 of 3 done')).toBeVisible()
    // The figure's days are a table for screen readers: today holds the AC.
    const acDays = page.getByRole('table', { name: 'New ACs per day' })
    await expect(acDays.getByRole('row')).toHaveCount(8)
    // The pages' accessibility checks are made where the journeys reach them, with their figures drawn
    // (they were visits of their own in accessibility.spec.ts). The layout's light scan at desktop width
    // (the other screens' scans leave it out: support/axe.ts).
    expect(await pageViolations(page)).toEqual([])

    await installOnDevice(page, iccid)

    await openPage(page, '/')
    await expect(weekFigure(page, 'New downloads')).toHaveText('1')
    await expect(weekFigure(page, 'New ACs')).toHaveText('1')
    await expect(page.getByText('3 of 3 done')).toBeVisible()
    await expect(page.getByText('Up from none in the previous 7 days').first()).toBeVisible()
  })
  await test.step("the dashboard's range picker: presets and a custom range in the URL, a refused range explained, an empty range", async () => {
    // One AC more than the first step's: two in the range, as this test generated alone.
    await generateProfiles(page, config.configId, 1)
    const today = await browserToday(page)

    await openPage(page, '/dashboard')
    const range = page.getByRole('group', { name: 'Range' })
    await expect(range.getByRole('radio', { name: 'Last 30 days' })).toBeChecked()
    const perDay = page.getByRole('figure', { name: 'Per day' })
    const totals = perDay.getByRole('table', { name: 'Per day' }).locator('tfoot')
    await expect(totals).toContainText('2')
    await expect(perDay.getByRole('table').locator('tbody tr')).toHaveCount(30)

    // The choice lands in the URL first (a navigation), then the radio follows it.
    await range.getByRole('radio', { name: 'Last 7 days' }).click()
    await expect(range.getByRole('radio', { name: 'Last 7 days' })).toBeChecked()
    await expect(page).toHaveURL(/[?&]days=7\b/)
    await expect(perDay.getByRole('table').locator('tbody tr')).toHaveCount(7)

    // "Show as table" puts the accessible table on screen in place of the charts.
    await perDay.getByRole('button', { name: 'Show as table' }).click()
    await expect(perDay.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(perDay.getByRole('columnheader', { name: 'ACs generated' })).toBeVisible()
    // The dashboard's accessibility check, with its figures drawn and the per-day table on screen: a table
    // wider than its card can be scrolled from the keyboard (scrollable-region-focusable).
    expect(await violations(page)).toEqual([])

    await range.getByRole('radio', { name: 'Custom' }).click()
    const custom = page.getByRole('form', { name: 'Custom range' })
    await custom.getByLabel('From').fill(today)
    await custom.getByLabel('To').fill(addDays(today, -3))
    await custom.getByRole('button', { name: 'Apply' }).click()
    await expect(
      custom.getByText('The range ends before it starts: choose a start on or before the end'),
    ).toBeVisible()
    await expect(page).toHaveURL(/[?&]days=7\b/)

    await custom.getByLabel('From').fill(addDays(today, -400))
    await custom.getByLabel('To').fill(today)
    await custom.getByRole('button', { name: 'Apply' }).click()
    await expect(custom.getByText('Choose a range of at most 366 days')).toBeVisible()

    // A range before the account existed counted nothing: an empty state, not flat charts.
    const from = addDays(today, -60)
    const to = addDays(today, -40)
    await custom.getByLabel('From').fill(from)
    await custom.getByLabel('To').fill(to)
    await custom.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`))
    await expect(page.getByText(/^Nothing was counted from /)).toBeVisible()
    await expect(perDay.getByRole('button', { name: 'Show as table' })).toHaveCount(0)
    // And on the empty state a new account sees (as accessibility.spec.ts checked it).
    expect(await violations(page)).toEqual([])

    // A shared link with a range the server refuses says why instead of drawing anything (followed inside
    // the console: the screen reads its range from the address alone).
    await showInApp(page, `/dashboard?from=${today}&to=${addDays(today, 5)}`)
    await expect(
      page.getByText('The range ends in the future: choose an end on or before today').first(),
    ).toBeVisible()
  })
})

// The report, then the admin dashboard over it (each test seeded an owner and signed in for itself; the
// admin's made its tenant's ACs on its page first, as the report's owner has now): the admin's sign-in takes
// the owner's place on the same page.
test("the report with its CSV, then the admin dashboard summing every tenant's ACs", async ({ page }) => {
  // The two tests' times together.
  test.setTimeout(240_000)
  const { config } = await fleetOwner(page, 'report-export')
  await test.step('the report: daily rows with totals, exported as CSV with the same figures', async () => {
    await generateProfiles(page, config.configId, 3)
    const today = await browserToday(page)

    await openPage(page, '/reports?days=7')
    const table = page.getByRole('table', { name: 'Usage per day' })
    await expect(table.locator('tfoot')).toContainText('3')
    // Newest first: today's row, with the three ACs, leads the page.
    await expect(table.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText('3')
    expect(await violations(page)).toEqual([])

    await page.getByRole('combobox', { name: 'Configuration' }).selectOption({ label: config.name })
    await expect(page).toHaveURL(new RegExp(`config=${config.configId}`))
    await expect(table.locator('tfoot')).toContainText('3')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`usage-report-${addDays(today, -6)}-${today}.csv`)
    const lines = (await readFile((await file.path()) ?? '', 'utf8')).trim().split(/\r?\n/)
    const header = lines.findIndex((line) => line.startsWith('Day ('))
    expect(lines[header]).toMatch(
      /^Day \(.+\),ACs generated,Downloads,Installations,Failures,EID pushes,Recycles$/,
    )
    expect(lines.slice(header + 1)).toHaveLength(8)
    expect(lines.at(-1)).toBe('Total,3,0,0,0,0,0')
    expect(lines.find((line) => line.startsWith(today))).toBe(`${today},3,0,0,0,0,0`)
  })
  await test.step("the admin dashboard sums every tenant's ACs and counts the enterprises", async () => {
    // The tenant's ACs are the report's three, made through the API as its owner on this page (a page of its
    // own was a browser context more); the admin's sign-in takes the session's place.
    await signInWithApi(page, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '')
    await openPage(page, '/admin/dashboard?days=7')
    await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible()
    const enterprises = page.getByRole('region', { name: 'Enterprises' })
    const total = Number((await enterprises.getByRole('definition').first().innerText()).replace(/,/g, ''))
    expect(total).toBeGreaterThanOrEqual(1)

    // Other specs run beside this one, so their tenants count too: at least this tenant's three ACs.
    const activity = page.getByRole('figure', { name: 'ACs and downloads across tenants' })
    const totals = activity.getByRole('table').locator('tfoot').getByRole('cell')
    await expect(totals.first()).toBeVisible()
    expect(Number((await totals.first().innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(3)
    await expect(page.getByRole('region', { name: 'Operations' }).getByText('Dead letters')).toBeVisible()
  })
})
