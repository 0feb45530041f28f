import { expect, test } from '@playwright/test'
import { acOfProfile, cellOf, fleetTable, generateProfiles } from './support/fleet'
import { COMPLETE_CONFIG, createConfigWithApi } from './support/generation'
import { generateProfiles as generateOneByOne, groupWithProfiles } from './support/groups-seed'
import { openPage, showInApp } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

test('an admin queues a recycle for a card; its applet carries it out, the log shows it done, the fleet recycled', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // A client's profile whose configuration carries the Recycle applet, installed on a simulated device.
  const owner = await activeUser({ label: 'bip' })
  await signInWithApi(page, owner.email, owner.password)
  const config = await createConfigWithApi(page, {
    ...COMPLETE_CONFIG,
    name: `Bip ${Date.now()}`,
    applet: { subtype: 'RECYCLE', bipServer: 'bip.simlessly.localhost' },
  })
  const [profile] = await generateProfiles(page, config.configId, 1)
  const iccid = profile?.iccid ?? ''
  await openPage(page, '/profile/fleet')
  const ac = await acOfProfile(page, iccid)
  await page.goto(`/dev/device?ac=${encodeURIComponent(ac)}`)
  await page.getByLabel('Fail at').selectOption({ label: 'Nowhere: download and install' })
  await page.getByRole('button', { name: 'Download on the device' }).click()
  await expect(page.getByRole('region', { name: /ICCID/ }).getByRole('heading')).toContainText(
    'is now installed',
  )

  // The admin sees the card check in, and queues a recycle for it.
  await signInWithApi(page, ADMIN.email, ADMIN.password)
  await openPage(page, `/admin/bip?iccid=${iccid}`)
  await expect(page).toHaveTitle('BIP messages - Simlessly')
  const log = page.getByRole('table', { name: 'BIP messages, newest first' })
  await expect(log.getByRole('row').filter({ hasText: 'Check-in' }).first()).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'Queue a command' }).click()
  const form = page.getByRole('dialog', { name: 'Queue a command' })
  await form.getByLabel('ICCID').fill(iccid)
  await form.getByLabel('Command').selectOption({ label: 'Recycle' })
  await form.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Queue Recycle for 1 card?' })
  await expect(confirm).toContainText(`Recycle goes to ICCID ${iccid} of`)
  await confirm.getByRole('button', { name: 'Queue for 1 card' }).click()
  await expect(confirm).toBeHidden()

  // The applet takes it at its next check-in, carries it out, and reports it: the log shows it done.
  await page.getByLabel('Direction').selectOption({ label: 'To the card' })
  const command = log.getByRole('row').filter({ hasText: 'Recycle' })
  await expect(command).toHaveCount(1)
  await expect(command).toContainText('Done', { timeout: 60_000 })
  await command.getByText('Show the payload').click()
  await expect(command).toContainText('800101')

  // The client's fleet shows the profile recycled, and the Recycle logs name the card's applet.
  await signInWithApi(page, owner.email, owner.password)
  await openPage(page, '/profile/fleet')
  await expect(fleetTable(page).row(iccid)).toBeVisible()
  await expect(await cellOf(page, iccid, 'Recycle status')).toHaveText('Recycled', { timeout: 30_000 })
  await showInApp(page, '/logs?view=recycle')
  const logged = page.getByRole('tabpanel').getByRole('row').filter({ hasText: iccid })
  await expect(logged).toContainText('Recycled', { timeout: 30_000 })
  await expect(logged).toContainText('Recycle applet over BIP')
})

test("an admin queues a command for a client's group, picking the client by name and then its group", async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A client with a group of two cards.
  const stamp = Date.now()
  const owner = await activeUser({ label: 'bipgroup', enterpriseName: `Bip Group Client ${stamp}` })
  await signInWithApi(page, owner.email, owner.password)
  const config = await createConfigWithApi(page, {
    ...COMPLETE_CONFIG,
    name: `Bip group ${stamp}`,
    applet: { subtype: 'RECYCLE', bipServer: 'bip.simlessly.localhost' },
  })
  const iccids = await generateOneByOne(page, config.configId, 2)
  await groupWithProfiles(page, `Field units ${stamp}`, iccids)

  await signInWithApi(page, ADMIN.email, ADMIN.password)
  await openPage(page, '/admin/bip')
  await page.getByRole('button', { name: 'Queue a command' }).click()
  const form = page.getByRole('dialog', { name: 'Queue a command' })
  await form.getByRole('radio', { name: "A client's group" }).check()
  await form.getByRole('searchbox', { name: "Find a client by name or owner's email" }).fill(`${stamp}`)
  const client = form.getByRole('combobox', { name: 'Client' })
  await expect(client.getByRole('option', { name: new RegExp(`Bip Group Client ${stamp}`) })).toHaveCount(1)
  await client.selectOption({ label: `Bip Group Client ${stamp} (${owner.email})` })
  await form.getByRole('combobox', { name: 'Group' }).selectOption({ label: `Field units ${stamp}` })
  await form.getByLabel('Command').selectOption({ label: 'Update a parameter' })
  await form.getByLabel('New value').fill('600')
  await form.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Queue Update a parameter for 2 cards?' })
  await expect(confirm).toContainText(`group Field units ${stamp} of Bip Group Client ${stamp}`)
  await confirm.getByRole('button', { name: 'Queue for 2 cards' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('Update a parameter queued for 2 cards.', { exact: false })).toBeVisible()
})
