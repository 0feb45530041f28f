import { readFile } from 'node:fs/promises'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { createConfigWithApi, csvDataRows, randomHex, randomIccid } from './support/generation'
import { openPage } from './support/navigation'
import { activeUser, sessionToken, signInWithApi } from './support/session'

async function downloadText(page: Page, link: Locator) {
  const download = page.waitForEvent('download')
  await link.click()
  return readFile(await (await download).path(), 'utf8')
}

/** One AC generated through the API, for a test whose subject is what comes after. */
async function generateWithApi(page: Page, configId: string, iccid: string) {
  const answer = await page.request.post(API_BASE_PATH + endpoints.generation.single.path, {
    headers: { token: (await sessionToken(page)) ?? '' },
    data: { configId, iccid, imsi: '310410000000077', ki: randomHex(16), opc: randomHex(16) },
  })
  const body = await answer.json()
  expect(body.success, body.msg).toBe(true)
  return body.obj as { ac: string; batchCode: string }
}

/** Pastes, sends and confirms; answers the results section once its heading has the focus. */
async function regenerate(page: Page, text: string, title: string) {
  await page.getByRole('textbox', { name: 'ICCIDs' }).fill(text)
  await page.getByRole('button', { name: 'Re-generate ACs' }).click()
  const dialog = page.getByRole('alertdialog', { name: title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Re-generate', exact: true }).click()
  await expect(dialog).toBeHidden()
  const heading = page.getByRole('heading', { name: 'Re-generation done' })
  await expect(heading).toBeFocused()
  return page.getByRole('region', { name: 'Re-generation done' })
}

test('re-generate an AC: a new one replaces it, then the configuration’s limit refuses another', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { email, password } = await activeUser({ label: 'regenerate' })
  await signInWithApi(page, email, password)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  const config = await createConfigWithApi(page, {
    name: `Regen ${randomHex(3)}`,
    profileName: 'E2E profile',
    authAlgorithm: 'MILENAGE',
    hplmn: '310410',
    serviceProviderName: 'E2E',
    smdpAddress: 'smdp.example.com',
    maxRedownloads: 1,
  })
  const iccid = randomIccid()
  const first = await generateWithApi(page, config.configId, iccid)

  await openPage(page, '/profile/generateac?mode=regenerate')
  await expect(page.getByRole('tab', { name: 'Re-generate' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('The current activation codes stop working')).toBeVisible()

  // Repeats are removed, a bad value is listed with its line, and nothing is sent while one is there.
  const field = page.getByRole('textbox', { name: 'ICCIDs' })
  await field.fill(`${iccid}\n${iccid}, 12345`)
  await expect(page.getByRole('status').filter({ hasText: 'to re-generate' })).toHaveText(
    '1 ICCID to re-generate · 1 repeat removed · 1 not valid',
  )
  await page.getByRole('button', { name: 'Re-generate ACs' }).click()
  await expect(page.getByText('Line 2: 12345')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await violations(page)).toEqual([])

  // Cancelling the confirmation changes nothing.
  await field.fill(iccid)
  await page.getByRole('button', { name: 'Re-generate ACs' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Re-generate the AC of 1 profile?' })
  await expect(dialog).toContainText('stops working')
  expect(await violations(page, '[role="alertdialog"]')).toEqual([])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Re-generation done' })).toHaveCount(0)

  // The first re-generation gives a new AC, to copy and to download.
  let results = await regenerate(page, iccid, 'Re-generate the AC of 1 profile?')
  const row = results.getByRole('row').filter({ hasText: iccid })
  await expect(row.getByRole('cell').nth(1)).toHaveText('Renewed')
  const renewed = (await row.getByRole('code').textContent()) ?? ''
  expect(renewed).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9A-Z-]+$/)
  expect(renewed).not.toBe(first.ac)
  await expect(results.getByRole('definition')).toHaveText(['1', '0'])
  await row.getByRole('button', { name: `Copy the AC of ICCID ${iccid}` }).click()
  await expect(row.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(renewed)
  expect(await violations(page)).toEqual([])
  const batchCode = ((await results.getByText(/^Batch [0-9A-Z]{26}$/).textContent()) ?? '').slice(6)
  const csv = await downloadText(page, results.getByRole('link', { name: /^Download ACs of batch/ }))
  const lines = csvDataRows(csv)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(iccid)
  expect(lines[0]).toContain(`,${renewed},`)

  // The configuration allows one re-download: the second is refused, with the reason.
  await results.getByRole('button', { name: 'Re-generate others' }).click()
  await expect(field).toBeFocused()
  results = await regenerate(page, iccid, 'Re-generate the AC of 1 profile?')
  const refused = results.getByRole('row').filter({ hasText: iccid })
  await expect(refused.getByRole('cell')).toHaveText([
    iccid,
    'Refused',
    'Already re-generated the 1 time its configuration allows',
  ])
  await expect(results.getByRole('definition')).toHaveText(['0', '1'])
  await expect(results.getByRole('link', { name: /^Download errors of batch/ })).toBeVisible()
  expect(await violations(page)).toEqual([])

  // Both calls are RE_GENERATE batches in the logs.
  await results.getByRole('link', { name: 'See the logs' }).click()
  await expect(page).toHaveURL(/\/logs\?view=generate-ac$/)
  // The logs show the batch's short id (its last 8 characters), the full one in its title.
  const logged = page.getByRole('row').filter({ has: page.getByTitle(batchCode, { exact: true }) })
  await expect(logged.getByRole('cell')).toContainText([
    'Re-generate',
    config.name,
    'Complete',
    '1',
    '1',
    '0',
  ])
  await expect(page.getByRole('row').filter({ hasText: 'Re-generate' })).toHaveCount(2)
})
