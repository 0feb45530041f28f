import { expect, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { openPage, reloadPage } from './support/navigation'
import { apiCall, apiOk, createCompleteConfig, generateProfile, randomEid } from './support/operations'
import { activeUser, signInWithApi } from './support/session'

const LIMIT_MESSAGE = 'EID push is in beta: this account has used its 10 pushes'

// The two tests are one journey for one owner (each signed in, made a configuration and loaded the console for
// itself), each old test a step under its old name: the first push, from 0 of 10, then the pushes up to the 10th.
test('push a generated profile to an EID: PUSHED in the list and 1 of 10 pushes used', async ({ page }) => {
  test.setTimeout(270_000)
  const { email, password } = await activeUser({ label: 'eidpush' })
  await signInWithApi(page, email, password)
  const config = await createCompleteConfig(page)
  const iccid = await generateProfile(page, config.configId)

  await test.step('push a generated profile to an EID: PUSHED in the list and 1 of 10 pushes used', async () => {
    const eid = randomEid()

    // The fleet links here with the profile's ICCID.
    await openPage(page, `/profile/eidpush?iccid=${iccid}`)
    await expect(page.getByRole('heading', { name: 'EID push', level: 1 })).toBeVisible()
    await expect(page.getByText('Beta', { exact: true })).toBeVisible()
    await expect(page.getByText('0 of 10 pushes used')).toBeVisible()
    await expect(page.getByText('No push yet.')).toBeVisible()
    const form = page.getByRole('form', { name: 'Push an AC to an EID' })
    await expect(form.getByLabel('ICCID')).toHaveValue(iccid)

    // Check digits are verified before anything is sent.
    const wrong = `${eid.slice(0, 30)}${String((Number(eid.slice(30)) + 1) % 100).padStart(2, '0')}`
    await form.getByLabel('EID').fill(wrong)
    await form.getByRole('button', { name: 'Push to EID' }).click()
    await expect(form.getByText('Invalid EID: its check digits do not match')).toBeVisible()
    await expect(form.getByLabel('EID')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('0 of 10 pushes used')).toBeVisible()

    // A push is billed: it is confirmed first, in a dialog naming the ICCID, the EID and the uses left.
    await form.getByLabel('EID').fill(eid)
    await form.getByRole('button', { name: 'Push to EID' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Push the AC of ICCID ${iccid} to EID ${eid}?` })
    await expect(confirm).toContainText('The push is billed')
    await expect(confirm).toContainText('10 pushes are left; 9 will be left after this one.')
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    expect(await violations(page, '[role="alertdialog"]')).toEqual([])
    // Escape cancels: nothing is sent or counted.
    await page.keyboard.press('Escape')
    await expect(confirm).toBeHidden()
    await expect(page.getByText('0 of 10 pushes used')).toBeVisible()
    await expect(page.getByText('No push yet.')).toBeVisible()
    // From the keyboard: submit, move to the confirm button, press Enter.
    await form.getByLabel('EID').press('Enter')
    await expect(confirm).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(confirm.getByRole('button', { name: 'Push and bill' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('status').filter({ hasText: 'Pushed' })).toContainText(
      `The AC of ICCID ${iccid} was pushed to EID ${eid}`,
      { timeout: 30_000 },
    )
    await expect(confirm).toBeHidden()
    await expect(page.getByText('1 of 10 pushes used')).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Pushes used' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    )

    const row = page.getByRole('row').filter({ hasText: eid })
    await expect(row.getByRole('cell')).toContainText([iccid, eid, 'Pushed', '--'])
    await expect(page.getByRole('row')).toHaveCount(2)
    expect(await violations(page)).toEqual([])

    // The status filter lists it under Pushed only.
    await page.getByLabel('Status').selectOption({ label: 'Failed' })
    await expect(page.getByText('No push matches these filters.')).toBeVisible()
    await page.getByLabel('Status').selectOption({ label: 'Pushed' })
    await expect(row).toBeVisible()
  })

  await test.step('the beta’s 10th push is the last: the form then refuses with the limit message', async () => {
    // The first step's push is the first of the ten; eight more through the API make nine.
    const iccids: string[] = [iccid]
    for (let i = 1; i < 10; i++) iccids.push(await generateProfile(page, config.configId))
    for (const pushed of iccids.slice(1, 9)) {
      await apiOk(page, endpoints.eidPush.push, { iccid: pushed, eid: randomEid() })
    }

    const last = iccids[9] ?? ''
    await openPage(page, `/profile/eidpush?iccid=${last}`)
    await expect(page.getByText('9 of 10 pushes used')).toBeVisible()
    await expect(page.getByText('1 push left')).toBeVisible()
    const form = page.getByRole('form', { name: 'Push an AC to an EID' })
    const eid = randomEid()
    await form.getByLabel('EID').fill(eid)
    await form.getByRole('button', { name: 'Push to EID' }).click()
    const confirm = page.getByRole('alertdialog', { name: `Push the AC of ICCID ${last} to EID ${eid}?` })
    await expect(confirm).toContainText('This is the last push left: none will be left after it.')
    await confirm.getByRole('button', { name: 'Push and bill' }).click()
    await expect(form.getByRole('status').filter({ hasText: 'Pushed' })).toBeVisible({ timeout: 30_000 })

    // Used up: the reason shows and the form cannot be sent.
    await expect(page.getByText('10 of 10 pushes used')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'You cannot push now' })).toContainText(
      LIMIT_MESSAGE,
    )
    await expect(form.getByRole('button', { name: 'Push to EID' })).toBeDisabled()
    await expect(form.getByLabel('EID')).toBeDisabled()
    await expect(form.getByLabel('ICCID')).toBeDisabled()
    await expect(page.getByText('1–10 of 10')).toBeVisible()
    expect(await violations(page)).toEqual([])

    // The server refuses an 11th push too, with the same message; the page says so after a reload.
    const refused = await apiCall(page, endpoints.eidPush.push, { iccid: iccids[0], eid: randomEid() })
    expect(refused.success).toBe(false)
    expect(refused.msg).toBe(LIMIT_MESSAGE)
    await reloadPage(page)
    await expect(page.getByRole('alert').filter({ hasText: 'You cannot push now' })).toContainText(
      LIMIT_MESSAGE,
    )
    await expect(form.getByRole('button', { name: 'Push to EID' })).toBeDisabled()
  })
})
