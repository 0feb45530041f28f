import { expect, type Page, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { COMPLETE_CONFIG, createConfigWithApi, randomHex } from './support/generation'
import { generateProfiles, groupWithProfiles } from './support/groups-seed'
import { openPage } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

async function signedInWithConfig(page: Page, label: string) {
  const { email, password } = await activeUser({ label })
  await signInWithApi(page, email, password)
  return createConfigWithApi(page, { name: `Campaigns ${randomHex(3)}`, ...COMPLETE_CONFIG })
}

/** The first list of the detail: total, done, failed, skipped. */
const counts = (sheet: ReturnType<Page['getByRole']>) => sheet.locator('dl').first().getByRole('definition')

// Three campaigns of one owner (each test seeded an owner and a configuration and signed in for itself), each
// over profiles of its own, made when its step starts: the one set for later first, while the list is still
// empty; the others find their campaign in the list by its name.
test('campaigns: one set for later paused, resumed and cancelled; a recycle over a group; an EID push', async ({
  page,
}) => {
  // The three tests' times together.
  test.setTimeout(480_000)
  const config = await signedInWithConfig(page, 'campaigns')
  await test.step('a campaign set for later waits as scheduled, pauses, resumes and can be cancelled', async () => {
    const [iccid = ''] = await generateProfiles(page, config.configId, 1)

    await openPage(page, '/profile/campaign')
    await expect(page.getByText('No campaigns yet.')).toBeVisible()
    await page.getByRole('button', { name: 'New campaign' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New campaign' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Night recycle')
    await dialog.getByRole('radio', { name: /^Recycle/ }).check()
    await dialog.getByRole('radio', { name: 'Pasted ICCIDs' }).check()
    const field = dialog.getByRole('textbox', { name: 'ICCIDs' })
    await field.fill(`${iccid}\n999`)
    await dialog.getByRole('radio', { name: 'At a set time' }).check()
    const startAt = dialog.getByLabel('Start at')
    // A time that has gone is refused: it would start the campaign at once.
    await startAt.fill('2020-01-01T08:00')
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    await expect(
      dialog.getByText('Fix or remove the value that is not an ICCID (18 to 20 digits)'),
    ).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Values that are not ICCIDs' })).toHaveText('999')
    await expect(dialog.getByText('Choose a time in the future')).toBeVisible()
    await field.fill(iccid)
    const tomorrow = new Date(Date.now() + 24 * 3_600_000)
    const pad = (n: number) => String(n).padStart(2, '0')
    await startAt.fill(
      `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:30`,
    )
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Recycle 1 profile?' })
    await expect(confirm).toContainText('until then you can cancel the campaign')
    await confirm.getByRole('button', { name: 'Recycle' }).click()
    await expect(dialog).toBeHidden()

    const sheet = page.getByRole('dialog', { name: 'Night recycle' })
    await expect(sheet.getByText('Scheduled', { exact: true })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Pause' })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Resume' })).toHaveCount(0)
    await expect(sheet.getByRole('link', { name: 'Download result' })).toHaveCount(0)

    // Paused, it waits for a resume; resumed, it waits for its time again.
    await sheet.getByRole('button', { name: 'Pause' }).click()
    await expect(sheet.getByText('Paused', { exact: true })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    await sheet.getByRole('button', { name: 'Resume' }).click()
    await expect(sheet.getByText('Scheduled', { exact: true })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Resume' })).toHaveCount(0)

    await sheet.getByRole('button', { name: 'Cancel campaign' }).click()
    const cancel = page.getByRole('alertdialog', { name: 'Cancel campaign Night recycle?' })
    await expect(cancel).toContainText('Targets not reached yet are skipped.')
    await cancel.getByRole('button', { name: 'Cancel campaign' }).click()
    await expect(cancel).toBeHidden()
    await expect(sheet.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    await expect(sheet.getByRole('button', { name: 'Cancel campaign' })).toHaveCount(0)
    // Nothing was done: a campaign cancelled before its start reaches none of its targets.
    await expect(counts(sheet).nth(1)).toHaveText('0')
    await expect(sheet.getByRole('link', { name: 'Download result' })).toBeVisible({ timeout: 30_000 })
    await sheet.getByRole('button', { name: 'Close' }).click()

    // The status filter finds it among the cancelled ones only.
    const list = page.getByRole('table', { name: 'Campaigns' })
    await page.getByRole('combobox', { name: 'Status' }).selectOption('CANCELLED')
    await expect(list.getByRole('row').filter({ hasText: 'Night recycle' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('RUNNING')
    await expect(page.getByText('No campaign matches these filters.')).toBeVisible()
  })
  await test.step('a recycle campaign over a group runs to completion, with its result to download', async () => {
    const iccids = await generateProfiles(page, config.configId, 3)
    const group = await groupWithProfiles(page, `Recycle ${randomHex(2)}`, iccids)

    // From the group screen: "Run a campaign" opens the form with the group chosen.
    await openPage(page, `/profile/group?group=${group.groupId}`)
    await page.getByRole('link', { name: 'Run a campaign' }).click()
    await expect(page).toHaveURL(new RegExp(`/profile/campaign\\?groupId=${group.groupId}$`))
    const dialog = page.getByRole('dialog', { name: 'New campaign' })
    await expect(dialog.getByRole('combobox', { name: 'Group' })).toHaveValue(group.groupId)
    await expect(dialog.getByRole('combobox', { name: 'Group' }).locator('option:checked')).toHaveText(
      group.name,
    )
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Spring recycle')
    await dialog.getByRole('radio', { name: /^Recycle/ }).check()
    await expect(dialog.getByText('This cannot be undone.')).toBeVisible()
    // The SM-DS address is an EID push matter only.
    await expect(dialog.getByRole('textbox', { name: 'SM-DS address (optional)' })).toHaveCount(0)
    expect(await violations(page, '[role="dialog"]')).toEqual([])
    await dialog.getByRole('button', { name: 'Create campaign' }).click()

    const confirm = page.getByRole('alertdialog', { name: 'Recycle every profile of the group?' })
    await expect(confirm).toContainText('cannot be undone')
    await confirm.getByRole('button', { name: 'Recycle' }).click()
    await expect(confirm).toBeHidden()
    await expect(dialog).toBeHidden()

    // The detail follows the campaign to its end.
    const sheet = page.getByRole('dialog', { name: 'Spring recycle' })
    await expect(sheet).toBeVisible()
    await expect(sheet.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(counts(sheet)).toHaveText(['3', '3', '0', '0'])
    await expect(
      sheet.getByRole('progressbar', { name: 'Progress of campaign Spring recycle' }),
    ).toHaveAttribute('aria-valuetext', '3 of 3 (100%)')
    const download = sheet.getByRole('link', { name: 'Download result' })
    await expect(download).toBeVisible({ timeout: 30_000 })
    // The result lists every target with its outcome.
    const result = await page.request.get((await download.getAttribute('href')) ?? '')
    expect(result.ok()).toBe(true)
    const csv = await result.text()
    for (const iccid of iccids) expect(csv).toMatch(new RegExp(`${iccid}.*DONE`))
    const targets = sheet.getByRole('table', { name: 'Targets of the campaign' })
    for (const iccid of iccids) {
      await expect(targets.getByRole('row').filter({ hasText: iccid }).getByRole('cell').nth(2)).toHaveText(
        'Done',
      )
    }
    await expect(sheet.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    await expect(sheet.getByRole('button', { name: 'Cancel campaign' })).toHaveCount(0)
    expect(await violations(page, '[role="dialog"]')).toEqual([])

    // The list says the same once the detail is closed.
    await sheet.getByRole('button', { name: 'Close' }).click()
    const row = page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('row')
      .filter({ hasText: 'Spring recycle' })
    await expect(row.getByRole('cell').nth(3)).toHaveText('Complete')
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3 (100%)')
    await expect(row.getByRole('cell').nth(2)).toHaveText(`Group ${group.name}`)
    expect(await violations(page)).toEqual([])
    // The name opens the detail again, from a link that can be shared.
    await row.getByRole('button', { name: 'Spring recycle' }).click()
    await expect(page).toHaveURL(/[?&]campaign=[0-9A-Z]+/)
    await expect(sheet.getByRole('link', { name: 'Download result' })).toBeVisible()
  })
  await test.step('an EID push campaign says first how many profiles have no EID, skips them and pushes the others', async () => {
    const withEid = await generateProfiles(page, config.configId, 2, { eid: true })
    const [withoutEid = ''] = await generateProfiles(page, config.configId, 1)
    const group = await groupWithProfiles(page, `Devices ${randomHex(2)}`, [...withEid, withoutEid])

    await openPage(page, `/profile/campaign?groupId=${group.groupId}`)
    const dialog = page.getByRole('dialog', { name: 'New campaign' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Push to devices')
    await expect(dialog.getByRole('radio', { name: /^EID push/ })).toBeChecked()
    await expect(
      dialog.getByRole('status').filter({ hasText: '1 of the 3 profiles has no EID' }),
    ).toContainText('the campaign will skip it')
    await dialog.getByRole('textbox', { name: 'SM-DS address (optional)' }).fill('https://smds')
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    await expect(dialog.getByText('Invalid SM-DS address: use a domain name')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'SM-DS address (optional)' }).fill('smds.e2e.example.com')
    await dialog.getByRole('button', { name: 'Create campaign' }).click()
    await expect(page.getByRole('alertdialog')).toHaveCount(0)

    const sheet = page.getByRole('dialog', { name: 'Push to devices' })
    await expect(sheet.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(counts(sheet)).toHaveText(['3', '2', '0', '1'])
    const targets = sheet.getByRole('table', { name: 'Targets of the campaign' })
    await expect(targets.getByRole('row').filter({ hasText: withoutEid })).toContainText(
      `ICCID ${withoutEid} has no EID to push to`,
    )
    await expect(sheet.getByRole('link', { name: 'Download result' })).toBeVisible({ timeout: 30_000 })
  })
})
