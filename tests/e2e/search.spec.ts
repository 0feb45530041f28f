import { expect, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { fleetOwner, generateProfiles } from './support/fleet'
import { openPage } from './support/navigation'

/** "Find anything": Ctrl-K and the header's search open the palette, which finds records and screens. */

test('Ctrl-K finds a generated profile by its ICCID and opens its detail; a screen by its name', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { config } = await fleetOwner(page, 'search')
  const [profile] = await generateProfiles(page, config.configId, 2)
  if (!profile) throw new Error('no profile generated')

  await openPage(page, '/')
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Find anything' })
  const input = palette.getByRole('combobox', { name: /Search profiles/ })
  await expect(input).toBeFocused()
  await input.fill(profile.iccid)
  const hit = palette.getByRole('option', { name: new RegExp(profile.iccid) })
  await expect(hit).toHaveAttribute('aria-selected', 'true')
  await expect(palette.getByRole('group', { name: 'Profiles' })).toContainText(`IMSI ${profile.imsi}`)
  await expect(input).toHaveAttribute('aria-activedescendant', (await hit.getAttribute('id')) ?? '')
  expect(await violations(page)).toEqual([])
  await input.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/profile/fleet\\?detail=${profile.iccid}`))
  await expect(page.getByRole('dialog', { name: `Profile ${profile.iccid}` })).toBeVisible()
  await page.keyboard.press('Escape')

  // A screen by its name, without knowing where the menu keeps it.
  await page.keyboard.press('Control+k')
  await input.fill('group')
  await expect(palette.getByRole('option', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/profile\/group$/)
  await expect(palette).toBeHidden()

  // Nothing found says so, with the text typed.
  await page.keyboard.press('Control+k')
  await expect(palette.getByRole('option', { name: profile.iccid })).toBeVisible() // the recent search
  await input.fill('8999999999999999999')
  await expect(
    palette.getByText(/No profile, batch, order, group, member or screen matches “8999999999999999999”/),
  ).toBeVisible()
  await input.press('Escape')
  await expect(palette).toBeHidden()
})

test('at 390 px the header has a search icon that opens the palette', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const { config } = await fleetOwner(page, 'search-phone')
  const [profile] = await generateProfiles(page, config.configId, 1)
  if (!profile) throw new Error('no profile generated')

  await openPage(page, '/')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Find anything' }).click()
  const palette = page.getByRole('dialog', { name: 'Find anything' })
  await palette.getByRole('combobox', { name: /Search profiles/ }).fill(profile.iccid.slice(0, 18))
  await palette.getByRole('option', { name: new RegExp(profile.iccid) }).click()
  await expect(page.getByRole('dialog', { name: `Profile ${profile.iccid}` })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
