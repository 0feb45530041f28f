import { expect, test } from '@playwright/test'
import { blockedMessage } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { randomHex, randomIccid } from './support/generation'
import { openPage, showInApp } from './support/navigation'
import { createCompleteConfig, generateProfile, randomEid } from './support/operations'
import { activeUser, notifications, signInWithApi } from './support/session'

test('block an EID: generation refuses it naming the block, and accepts it again once unblocked', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { email, password } = await activeUser({ label: 'block' })
  await signInWithApi(page, email, password)
  const config = await createCompleteConfig(page)
  const eid = randomEid()
  const reason = `Stolen device ${randomHex(2)}`

  await openPage(page, '/setting/block')
  await expect(page.getByRole('heading', { name: 'Block list', level: 1 })).toBeVisible()
  await expect(page.getByText('Nothing is blocked.')).toBeVisible()

  // The dialog checks the value by its kind before sending.
  await page.getByRole('button', { name: 'Block', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Block an identifier' })
  await expect(dialog.getByRole('radio', { name: 'EID' })).toBeChecked()
  await dialog.getByLabel('Value').fill(`${eid.slice(0, 31)}${(Number(eid.at(-1)) + 1) % 10}`)
  await dialog.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(dialog.getByText('Invalid EID: its check digits do not match')).toBeVisible()
  await expect(dialog.getByText('Required')).toBeVisible()
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await dialog.getByLabel('Value').fill(eid)
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(notifications(page).filter({ hasText: `EID ${eid} is blocked` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: eid })
  await expect(row.getByRole('cell')).toContainText(['EID', eid, reason, 'Test User'])
  expect(await violations(page)).toEqual([])

  // The same EID again: the server's refusal shows under the value.
  await page.getByRole('button', { name: 'Block', exact: true }).click()
  await dialog.getByLabel('Value').fill(eid)
  await dialog.getByLabel('Reason').fill('Twice')
  await dialog.getByRole('button', { name: 'Block', exact: true }).click()
  await expect(dialog.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText(eid)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  // Filters: IMEI lists nothing, the start of the EID finds it.
  await page.getByLabel('Kind').selectOption({ label: 'IMEI' })
  await expect(page.getByText('Nothing blocked matches these filters.')).toBeVisible()
  await page.getByLabel('Kind').selectOption({ label: 'All kinds' })
  await page.getByRole('searchbox', { name: 'Search the block list' }).fill(eid.slice(0, 20))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(row).toBeVisible()

  // Generation with the blocked EID is refused with the block named (the screens reached inside the
  // console, as its menu does).
  await showInApp(page, `/profile/generateac?mode=single&config=${config.configId}`)
  await expect(page.getByRole('combobox', { name: 'Configuration' })).toHaveValue(config.configId)
  await page.getByLabel('ICCID').fill(randomIccid())
  await page.getByLabel('IMSI').fill('310410123456789')
  await page.getByLabel('Ki', { exact: true }).fill(randomHex(16))
  await page.getByLabel('OPc value').fill(randomHex(16))
  await page.getByLabel('EID (optional)').fill(eid)
  await page.getByRole('button', { name: 'Generate AC' }).click()
  await expect(page.getByText(blockedMessage({ kind: 'EID', value: eid, reason }))).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Activation code generated' })).toHaveCount(0)

  // Unblocked after a confirmation; cancelling keeps it.
  await showInApp(page, '/setting/block')
  const unblock = page.getByRole('button', { name: `Unblock EID ${eid}` })
  await unblock.click()
  const confirm = page.getByRole('alertdialog', { name: `Unblock EID ${eid}?` })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toBeVisible()
  await unblock.click()
  await confirm.getByRole('button', { name: 'Unblock' }).click()
  await expect(confirm).toBeHidden()
  await expect(notifications(page).filter({ hasText: `EID ${eid} is no longer blocked` })).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect(page.getByText('Nothing is blocked.')).toBeVisible()

  // And generation takes the EID again.
  await generateProfile(page, config.configId, { eid })
})
