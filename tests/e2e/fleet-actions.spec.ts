import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import {
  actionResult,
  cellOf,
  fleetOwner,
  fleetTable,
  generateProfiles,
  postApi,
  selectProfiles,
} from './support/fleet'
import { openPage, showInApp } from './support/navigation'

test('recycle a profile after confirming, see it Recycled, and find it in the Recycle logs', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { config } = await fleetOwner(page, 'fleet-recycle')
  const [target, other] = (await generateProfiles(page, config.configId, 2)).map((p) => p.iccid) as [
    string,
    string,
  ]

  await openPage(page, '/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(2)
  await expect(await cellOf(page, target, 'Recycle status')).toHaveText('Not recycled')
  await selectProfiles(page, [target])

  // Cancelling changes nothing.
  await page.getByRole('button', { name: 'Recycle', exact: true }).click()
  let dialog = page.getByRole('alertdialog', { name: 'Recycle 1 profile?' })
  await expect(dialog).toContainText('This cannot be undone')
  await expect(dialog).toContainText('current ACs stop working')
  expect(await violations(page, '[role="alertdialog"]')).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(await cellOf(page, target, 'Recycle status')).toHaveText('Not recycled')

  await page.getByRole('button', { name: 'Recycle', exact: true }).click()
  dialog = page.getByRole('alertdialog', { name: 'Recycle 1 profile?' })
  await dialog.getByRole('button', { name: 'Recycle', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect(actionResult(page, 'Recycle')).toContainText('Recycle: 1 updated')
  await expect(await cellOf(page, target, 'Recycle status')).toHaveText('Recycled', { timeout: 30_000 })
  await expect(await cellOf(page, other, 'Recycle status')).toHaveText('Not recycled')
  // Its status says so too, and the status filter finds it under Recycled, not under Released.
  await expect(await cellOf(page, target, 'Status')).toHaveText('Recycled')
  await expect(await cellOf(page, other, 'Status')).toHaveText('Released')
  const status = page.getByRole('combobox', { name: 'Status' })
  await status.selectOption({ label: 'Recycled' })
  await expect(rows).toHaveCount(1)
  await expect(fleetTable(page).row(target)).toBeVisible()
  await status.selectOption({ label: 'Released' })
  await expect(rows).toHaveCount(1)
  await expect(fleetTable(page).row(other)).toBeVisible()
  await status.selectOption({ label: 'Any status' })
  await expect(rows).toHaveCount(2)

  // Its detail: the AC struck through, no QR code, and nothing that would use the AC, with the reason.
  await page.getByRole('button', { name: target, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: `Profile ${target}` })
  const access = sheet.getByRole('region', { name: 'Activation code' })
  await expect(access.getByText('This AC no longer works')).toBeVisible({ timeout: 30_000 })
  await expect(access.locator('s')).toHaveText(/^LPA:1\$/)
  await expect(access.getByRole('img')).toHaveCount(0)
  await expect(access.getByText('No QR code: the AC no longer works')).toBeVisible()
  await expect(access.getByRole('link')).toHaveCount(0)
  for (const name of ['Copy the AC', 'Install on iPhone', 'Install on Android', 'Push to EID']) {
    const button = access.getByRole('button', { name })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(
      /The profile was recycled and the SM-DP\+ refuses this AC/,
    )
  }
  await expect(sheet.getByRole('definition').filter({ hasText: /^Recycled$/ })).toHaveCount(2)
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()

  // The Recycle logs list the profile (reached inside the console, as its menu does).
  await showInApp(page, `/logs?view=recycle`)
  await expect(page.getByRole('tab', { name: 'Recycle logs' })).toHaveAttribute('aria-selected', 'true')
  const panel = page.getByRole('tabpanel')
  const logged = panel.getByRole('row').filter({ hasText: target })
  await expect(logged).toBeVisible({ timeout: 30_000 })
  await expect(logged).toContainText('Recycled')
  await expect(panel.getByRole('row').filter({ hasText: other })).toHaveCount(0)
})

test('a protected profile is not recycled: the failure names the reason', async ({ page }) => {
  test.setTimeout(90_000)
  const { config } = await fleetOwner(page, 'fleet-protect')
  const [kept, free] = (await generateProfiles(page, config.configId, 2)).map((p) => p.iccid) as [
    string,
    string,
  ]

  await openPage(page, '/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(2)
  await selectProfiles(page, [kept])
  await page.getByRole('button', { name: 'Protect', exact: true }).click()
  await expect(actionResult(page, 'Protect')).toContainText('Protect: 1 updated')
  await expect(await cellOf(page, kept, 'Protected')).toHaveText('Yes')
  await expect(await cellOf(page, free, 'Protected')).toHaveText('No')

  // Both selected: the free one is recycled, the protected one is refused with its reason.
  await selectProfiles(page, [kept, free])
  await page.getByRole('button', { name: 'Recycle', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Recycle 2 profiles?' })
  await dialog.getByRole('button', { name: 'Recycle', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  const result = actionResult(page, 'Recycle')
  await expect(result).toContainText('Recycle: 1 updated, 1 failed')
  const failure = result.getByRole('list', { name: 'Profiles not updated' }).getByRole('listitem')
  await expect(failure).toHaveCount(1)
  await expect(failure).toContainText(kept)
  await expect(failure).toContainText(/protected/i)
  await expect(await cellOf(page, kept, 'Recycle status')).toHaveText('Not recycled')
  await expect(await cellOf(page, free, 'Recycle status')).toHaveText('Recycled', { timeout: 30_000 })
})

test('move profiles to a group, filter the fleet by it, and export the filtered set as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { config } = await fleetOwner(page, 'fleet-group')
  const group = await postApi<{ groupId: string; name: string }>(page, endpoints.group.add, {
    name: `Shelf ${Date.now()}`,
  })
  const [a, b, outside] = (await generateProfiles(page, config.configId, 3)).map((p) => p.iccid) as [
    string,
    string,
    string,
  ]

  await openPage(page, '/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(3)
  await selectProfiles(page, [a, b])
  await page.getByRole('button', { name: 'Move to group' }).click()
  const dialog = page.getByRole('dialog', { name: 'Move 2 profiles to a group' })
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(dialog.getByText('Required: choose one')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Group' })).toBeFocused()
  await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: group.name })
  await dialog.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(actionResult(page, 'Move to group')).toContainText('Move to group: 2 updated')
  await expect(await cellOf(page, a, 'Group')).toHaveText(group.name)
  await expect(await cellOf(page, outside, 'Group')).toHaveText('--')

  await page
    .getByRole('search', { name: 'Fleet filters' })
    .getByRole('combobox', { name: 'Group' })
    .selectOption({
      label: group.name,
    })
  await expect(rows).toHaveCount(2)
  await expect(page.getByText('2 profiles', { exact: true })).toBeVisible()

  // A group alone is counted, so its export is built at once and downloads.
  let download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  let csv = await readFile(await (await download).path(), 'utf8')
  let lines = csv.trim().split(/\r?\n/)
  expect(lines).toHaveLength(3)
  expect(csv).toContain(a)
  expect(csv).toContain(b)
  expect(csv).not.toContain(outside)

  // Group and ICCID together are not counted ahead: the export runs in the background, then offers its link.
  await page.getByRole('textbox', { name: 'ICCID' }).fill(b)
  await expect(rows).toHaveCount(1)
  const polled = page.waitForResponse((r) => r.url().endsWith(endpoints.fleet.exportInfo.path) && r.ok())
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await polled
  const link = page.getByRole('link', { name: 'Download CSV (1 row)' })
  await expect(link).toBeVisible({ timeout: 30_000 })
  download = page.waitForEvent('download')
  await link.click()
  csv = await readFile(await (await download).path(), 'utf8')
  lines = csv.trim().split(/\r?\n/)
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(b)
})
