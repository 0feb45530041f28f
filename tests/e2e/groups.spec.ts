import { expect, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { COMPLETE_CONFIG, createConfigWithApi, randomHex } from './support/generation'
import { generateProfiles } from './support/groups-seed'
import { openPage } from './support/navigation'
import { activeUser, notifications, signInWithApi } from './support/session'

test('a group: create, rename, add profiles by ICCID, remove one, delete it with its profiles kept', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { email, password } = await activeUser({ label: 'groups' })
  await signInWithApi(page, email, password)
  const config = await createConfigWithApi(page, { name: `Groups ${randomHex(3)}`, ...COMPLETE_CONFIG })
  const [first = '', second = ''] = await generateProfiles(page, config.configId, 2)

  await openPage(page, '/profile/group')
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible()
  await expect(page.getByText('No groups yet.')).toBeVisible()

  // Create: the name is required, then the new group is listed and chosen.
  await page.getByRole('button', { name: 'New group' }).first().click()
  let dialog = page.getByRole('dialog', { name: 'New group' })
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Required')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Field team')
  await dialog.getByRole('button', { name: 'Create group' }).click()
  await expect(dialog).toBeHidden()
  await expect(notifications(page).filter({ hasText: 'Group Field team created' })).toBeVisible()
  const groups = page.getByRole('table', { name: 'Groups' })
  await expect(groups.getByRole('row').filter({ hasText: 'Field team' }).getByRole('cell').nth(1)).toHaveText(
    '0',
  )
  await expect(page.getByRole('heading', { name: 'Profiles in Field team' })).toBeVisible()

  // Rename.
  await page.getByRole('button', { name: 'Rename Field team' }).click()
  dialog = page.getByRole('dialog', { name: 'Rename Field team' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sales devices')
  await dialog.getByRole('button', { name: 'Save name' }).click()
  await expect(dialog).toBeHidden()
  const row = groups.getByRole('row').filter({ hasText: 'Sales devices' })
  await expect(row).toBeVisible()
  await expect(groups.getByRole('row').filter({ hasText: 'Field team' })).toHaveCount(0)
  const panel = page.getByRole('region', { name: 'Profiles in Sales devices' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Run a campaign' })).toHaveAttribute(
    'href',
    /\/profile\/campaign\?groupId=[0-9A-Z]+$/,
  )

  // Add two profiles by ICCID: a value that is not an ICCID is listed with its reason and nothing is sent.
  await panel.getByRole('button', { name: 'Add profiles' }).click()
  dialog = page.getByRole('dialog', { name: 'Add profiles to Sales devices' })
  const field = dialog.getByRole('textbox', { name: 'ICCIDs' })
  await field.fill(`${first}\n${second}, 12345\n${first}`)
  await expect(dialog.getByRole('status')).toHaveText('2 ICCIDs to add · 1 repeat removed · 1 not valid')
  await dialog.getByRole('button', { name: 'Add to group' }).click()
  await expect(dialog.getByText('12345: Invalid ICCID: use 18 to 20 digits')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await field.fill(`${first}, ${second}`)
  await dialog.getByRole('button', { name: 'Add to group' }).click()
  await expect(dialog.getByRole('status')).toHaveText('2 added')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  await expect(row.getByRole('cell').nth(1)).toHaveText('2')
  await expect(panel.getByText('2 profiles', { exact: true })).toBeVisible()
  const members = panel.getByRole('table', { name: 'Profiles in Sales devices' })
  await expect(members.getByRole('row').filter({ hasText: first })).toBeVisible()
  await expect(members.getByRole('row').filter({ hasText: second })).toBeVisible()
  expect(await violations(page)).toEqual([])

  // Remove one: it leaves the group, the count follows.
  const remove = panel.getByRole('button', { name: 'Remove from group' })
  await expect(remove).toBeDisabled()
  await members.getByRole('checkbox', { name: `Select ICCID ${first}` }).check()
  await expect(panel.getByText('1 profile selected')).toBeVisible()
  await remove.click()
  await expect(panel.getByText('1 profile removed from the group; it stays in the fleet.')).toBeVisible()
  await expect(row.getByRole('cell').nth(1)).toHaveText('1')
  await expect(panel.getByText('1 profile', { exact: true })).toBeVisible()
  await expect(members.getByRole('row').filter({ hasText: first })).toHaveCount(0)
  await expect(members.getByRole('row').filter({ hasText: second })).toBeVisible()

  // Delete, after a confirmation that the profile stays in the fleet.
  await page.getByRole('button', { name: 'Delete Sales devices' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete group Sales devices?' })
  await expect(confirm).toContainText('The 1 profile stays in the fleet; it just leaves this group.')
  expect(await violations(page, '[role="alertdialog"]')).toEqual([])
  await confirm.getByRole('button', { name: 'Delete group' }).click()
  await expect(confirm).toBeHidden()
  await expect(notifications(page).filter({ hasText: 'Group Sales devices deleted' })).toBeVisible()
  await expect(groups.getByRole('row').filter({ hasText: 'Sales devices' })).toHaveCount(0)
  await expect(page.getByText('No groups yet.')).toBeVisible()
  await expect(panel).toHaveCount(0)
})
