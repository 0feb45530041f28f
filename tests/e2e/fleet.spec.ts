import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { cellOf, fleetOwner, fleetTable, generateProfiles, postApi } from './support/fleet'

/** Ticks the row boxes of these ICCIDs. */
async function select(page: Page, iccids: string[]) {
  for (const iccid of iccids) await page.getByRole('checkbox', { name: `Select ICCID ${iccid}` }).check()
}

/** The outcome of the last action on a selection, above the table. */
const actionResult = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}:`) })

test('filter the fleet by ICCID prefix, IMSI and status, sort it, and clear the filters', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { config } = await fleetOwner(page, 'fleet-filter')
  const profiles = await generateProfiles(page, config.configId, 3)
  const [first, second, third] = profiles as [
    (typeof profiles)[0],
    (typeof profiles)[0],
    (typeof profiles)[0],
  ]

  await page.goto('/profile/fleet')
  const { rows, row, table } = fleetTable(page)
  await expect(rows).toHaveCount(3, { timeout: 30_000 })
  await expect(page.getByText('3 profiles', { exact: true })).toBeVisible()
  expect(await violations(page)).toEqual([])

  // An ICCID prefix long enough to be only the second's; typing settles before the list is asked.
  const prefix = second.iccid.slice(0, 12)
  await page.getByRole('textbox', { name: 'ICCID' }).fill(prefix)
  await expect(rows).toHaveCount(1)
  await expect(row(second.iccid)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`iccid=${prefix}`))

  // The filter is in the URL: a reload keeps it, with the field filled.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'ICCID' })).toHaveValue(prefix)
  await expect(rows).toHaveCount(1)

  // A letter is not sent: the field says why, the list stays as it was.
  await page.getByRole('textbox', { name: 'ICCID' }).fill(`${prefix}x`)
  await expect(page.getByText('Use digits only, up to 20')).toBeVisible()
  await expect(rows).toHaveCount(1)

  await page.getByRole('button', { name: 'Clear filters' }).first().click()
  await expect(page.getByRole('textbox', { name: 'ICCID' })).toHaveValue('')
  await expect(rows).toHaveCount(3)

  // IMSI prefix: the third's full IMSI finds it alone.
  await page.getByRole('textbox', { name: 'IMSI' }).fill(third.imsi)
  await expect(rows).toHaveCount(1)
  await expect(row(third.iccid)).toBeVisible()
  await page.getByRole('textbox', { name: 'IMSI' }).fill('')
  await expect(rows).toHaveCount(3)

  // Status: every new profile is Released; none is Deleted.
  const status = page.getByRole('combobox', { name: 'Status' })
  await status.selectOption({ label: 'Deleted' })
  await expect(table.getByText('No profiles match these filters.')).toBeVisible()
  await expect(page).toHaveURL(/status=DELETED/)
  await status.selectOption({ label: 'Released' })
  await expect(rows).toHaveCount(3)
  await expect(rows.filter({ hasText: 'Released' })).toHaveCount(3)

  // Sorting by ICCID, both ways, announced on the column header.
  const iccidHeader = table.getByRole('columnheader', { name: 'ICCID' })
  await expect(iccidHeader).toHaveAttribute('aria-sort', 'none')
  await iccidHeader.getByRole('button').click()
  await expect(iccidHeader).toHaveAttribute('aria-sort', 'ascending')
  const sorted = [first, second, third].map((p) => p.iccid).sort()
  await expect(rows.nth(0)).toContainText(sorted[0] ?? '')
  await expect(rows.nth(2)).toContainText(sorted[2] ?? '')
  await iccidHeader.getByRole('button').click()
  await expect(iccidHeader).toHaveAttribute('aria-sort', 'descending')
  await expect(rows.nth(0)).toContainText(sorted[2] ?? '')
})

test('columns chosen by the user are kept after a reload', async ({ page }) => {
  test.setTimeout(90_000)
  const { config } = await fleetOwner(page, 'fleet-columns')
  const [profile] = await generateProfiles(page, config.configId, 1)
  if (!profile) throw new Error('no profile')

  await page.goto('/profile/fleet')
  const { table } = fleetTable(page)
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible({ timeout: 30_000 })
  await expect(table.getByRole('columnheader', { name: 'MSISDN' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Columns' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitemcheckbox', { name: 'ICCID' })).toBeDisabled()
  expect(await violations(page, '[role="menu"]')).toEqual([])
  const saved = page.waitForResponse((r) => r.url().endsWith(endpoints.behavior.save.path) && r.ok())
  await menu.getByRole('menuitemcheckbox', { name: 'IMSI' }).click()
  await saved
  // The menu stays open for the next choice.
  const savedAgain = page.waitForResponse((r) => r.url().endsWith(endpoints.behavior.save.path) && r.ok())
  await menu.getByRole('menuitemcheckbox', { name: 'SM-DP+ address' }).click()
  await savedAgain
  await expect(menu.getByRole('menuitemcheckbox', { name: 'IMSI' })).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toBeVisible()
  await expect(await cellOf(page, profile.iccid, 'SM-DP+ address')).toHaveText('smdp.e2e.example.com')

  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toBeVisible({ timeout: 30_000 })
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'ICCID' })).toBeVisible()

  // The choice is the user's saved behaviour config, in the contract's shape.
  const { configs } = await postApi<{ configs: { moduleName: string; moduleConfig: string }[] }>(
    page,
    endpoints.behavior.query,
    { moduleNames: ['fleet.columns'] },
  )
  const columns: string[] = JSON.parse(configs[0]?.moduleConfig ?? '{}').columns
  expect(columns).toContain('smdpAddress')
  expect(columns).not.toContain('imsi')

  // Reset to default brings IMSI back and hides the SM-DP+ address, also after a reload.
  await page.getByRole('button', { name: 'Columns' }).click()
  const reset = page.waitForResponse((r) => r.url().endsWith(endpoints.behavior.save.path) && r.ok())
  await page.getByRole('menuitem', { name: 'Reset to default' }).click()
  await reset
  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible({ timeout: 30_000 })
  await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toHaveCount(0)
})

test('edit the notes of two profiles at once, then see them in the table and in a profile’s history', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { config } = await fleetOwner(page, 'fleet-notes')
  const profiles = await generateProfiles(page, config.configId, 3)
  const [a, b, untouched] = profiles.map((p) => p.iccid) as [string, string, string]

  await page.goto('/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(3, { timeout: 30_000 })
  await select(page, [a, b])
  await expect(page.getByText('2 selected')).toBeVisible()

  await page.getByRole('button', { name: 'Edit notes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit the notes of 2 profiles' })
  await expect(dialog).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  const notes = `Pallet 7, shelf B ${Date.now()}`
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes)
  await dialog.getByRole('button', { name: 'Save notes' }).click()
  await expect(dialog).toBeHidden()
  await expect(actionResult(page, 'Edit notes')).toContainText('Edit notes: 2 updated')

  await expect(await cellOf(page, a, 'Notes')).toHaveText(notes)
  await expect(await cellOf(page, b, 'Notes')).toHaveText(notes)
  await expect(await cellOf(page, untouched, 'Notes')).toHaveText('--')
  await expect(page.getByText('Select profiles to act on them')).toBeVisible()

  // The detail of one of them: the notes in its form and the change, newest first, in its history.
  await page.getByRole('button', { name: a, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: `Profile ${a}` })
  await expect(sheet.getByRole('textbox', { name: 'Notes' })).toHaveValue(notes, { timeout: 30_000 })
  const history = sheet.getByRole('list', { name: 'History' }).getByRole('listitem')
  await expect(history.first()).toContainText('Notes')
  await expect(history.first()).toContainText(`-- → ${notes}`)
  await expect(
    sheet.getByRole('img', { name: `QR code of the activation code for ICCID ${a}` }),
  ).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Push to EID' })).toHaveAttribute(
    'href',
    `/profile/eidpush?iccid=${a}`,
  )
  expect(await violations(page, '[role="dialog"]')).toEqual([])

  // This one profile's notes and protection, from its detail.
  await sheet.getByRole('textbox', { name: 'Notes' }).fill('Returned by customer')
  await sheet.getByRole('button', { name: 'Save notes' }).click()
  await expect(history.first()).toContainText(`${notes} → Returned by customer`)
  await sheet.getByRole('checkbox', { name: /^Protected/ }).check()
  await expect(history.first()).toContainText('Not protected → Protected')
  await expect(sheet.getByRole('checkbox', { name: /^Protected/ })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(await cellOf(page, a, 'Notes')).toHaveText('Returned by customer')
  await expect(await cellOf(page, a, 'Protected')).toHaveText('Yes')
  await expect(await cellOf(page, b, 'Notes')).toHaveText(notes)
})

test('recycle a profile after confirming, see it Recycled, and find it in the Recycle logs', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { config } = await fleetOwner(page, 'fleet-recycle')
  const [target, other] = (await generateProfiles(page, config.configId, 2)).map((p) => p.iccid) as [
    string,
    string,
  ]

  await page.goto('/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(2, { timeout: 30_000 })
  await expect(await cellOf(page, target, 'Recycle status')).toHaveText('Not recycled')
  await select(page, [target])

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
  await expect(access.locator('s')).toHaveText(/^1\$/)
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

  // The Recycle logs list the profile.
  await page.goto(`/logs?view=recycle`)
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

  await page.goto('/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(2, { timeout: 30_000 })
  await select(page, [kept])
  await page.getByRole('button', { name: 'Protect', exact: true }).click()
  await expect(actionResult(page, 'Protect')).toContainText('Protect: 1 updated')
  await expect(await cellOf(page, kept, 'Protected')).toHaveText('Yes')
  await expect(await cellOf(page, free, 'Protected')).toHaveText('No')

  // Both selected: the free one is recycled, the protected one is refused with its reason.
  await select(page, [kept, free])
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

  await page.goto('/profile/fleet')
  const { rows } = fleetTable(page)
  await expect(rows).toHaveCount(3, { timeout: 30_000 })
  await select(page, [a, b])
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
