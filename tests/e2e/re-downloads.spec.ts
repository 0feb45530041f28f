import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_PLANS, endpoints, type ProfileDetail } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { fleetOwner, generateProfiles } from './support/fleet'
import { COMPLETE_CONFIG, createConfigWithApi, randomHex } from './support/generation'
import { openPage } from './support/navigation'
import { apiOk } from './support/operations'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const TRIAL = DEFAULT_PLANS.find((plan) => plan.code === 'DEFAULT')
const LIMIT = TRIAL?.reDownloadsPerMonth ?? 0

/**
 * A simulated device downloads the profile's current AC (the local device page), and its installation
 * fails: the SM-DP+ has counted a download and its order can be ended, so the console may order it again.
 * (An installed profile's order cannot be ended on an SM-DP+: a new AC for it is refused there.)
 */
async function downloadOnDevice(page: Page, iccid: string) {
  // ES2+ notifications carry whole seconds: two downloads of one ICCID in the same second read as one
  // notification sent twice (ignored). A device cannot do that; this test's device could, so it waits for
  // the next second after the last download, on the clock the server reads (this machine's): until then,
  // not a poll (expect.poll's backing-off intervals overshot the second by up to 0.9 s).
  const nextSecond = (lastDownloadSecond + 1) * 1000 - Date.now()
  if (nextSecond > 0) await new Promise((resolve) => setTimeout(resolve, nextSecond))
  expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(lastDownloadSecond)
  const { profile } = await apiOk<ProfileDetail>(page, endpoints.fleet.info, { iccid })
  await page.goto(`/dev/device?ac=${encodeURIComponent(profile.ac ?? '')}`)
  await page.getByLabel('Fail at').selectOption('installation')
  await page.getByRole('button', { name: 'Download on the device' }).click()
  const result = page.getByRole('region', { name: /ICCID/ })
  await expect(result.getByRole('heading')).toContainText(`ICCID ${iccid} is now released`)
  // The SM-DP+'s notification reaches the console through its queue: wait for it, not for a time.
  await expect
    .poll(async () => (await apiOk<ProfileDetail>(page, endpoints.fleet.info, { iccid })).profile.status)
    .toBe('DOWNLOADED')
  lastDownloadSecond = Math.floor(Date.now() / 1000)
}

let lastDownloadSecond = 0

/** The first day of next month, as the server counts months (the enterprise's zone: UTC here). */
function nextMonth(): string {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}

test('a downloaded profile is re-downloaded up to its plan’s number a month, then refused with what is left', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await fleetOwner(page, 'redownload')
  // The configuration's own limit (the SM-DP+ enforces it over the profile's life) is not the subject.
  const config = await createConfigWithApi(page, {
    ...COMPLETE_CONFIG,
    name: `Redl ${randomHex(3)}`,
    maxRedownloads: 20,
  })
  const [seed] = await generateProfiles(page, config.configId, 1)
  const iccid = seed?.iccid ?? ''
  await downloadOnDevice(page, iccid)

  // The profile's detail says how many of the month's re-downloads are left.
  await openPage(page, '/profile/fleet')
  await page.getByRole('button', { name: iccid, exact: true }).click()
  const sheet = page.getByRole('dialog', { name: `Profile ${iccid}` })
  const left = sheet.getByRole('region', { name: 'Re-downloads this month' })
  await expect(left).toContainText(`${LIMIT} of ${LIMIT} left`)
  await expect(left).toContainText(
    `The ${TRIAL?.name} plan allows re-downloading a profile up to ${LIMIT} times per month.`,
  )
  await expect(left).toContainText(`the count starts again on ${nextMonth()} (UTC)`)
  expect(await violations(page)).toEqual([])

  // Each new AC for the downloaded profile uses one; the device downloads the new one.
  for (let used = 1; used <= LIMIT; used++) {
    const { results } = await apiOk<{ results: { ok: boolean }[] }>(page, endpoints.generation.regenerate, {
      iccids: [iccid],
    })
    expect(results[0]?.ok).toBe(true)
    const detail = await apiOk<ProfileDetail>(page, endpoints.fleet.info, { iccid })
    expect(detail.reDownloads).toMatchObject({ used, left: LIMIT - used })
    await downloadOnDevice(page, iccid)
  }

  // One more is refused, in the plan's words, on the re-generate screen.
  await openPage(page, '/profile/generateac?mode=regenerate')
  await page.getByRole('textbox', { name: 'ICCIDs' }).fill(iccid)
  await page.getByRole('button', { name: 'Re-generate ACs' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Re-generate the AC of 1 profile?' })
  await dialog.getByRole('button', { name: 'Re-generate', exact: true }).click()
  const results = page.getByRole('region', { name: 'Re-generation done' })
  await expect(results.getByRole('row').filter({ hasText: iccid }).getByRole('cell')).toHaveText([
    iccid,
    'Refused',
    `The ${TRIAL?.name} plan allows re-downloading a profile ${LIMIT} times per month: 0 left until ${nextMonth()} (UTC)`,
  ])
})
