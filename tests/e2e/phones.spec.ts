import { expect, type Page, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { e2eContext, setPlanFeatures } from '../support/accounts'
import { pageViolations } from './support/axe.ts'
import { fleetOwner, fleetTable, generateProfiles, postApi } from './support/fleet'
import { openPage, reloadPage, showInApp } from './support/navigation'
import { signInWithForm } from './support/session'

/** How wide the page is: at most the phone's width when nothing pushes it sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** How the first row of the page's first table is laid out: `flex` as a card, `table-row` in a table. */
const firstRowDisplay = (page: Page) =>
  page
    .locator('table tbody tr')
    .first()
    .evaluate((row) => getComputedStyle(row).display)

/** A fleet of two profiles, the second one recycled: two states to count and filter. */
async function twoStateFleet(page: Page, label: string) {
  const owner = await fleetOwner(page, label)
  const [kept, recycled] = await generateProfiles(page, owner.config.configId, 2)
  await postApi(page, endpoints.fleet.recycle, { iccids: [recycled?.iccid] })
  return { owner, kept: kept?.iccid ?? '', recycled: recycled?.iccid ?? '' }
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // The two tests are one journey for one owner (each signed in, made a fleet of two and loaded the console for
  // itself), each old test a step under its old name. The filters go first, on the fleet alone; the lists'
  // group, API key and plan features are added after them, and the lists' first screen is loaded again.
  test('lists are cards, and no page is wider than the phone', async ({ page }) => {
    test.setTimeout(300_000)
    const { owner, kept, recycled } = await twoStateFleet(page, 'phone-lists')

    await test.step('the fleet: filters behind a Filters button with their count, status chips that filter', async () => {
      await openPage(page, '/profile/fleet')
      const { rows, row } = fleetTable(page)
      await expect(rows).toHaveCount(2)

      // The ten filters wait behind one button; none is on screen.
      const filters = page.getByRole('button', { name: 'Filters', exact: true })
      await expect(filters).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'ICCID' })).toBeHidden()
      await filters.click()
      const sheet = page.getByRole('dialog', { name: 'Filters' })
      await sheet.getByRole('textbox', { name: 'ICCID' }).fill(kept.slice(0, 14))
      // The list behind the sheet follows once typing settles.
      await expect(page).toHaveURL(/iccid=/)
      await sheet.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Released' })
      await expect(page).toHaveURL(/status=RELEASED/)
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused()
      await expect(rows).toHaveCount(1)
      await expect(row(kept)).toBeVisible()
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
      await expect(rows).toHaveCount(2)

      // The chips count the fleet by state; pressing one filters, and it says it is pressed.
      const chips = page.getByRole('group', { name: 'Profiles by status' })
      const all = chips.getByRole('button', { name: /^All/ })
      const recycledChip = chips.getByRole('button', { name: /^Recycled/ })
      await expect(all).toHaveText(/All\s*2/)
      await expect(all).toHaveAttribute('aria-pressed', 'true')
      await expect(recycledChip).toHaveText(/Recycled\s*1/)
      await recycledChip.click()
      await expect(recycledChip).toHaveAttribute('aria-pressed', 'true')
      await expect(all).toHaveAttribute('aria-pressed', 'false')
      await expect(page).toHaveURL(/status=RECYCLED/)
      await expect(rows).toHaveCount(1)
      await expect(row(recycled)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
      expect(await pageWidth(page)).toBeLessThanOrEqual(390)
      // The cards, the chips and the Filters button pass axe at this width, and so does the layout's narrow
      // top bar with its menu button (its one scan at this width; the other screens' scans leave it out).
      expect(await pageViolations(page)).toEqual([])
    })

    await test.step('lists are cards, and no page is wider than the phone', async () => {
      await setPlanFeatures(e2eContext(), owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
      await postApi(page, endpoints.group.add, { name: 'Field units of the northern depots' })
      await postApi(page, endpoints.apiKey.add, {
        name: 'Factory line',
        permissions: ['Profile_Config_View'],
      })

      const lists = [
        ['/profile/fleet', 'Profiles of the fleet'],
        ['/profile/group', 'Groups'],
        ['/team/member', 'Members'],
        ['/setting/developer', 'API keys'],
      ] as const
      // The first list is loaded, the others reached inside the console, as its menu does.
      for (const [index, [path, caption]] of lists.entries()) {
        await (index === 0 ? openPage : showInApp)(page, path)
        const table = page.getByRole('table', { name: caption })
        await expect(table.locator('tbody tr').first()).toBeVisible()
        // The rows are cards: laid out as flex boxes, their column headers kept off screen for screen readers.
        // Polled: a row drawn again as its data settles is briefly detached (no style), after a move inside
        // the console as after a load.
        await expect
          .poll(() =>
            table
              .locator('tbody tr')
              .first()
              .evaluate((row) => getComputedStyle(row).display),
          )
          .toBe('flex')
        expect((await table.locator('thead').boundingBox())?.height ?? 0, path).toBeLessThanOrEqual(1)
        expect(await pageWidth(page), path).toBeLessThanOrEqual(390)
      }
      // The fleet's card keeps the row's link and its selection box.
      await showInApp(page, '/profile/fleet')
      await expect(page.getByRole('checkbox', { name: /^Select ICCID / }).first()).toBeVisible()
      // Each screen's own title first: while the console moves, the screen being left stays on the page.
      for (const [path, title] of [
        ['/logs', 'Logs'],
        ['/order', 'Orders'],
        ['/dashboard', 'Dashboard'],
      ] as const) {
        await showInApp(page, path)
        await expect(page).toHaveTitle(new RegExp(`^${title} - `))
        expect(await pageWidth(page), path).toBeLessThanOrEqual(390)
      }

      // A wide screen shows the same list as a table.
      await page.setViewportSize({ width: 1280, height: 800 })
      await showInApp(page, '/team/member')
      await expect(page).toHaveTitle(/^Members - /)
      await expect.poll(() => firstRowDisplay(page)).toBe('table-row')
    })
  })
})

test('saved views, compact rows and the page size are kept per user, after a reload and a new sign-in', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const { owner, recycled } = await twoStateFleet(page, 'fleet-views')
  await openPage(page, '/profile/fleet')
  const { rows, headers } = fleetTable(page)
  await expect(rows).toHaveCount(2)

  // The fleet as it is: recycled profiles only, without the IMSI column.
  await page
    .getByRole('group', { name: 'Profiles by status' })
    .getByRole('button', { name: /^Recycled/ })
    .click()
  await expect(rows).toHaveCount(1)
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'IMSI' }).click()
  await page.keyboard.press('Escape')
  await expect(headers.filter({ hasText: 'IMSI' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save current view…' }).click()
  const saveDialog = page.getByRole('dialog', { name: 'Save this view' })
  await saveDialog.getByRole('textbox', { name: 'Name' }).fill('Recycled units')
  await saveDialog.getByRole('button', { name: 'Save view' }).click()
  await expect(saveDialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'View: Recycled units' })).toBeVisible()

  // Compact rows and 20 rows a page, chosen once.
  await page.getByRole('button', { name: 'Compact rows' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact')
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20')

  // Back to everything, in the default columns.
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('menuitem', { name: 'Reset to default' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('group', { name: 'Profiles by status' }).getByRole('button', { name: /^All/ }).click()
  await expect(rows).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeVisible()

  // Signed out, then in again through the form: the view, the density and the page size come back.
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('html')).not.toHaveAttribute('data-density', 'compact')
  await signInWithForm(page, owner.email, owner.password)
  // The form's sign-in loaded the console afresh; the fleet is reached inside it.
  await showInApp(page, '/profile/fleet')
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compact')
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20')
  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Recycled units' }).click()
  await expect(page).toHaveURL(/status=RECYCLED/)
  await expect(rows).toHaveCount(1)
  await expect(fleetTable(page).row(recycled)).toBeVisible()
  await expect(headers.filter({ hasText: 'IMSI' })).toHaveCount(0)
  await reloadPage(page)
  await expect(page.getByRole('button', { name: 'View: Recycled units' })).toBeVisible()

  // Renamed, then deleted after a confirmation that names it.
  await page.getByRole('button', { name: 'View: Recycled units' }).click()
  await page.getByRole('menuitem', { name: 'Rename or delete views…' }).click()
  await page.getByRole('button', { name: 'Rename Recycled units' }).click()
  const renameDialog = page.getByRole('dialog', { name: 'Rename “Recycled units”' })
  await renameDialog.getByRole('textbox', { name: 'Name' }).fill('Recycled')
  await renameDialog.getByRole('button', { name: 'Rename view' }).click()
  await expect(renameDialog).toBeHidden()
  await page.getByRole('button', { name: 'Delete Recycled' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete the view “Recycled”?' })
  await confirm.getByRole('button', { name: 'Delete view' }).click()
  await expect(confirm).toBeHidden()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Views', exact: true }).click()
  await expect(page.getByText('No saved view yet.')).toBeVisible()
})
