import { expect, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { openPage, showInApp } from './support/navigation'
import { apiCall, apiOk, createCompleteConfig, generateProfile } from './support/operations'
import { activeUser, signInWithApi } from './support/session'

/** A day as a date field takes it, `days` from today in the local time zone (the browser's too). */
function day(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

// Two tests on one owner (each seeded an owner, a configuration and signed in for itself): first the
// generation's one entry, while its profile has no other; then the notes and the recycle, on two profiles of
// their own.
test('the Profile logs: a generation as one entry, notes with before and after; a recycle in the Recycle logs', async ({
  page,
}) => {
  // The two tests' times together.
  test.setTimeout(180_000)
  const { email, password } = await activeUser({ label: 'logs' })
  await signInWithApi(page, email, password)
  const config = await createCompleteConfig(page)
  await test.step('a generated profile’s generation is one Profile log entry: the Generated filter finds it as its history shows it', async () => {
    const generated = await generateProfile(page, config.configId)
    await page.goto('/logs?view=profile')
    const filters = page.getByRole('form', { name: 'Filter the logs' })
    const action = filters.getByRole('combobox', { name: 'Action' })
    // Every action the filter offers is named in words.
    await expect(action.getByRole('option')).toHaveText([
      'All actions',
      'Generated',
      'Notes',
      'Protection',
      'Group',
      'Recycle',
      'EID push',
      'Status',
      'Failure',
      'Re-generate',
    ])
    await action.selectOption({ label: 'Generated' })
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/action=GENERATED/)
    const row = page.getByRole('row').filter({ hasText: generated })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell')).toContainText([generated, 'Generated', '-- changed to Released'])
    await expect(row.getByRole('cell').last()).toHaveText(/^Batch /)
    expect(await violations(page)).toEqual([])

    // The profile's history shows that very entry, once, as its oldest (reached inside the console).
    await showInApp(page, `/profile/fleet?iccid=${generated}`)
    await page.getByRole('button', { name: generated, exact: true }).click()
    const history = page
      .getByRole('dialog', { name: `Profile ${generated}` })
      .getByRole('list', { name: 'History' })
      .getByRole('listitem')
    await expect(history).toHaveCount(1, { timeout: 30_000 })
    await expect(history.last()).toContainText('Generated')
    await expect(history.last()).toContainText('-- → Released')
  })
  await test.step('notes changed on a profile show in the Profile logs with before and after; a recycle in the Recycle logs', async () => {
    const iccid = await generateProfile(page, config.configId)
    const other = await generateProfile(page, config.configId)
    await apiOk(page, endpoints.fleet.notes, { iccids: [iccid], notes: 'Desk phone' })
    await apiOk(page, endpoints.fleet.notes, { iccids: [iccid], notes: 'Spare for travel' })
    await apiOk(page, endpoints.fleet.notes, { iccids: [other], notes: 'Someone else' })

    await openPage(page, '/logs?view=profile')
    await expect(page.getByRole('tab', { name: 'Profile logs' })).toHaveAttribute('aria-selected', 'true')
    const filters = page.getByRole('form', { name: 'Filter the logs' })
    await filters.getByLabel('ICCID').fill('12345')
    await filters.getByLabel('From').fill(day(1))
    await filters.getByLabel('To').fill(day(-1))
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(filters.getByText('Invalid ICCID: use 18 to 20 digits')).toBeVisible()
    await expect(filters.getByText('The end date is before the start date')).toBeVisible()
    await expect(filters.getByLabel('ICCID')).toBeFocused()

    await filters.getByLabel('ICCID').fill(iccid)
    await filters.getByLabel('Action').selectOption({ label: 'Notes' })
    await filters.getByLabel('From').fill(day(-1))
    await filters.getByLabel('To').fill(day(1))
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(new RegExp(`iccid=${iccid}.*action=NOTES`))
    const rows = page.getByRole('row').filter({ hasText: iccid })
    await expect(rows).toHaveCount(2)
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0)
    // Newest first: the second change, from the first note to the second.
    await expect(rows.first().getByRole('cell')).toContainText([
      iccid,
      'Notes',
      'Desk phone changed to Spare for travel',
    ])
    await expect(rows.last().getByRole('cell').nth(3)).toHaveText('-- changed to Desk phone')
    expect(await violations(page)).toEqual([])

    // A range in the past finds nothing; clearing the filters shows both profiles again.
    await filters.getByLabel('From').fill('2020-01-01')
    await filters.getByLabel('To').fill('2020-01-02')
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('No entry matches these filters.')).toBeVisible()
    await filters.getByRole('button', { name: 'Clear' }).click()
    await expect(page.getByRole('row').filter({ hasText: other })).not.toHaveCount(0)

    // A recycle writes a Recycle log entry.
    const recycled = await apiOk<{ updated: number }>(page, endpoints.fleet.recycle, { iccids: [other] })
    expect(recycled.updated).toBe(1)
    await page.getByRole('tab', { name: 'Recycle logs' }).click()
    await expect(page).toHaveURL(/view=recycle/)
    const recycleRow = page.getByRole('row').filter({ hasText: other })
    await expect(recycleRow.getByRole('cell')).toContainText([other, 'Recycled'])
    await expect(page.getByRole('row').filter({ hasText: iccid })).toHaveCount(0)
    await page
      .getByRole('form', { name: 'Filter the logs' })
      .getByLabel('Result')
      .selectOption({ label: 'Failed' })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page.getByText('No entry matches these filters.')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test('a user holding only Recycle_Log_View sees only the Recycle logs', async ({ page }) => {
  const { email, password } = await activeUser({ label: 'recyclelogs', permissions: ['Recycle_Log_View'] })
  await signInWithApi(page, email, password)

  await openPage(page, '/logs?view=profile')
  await expect(page).toHaveURL(/\/logs\?view=recycle$/)
  const tabs = page.getByRole('tablist', { name: 'Log views' })
  await expect(tabs.getByRole('tab')).toHaveText(['Recycle logs'])
  await expect(page.getByRole('tab', { name: 'Profile logs' })).toHaveCount(0)
  await expect(page.getByText('No profile recycled yet.')).toBeVisible()

  // The server refuses the other views on its own.
  expect((await apiCall(page, endpoints.log.profile, { pageNum: 1, pageSize: 10 })).code).toBe(10005)
  expect((await apiCall(page, endpoints.log.recycle, { pageNum: 1, pageSize: 10 })).success).toBe(true)
})
