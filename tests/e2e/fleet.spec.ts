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
import { openPage, reloadPage } from './support/navigation'

// Three tests on one owner's three profiles (each seeded an owner and signed in for itself; the columns' test
// had one profile): filters and sorting first, while every profile is as generated; then the columns, which
// ends reset to the default; then the notes, which change two profiles, last.
test('the fleet: filters and sorting, the columns kept after a reload, notes edited on two profiles', async ({
  page,
}) => {
  // The three tests' times together.
  test.setTimeout(300_000)
  const { config } = await fleetOwner(page, 'fleet-filter')
  const profiles = await generateProfiles(page, config.configId, 3)
  const [first, second, third] = profiles as [
    (typeof profiles)[0],
    (typeof profiles)[0],
    (typeof profiles)[0],
  ]
  await test.step('filter the fleet by ICCID prefix, IMSI and status, sort it, and clear the filters', async () => {
    await openPage(page, '/profile/fleet')
    const { rows, row, table } = fleetTable(page)
    await expect(rows).toHaveCount(3)
    await expect(page.getByText('3 profiles', { exact: true })).toBeVisible()
    expect(await violations(page)).toEqual([])

    // An ICCID prefix long enough to be only the second's; typing settles before the list is asked.
    const prefix = second.iccid.slice(0, 12)
    await page.getByRole('textbox', { name: 'ICCID' }).fill(prefix)
    await expect(rows).toHaveCount(1)
    await expect(row(second.iccid)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`iccid=${prefix}`))

    // The filter is in the URL: a reload keeps it, with the field filled.
    await reloadPage(page)
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
  await test.step('columns chosen by the user are kept after a reload', async () => {
    await openPage(page, '/profile/fleet')
    const { table } = fleetTable(page)
    await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'MSISDN' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Columns', exact: true }).click()
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
    await expect(menu.getByRole('menuitemcheckbox', { name: 'IMSI' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await page.keyboard.press('Escape')
    await expect(table.getByRole('columnheader', { name: 'IMSI' })).toHaveCount(0)
    await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toBeVisible()
    await expect(await cellOf(page, first.iccid, 'SM-DP+ address')).toHaveText('smdp.e2e.example.com')

    await reloadPage(page)
    await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toBeVisible()
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
    await page.getByRole('button', { name: 'Columns', exact: true }).click()
    const reset = page.waitForResponse((r) => r.url().endsWith(endpoints.behavior.save.path) && r.ok())
    await page.getByRole('menuitem', { name: 'Reset to default' }).click()
    await reset
    await reloadPage(page)
    await expect(table.getByRole('columnheader', { name: 'IMSI' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'SM-DP+ address' })).toHaveCount(0)
  })
  await test.step('edit the notes of two profiles at once, then see them in the table and in a profile’s history', async () => {
    const [a, b, untouched] = [first, second, third].map((p) => p.iccid) as [string, string, string]
    await openPage(page, '/profile/fleet')
    const { rows } = fleetTable(page)
    await expect(rows).toHaveCount(3)
    await selectProfiles(page, [a, b])
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
    // The toast that says so never covers the drawer's title.
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Notes saved')
    await expect(toast).toBeVisible()
    const [toastBox, titleBox] = await Promise.all([
      toast.boundingBox(),
      sheet.getByRole('heading', { name: `Profile ${a}` }).boundingBox(),
    ])
    expect(toastBox && titleBox && toastBox.y > titleBox.y + titleBox.height).toBe(true)
    await sheet.getByRole('checkbox', { name: /^Protected/ }).check()
    await expect(history.first()).toContainText('Not protected → Protected')
    await expect(sheet.getByRole('checkbox', { name: /^Protected/ })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(await cellOf(page, a, 'Notes')).toHaveText('Returned by customer')
    await expect(await cellOf(page, a, 'Protected')).toHaveText('Yes')
    await expect(await cellOf(page, b, 'Notes')).toHaveText(notes)
  })
})
