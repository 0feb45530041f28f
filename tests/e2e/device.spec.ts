import { expect, type Page, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { acOfProfile, cellOf, fleetOwner, fleetTable, generateProfiles } from './support/fleet'
import { openPage } from './support/navigation'
import { apiOk, randomEid } from './support/operations'

/** Collects what the browser reports as refused by the Content-Security-Policy. */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

// Three downloads on the device simulator by one owner (each test seeded an owner, a configuration and signed
// in for itself), each step with a profile of its own generated when it starts: the first step's fleet holds
// its one profile, as it did alone.
test('the device simulator: an installation shown INSTALLED, a failure at installation, a download by EID', async ({
  page,
}) => {
  // The three tests' times together.
  test.setTimeout(360_000)
  const { config } = await fleetOwner(page, 'device-sim')
  await test.step('a simulated device downloads a generated profile from the fleet detail; the fleet shows it INSTALLED', async () => {
    const [profile] = await generateProfiles(page, config.configId, 1)
    const iccid = profile?.iccid ?? ''

    // Local mode only: the profile detail links to the device page with the AC filled in.
    await openPage(page, '/profile/fleet')
    await expect(fleetTable(page).rows).toHaveCount(1)
    await page.getByRole('button', { name: iccid, exact: true }).click()
    const sheet = page.getByRole('dialog', { name: `Profile ${iccid}` })
    const simulate = sheet.getByRole('link', { name: 'Simulate a download on a device (local)' })
    await expect(simulate).toHaveAttribute('href', /^\/dev\/device\?ac=/, { timeout: 30_000 })
    const ac = (await sheet.locator('code').first().innerText()).trim()
    expect(decodeURIComponent((await simulate.getAttribute('href'))?.split('ac=')[1] ?? '')).toBe(ac)

    const violations = watchPolicyViolations(page)
    await simulate.click()
    await expect(page.getByRole('heading', { name: 'Device simulator', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Activation code')).toHaveValue(ac)
    await page.getByLabel('Fail at').selectOption({ label: 'Nowhere: download and install' })
    await page.getByRole('button', { name: 'Download on the device' }).click()

    const result = page.getByRole('region', { name: /ICCID/ })
    await expect(result.getByRole('heading')).toContainText(`ICCID ${iccid} is now installed`)
    const rows = result.getByRole('table', { name: 'Notifications to the console' }).locator('tbody tr')
    await expect(rows).toHaveCount(3)
    for (const [i, point] of [
      '1 Eligibility',
      '3 Bound profile package download',
      '4 Installation',
    ].entries()) {
      await expect(rows.nth(i)).toContainText(point)
      await expect(rows.nth(i)).toContainText('Executed-Success')
      // The console took each notification (204), so the fleet is up to date.
      await expect(rows.nth(i)).toContainText('Delivered (HTTP 204')
    }
    expect(violations).toEqual([])

    await openPage(page, '/profile/fleet')
    const { row, table } = fleetTable(page)
    await expect(row(iccid)).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible()
    await expect(await cellOf(page, iccid, 'Status')).toHaveText('Installed')
  })
  await test.step('a failure at the installation point leaves the profile released and shows its codes', async () => {
    const [profile] = await generateProfiles(page, config.configId, 1)
    const iccid = profile?.iccid ?? ''
    await openPage(page, '/profile/fleet')
    const ac = await acOfProfile(page, iccid)

    await page.goto(`/dev/device?ac=${encodeURIComponent(ac)}`)
    await page.getByLabel('Fail at').selectOption('installation')
    await page.getByRole('button', { name: 'Download on the device' }).click()
    const result = page.getByRole('region', { name: /ICCID/ })
    await expect(result.getByRole('heading')).toContainText(`ICCID ${iccid} is now released`)
    const last = result.getByRole('row').last()
    await expect(last).toContainText('4 Installation')
    await expect(last).toContainText('Failed')
    await expect(last).toContainText('8.1 / 4.2')
  })
  await test.step('after an EID push the device finds the order by its EID; the push turns Downloaded', async () => {
    const [profile] = await generateProfiles(page, config.configId, 1)
    const iccid = profile?.iccid ?? ''
    const eid = randomEid()
    await apiOk(page, endpoints.eidPush.push, { iccid, eid })

    await page.goto('/dev/device')
    await page.getByLabel('or EID (after a push)').fill(eid)
    await page.getByRole('button', { name: 'Download on the device' }).click()
    const result = page.getByRole('region', { name: /ICCID/ })
    await expect(result.getByRole('heading')).toContainText(`ICCID ${iccid} is now installed`)

    await openPage(page, '/profile/eidpush')
    const row = page.getByRole('row').filter({ hasText: eid })
    await expect(row.getByRole('cell')).toContainText([iccid, eid, 'Downloaded'], { timeout: 30_000 })
  })
})
