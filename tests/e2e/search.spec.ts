import { expect, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { fleetOwner, generateProfiles } from './support/fleet'
import { openPage, showInApp } from './support/navigation'

/** "Find anything": Ctrl-K and the header's search open the palette, which finds records and screens. */

// The two tests are one journey for one owner (each signed in and loaded the console for itself), each old test
// a step under its old name: the palette at the desktop's width first, then at a phone's, on the same page.
test('Ctrl-K finds a generated profile by its ICCID and opens its detail; a screen by its name', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { config } = await fleetOwner(page, 'search')
  const [profile, phoneProfile] = await generateProfiles(page, config.configId, 2)
  if (!profile || !phoneProfile) throw new Error('no profile generated')

  await test.step('Ctrl-K finds a generated profile by its ICCID and opens its detail; a screen by its name', async () => {
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

  await test.step('at 390 px the header has a search icon that opens the palette', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await showInApp(page, '/')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Find anything' }).click()
    const palette = page.getByRole('dialog', { name: 'Find anything' })
    await palette.getByRole('combobox', { name: /Search profiles/ }).fill(phoneProfile.iccid.slice(0, 18))
    await palette.getByRole('option', { name: new RegExp(phoneProfile.iccid) }).click()
    await expect(page.getByRole('dialog', { name: `Profile ${phoneProfile.iccid}` })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
