import { expect, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { openPage } from './support/navigation'
import { apiOk } from './support/operations'
import { activeUser, notifications, sessionToken, signInWithApi } from './support/session'
import { joinedMember, membersTable } from './support/team'

// The two tests are one journey for one owner (each signed in and loaded the console for itself), each old test
// a step under its old name, each with a member of its own in a browser context of its own.
test('an id taken from a custom role in the Roles screen is refused on the member’s next action, without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(test.info().timeout * 6)
  const owner = await activeUser({ label: 'roles-owner' })
  await signInWithApi(page, owner.email, owner.password)

  await test.step('an id taken from a custom role in the Roles screen is refused on the member’s next action, without a reload', async () => {
    // The owner builds the role in the tree: ticking an action ticks its screen.
    await openPage(page, '/team/role')
    await page.getByRole('button', { name: 'New role' }).click()
    let dialog = page.getByRole('dialog', { name: 'New role' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Group keepers')
    await dialog.getByRole('checkbox', { name: 'Manage groups' }).check()
    await expect(dialog.getByRole('checkbox', { name: 'Groups', exact: true })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Fleet', exact: true })).not.toBeChecked()
    await dialog.getByRole('button', { name: 'Create role' }).click()
    await expect(dialog).toBeHidden()
    await expect(notifications(page).filter({ hasText: 'Role Group keepers created' })).toBeVisible()
    const roles = page.getByRole('table', { name: 'Roles' })
    const roleRow = roles.getByRole('row').filter({ hasText: 'Group keepers' })
    await expect(roleRow.getByRole('cell').nth(2)).toHaveText('2')

    const { list } = await apiOk<{ list: { roleId: string; name: string }[] }>(page, endpoints.role.list)
    const roleId = list.find((role) => role.name === 'Group keepers')?.roleId ?? ''
    const member = await joinedMember(page, browser, roleId, 'keeper')

    // The member's menu holds the role's screen only, and the page offers to create a group.
    await openPage(member.page, '/profile/group')
    const menu = member.page.getByRole('navigation', { name: 'Main menu' })
    await expect(menu.getByRole('link', { name: 'Groups', exact: true })).toBeVisible()
    for (const hidden of ['Fleet', 'Generate AC', 'Members', 'Roles', 'Subscription']) {
      await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
    }
    // While the role holds Manage groups, the member creates a group.
    const create = member.page.getByRole('button', { name: 'New group' }).first()
    const createDialog = member.page.getByRole('dialog', { name: 'New group' })
    const createGroup = async (name: string) => {
      await create.click()
      await createDialog.getByRole('textbox', { name: 'Name' }).fill(name)
      await createDialog.getByRole('button', { name: 'Create group' }).click()
    }
    await createGroup('Kept early')
    await expect(createDialog).toBeHidden()
    const groups = member.page.getByRole('table', { name: 'Groups' })
    await expect(groups.getByRole('row').filter({ hasText: 'Kept early' })).toBeVisible()

    // The owner takes "Manage groups" away; the screen stays.
    await roleRow.getByRole('button', { name: 'Edit Group keepers' }).click()
    dialog = page.getByRole('dialog', { name: 'Edit Group keepers' })
    await expect(dialog.getByRole('checkbox', { name: 'Manage groups' })).toBeChecked()
    await dialog.getByRole('checkbox', { name: 'Manage groups' }).uncheck()
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await expect(dialog).toBeHidden()
    await expect(notifications(page).filter({ hasText: 'Role Group keepers saved' })).toBeVisible()
    await expect(roleRow.getByRole('cell').nth(2)).toHaveText('1')

    // The member's page still shows the button (nothing reloaded it); the server refuses the action, says so,
    // and the refusal reloads the member's permissions: the control goes, the screen stays.
    await createGroup('Too late')
    await expect(
      notifications(member.page).filter({ hasText: 'You do not have permission for this operation' }),
    ).toBeVisible()
    await expect(createDialog).toBeHidden()
    await expect(member.page.getByRole('button', { name: 'New group' })).toHaveCount(0)
    await expect(groups.getByRole('row').filter({ hasText: 'Kept early' })).toBeVisible()
    await expect(groups.getByRole('row').filter({ hasText: 'Too late' })).toHaveCount(0)
    await member.context.close()
  })

  await test.step('deactivation signs the member out at their next request and keeps them out until reactivated', async () => {
    const member = await joinedMember(page, browser, 'VIEWER', 'deact')
    await openPage(member.page, '/')
    await expect(member.page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible()
    const memberToken = await sessionToken(member.page)

    // The owner deactivates them, after a confirmation that names them.
    await openPage(page, '/team/member')
    const { row } = membersTable(page)
    await row(member.email)
      .getByRole('button', { name: `Actions for ${member.name}` })
      .click()
    await page.getByRole('menuitem', { name: 'Deactivate' }).click()
    let confirm = page.getByRole('alertdialog', { name: `Deactivate ${member.name}?` })
    await expect(confirm).toContainText(`${member.name} is signed out of this enterprise at once`)
    await confirm.getByRole('button', { name: 'Deactivate' }).click()
    await expect(confirm).toBeHidden()
    await expect(notifications(page).filter({ hasText: `${member.name} deactivated` })).toBeVisible()
    await expect(row(member.email)).toContainText('Deactivated')

    // The member's next request, from the page they have open, lands them on sign-in.
    const menu = member.page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('link', { name: 'Fleet', exact: true }).click()
    await expect(member.page).toHaveURL(/\/login$/)
    await expect(notifications(member.page)).toContainText(['Your session has ended'])
    expect(await sessionToken(member.page)).toBeUndefined()
    const stale = await request.post(API_BASE_PATH + endpoints.permission.userPermissions.path, {
      headers: { token: memberToken ?? '' },
    })
    expect((await stale.json()).code).toBe(10206)

    // Signing in again is refused: this was their only enterprise.
    const signIn = async () => {
      await member.page.getByLabel('Email').fill(member.email)
      await member.page.getByLabel('Password').fill(member.password)
      await member.page.getByRole('button', { name: 'Sign in' }).click()
    }
    await signIn()
    await expect(member.page.getByRole('alert')).toContainText(
      'Your access to this enterprise was deactivated; contact its administrator',
    )
    await expect(member.page).toHaveURL(/\/login$/)

    // Reactivated, they sign in again.
    await row(member.email)
      .getByRole('button', { name: `Actions for ${member.name}` })
      .click()
    await page.getByRole('menuitem', { name: 'Reactivate' }).click()
    confirm = page.getByRole('alertdialog', { name: `Reactivate ${member.name}?` })
    await confirm.getByRole('button', { name: 'Reactivate' }).click()
    await expect(confirm).toBeHidden()
    await expect(row(member.email)).toContainText('Active')
    await signIn()
    await expect(member.page.getByRole('heading', { name: `Welcome, ${member.name}` })).toBeVisible()

    const activity = page.getByRole('table', { name: 'Changes to the team, newest first' })
    for (const action of ['Deactivated', 'Reactivated']) {
      const entry = activity
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
      await expect(entry).toContainText(member.email)
      // Before and after in words, not as stored.
      await expect(entry).toContainText(/Active.*Deactivated|Deactivated.*Active/)
      await expect(entry).not.toContainText('DEACTIVATED')
    }
    await member.context.close()
  })
})
