import { expect, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { uniqueEmail } from '../support/accounts'
import { violations } from './support/axe.ts'
import { waitForMail } from './support/mail'
import { openPage, showInApp } from './support/navigation'
import { apiOk } from './support/operations'
import { activeUser, notifications, PASSWORD, signInWithApi } from './support/session'
import { expireInvitationLink, invitationLink, membersTable } from './support/team'

// The three tests are one journey for one owner (each seeded an owner and signed in for itself), each old test a
// step under its old name; each invites people of its own, in browser contexts of their own.
test('the owner invites a Viewer from Members; the new person joins from the mail and sees only what a Viewer may', async ({
  page,
  browser,
}) => {
  // Two people, an invitation through the queue and the mail sink, two sign-ins, six axe scans: a long job
  // on a busy machine; then the two tests folded after it (3 each, by test.slow()).
  test.setTimeout(test.info().timeout * 10)
  const owner = await activeUser({ label: 'team-owner' })
  await signInWithApi(page, owner.email, owner.password)

  await test.step('the owner invites a Viewer from Members; the new person joins from the mail and sees only what a Viewer may', async () => {
    const email = uniqueEmail('invitee')

    await openPage(page, '/team/member')
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible()
    const { row } = membersTable(page)
    await expect(row(owner.email)).toContainText('(you)')
    expect(await violations(page)).toEqual([])

    await page.getByRole('button', { name: 'Invite member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite a member' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Viewer' })
    expect(await violations(page, '[role="dialog"]')).toEqual([])
    await dialog.getByRole('button', { name: 'Send invitation' }).click()
    await expect(dialog).toBeHidden()
    await expect(notifications(page).filter({ hasText: `Invitation sent to ${email}` })).toBeVisible()
    await expect(row(email)).toContainText('Invited')
    await expect(row(email)).toContainText('Viewer')

    // The invitee, a new person in a browser of their own, opens the link from the mail.
    const link = await invitationLink(page.request, email)
    expect(link).toMatch(/^\/invitation\?token=[\w-]{20,}$/)
    const invitee = await (await browser.newContext()).newPage()
    await openPage(invitee, link)
    await expect(invitee.getByRole('heading', { name: 'Join a team', level: 1 })).toBeVisible()
    await expect(invitee.getByText(`invited ${email} to join ${owner.enterpriseName}`)).toBeVisible()
    await expect(invitee.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    expect(await violations(invitee)).toEqual([])
    await invitee.getByLabel('First name').fill('Vera')
    await invitee.getByLabel('Last name').fill('Viewer')
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await invitee.getByLabel('Confirm password').fill(PASSWORD)
    await invitee.getByRole('button', { name: 'Create my account and join' }).click()
    // The acceptance signed the new person in: the console opens, no second sign-in.
    await expect(invitee.getByRole('heading', { name: 'Welcome, Vera Viewer' })).toBeVisible()
    await expect(invitee).toHaveURL(/\/$/)
    await expect(invitee.getByRole('banner').getByText(owner.enterpriseName)).toBeVisible()

    // A Viewer sees every screen but billing (the Billing viewer's) and can act in none.
    const menu = invitee.getByRole('navigation', { name: 'Main menu' })
    for (const item of ['Fleet', 'Generate AC', 'Groups', 'Members', 'Roles']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
    }
    for (const item of ['Subscription', 'Orders']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toHaveCount(0)
    }
    await expect(invitee.getByRole('link', { name: 'Quick generate' })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Generate AC', exact: true }).click()
    await expect(invitee.getByRole('heading', { name: 'Generate AC', level: 1 })).toBeVisible()
    await expect(invitee.getByText('Your role does not allow generating ACs')).toBeVisible()
    await expect(invitee.getByRole('button', { name: 'Generate AC' })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Members', exact: true }).click()
    await expect(membersTable(invitee).row(owner.email)).toBeVisible()
    await expect(invitee.getByRole('button', { name: 'Invite member' })).toHaveCount(0)
    await expect(invitee.getByRole('button', { name: /^Actions for / })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Roles', exact: true }).click()
    await expect(invitee.getByRole('button', { name: 'View Viewer' })).toBeVisible()
    await expect(invitee.getByRole('button', { name: 'New role' })).toHaveCount(0)
    await invitee.context().close()

    // The owner's list shows the member active, and the activity the invitation and the joining.
    await openPage(page, '/team/member')
    await expect(row(email)).toContainText('Vera Viewer')
    await expect(row(email)).toContainText('Active')
    const activity = page.getByRole('table', { name: 'Changes to the team, newest first' })
    const entry = (action: string) =>
      activity.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) })
    // The owner seeded for the test is named Test User.
    await expect(entry('Invited').filter({ hasText: email })).toContainText('Test User')
    await expect(entry('Invited').filter({ hasText: email })).toContainText('Viewer')
    await expect(entry('Joined').filter({ hasText: email })).toBeVisible()

    // The owner's Roles screen, reached inside the console as its menu does (a test of its own before, which
    // seeded an owner and loaded the console for it).
    await test.step('the Roles screen has no violations, nor its permission tree', async () => {
      await showInApp(page, '/team/role')
      await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible()
      for (const name of ['Owner', 'Admin', 'Developer', 'Viewer', 'Billing viewer']) {
        await expect(page.getByRole('button', { name: `View ${name}` })).toBeVisible()
      }
      expect(await violations(page)).toEqual([])
      await page.getByRole('button', { name: 'New role' }).click()
      const dialog = page.getByRole('dialog', { name: 'New role' })
      await expect(dialog.getByRole('checkbox', { name: 'Manage groups' })).toBeVisible()
      expect(await violations(page, '[role="dialog"]')).toEqual([])
    })
  })

  await test.step('a used invitation link says so and leads to sign-in; an expired one offers to ask for a new one', async () => {
    const used = uniqueEmail('used')
    const late = uniqueEmail('late')
    // Invited through the API: the Members dialog's path is the first test's (it loaded the console and sent
    // the dialog twice here); the mails and links are the same.
    for (const email of [used, late]) await apiOk(page, endpoints.member.add, { email, roleId: 'DEVELOPER' })
    const person = await (await browser.newContext()).newPage()

    // Used: accepted once, the same link opened again explains itself.
    const usedLink = await invitationLink(page.request, used)
    await openPage(person, usedLink)
    await person.getByLabel('First name').fill('Uma')
    await person.getByLabel('Last name').fill('Used')
    await person.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await person.getByLabel('Confirm password').fill(PASSWORD)
    await person.getByRole('button', { name: 'Create my account and join' }).click()
    // Signed in by the acceptance; the rest of this look is a visitor's, so the cookie goes.
    await expect(person.getByRole('heading', { name: 'Welcome, Uma Used' })).toBeVisible()
    await person.context().clearCookies()
    await openPage(person, usedLink)
    await expect(person.getByText('This invitation has already been used')).toBeVisible()
    await expect(person.getByText('It was accepted, or replaced by a newer one.')).toBeVisible()
    await expect(person.getByRole('button', { name: 'Create my account and join' })).toHaveCount(0)
    expect(await violations(person)).toEqual([])
    await person.getByRole('link', { name: 'Sign in' }).click()
    await expect(person).toHaveURL(/\/login\?email=/)
    await expect(person.getByLabel('Email')).toHaveValue(used)

    // Expired: the page says so, and asking for a new link mails the owner who sent it.
    const lateLink = await invitationLink(page.request, late)
    await expireInvitationLink(lateLink)
    // The person's console is already open (signed out): the link is followed inside it.
    await showInApp(person, lateLink)
    await expect(person.getByText('This invitation has expired')).toBeVisible()
    await expect(person.getByText(`Ask ${owner.enterpriseName} for a new one`)).toBeVisible()
    await expect(person.getByLabel('First name')).toHaveCount(0)
    await person.getByRole('button', { name: 'Ask for a new invitation' }).click()
    await expect(person.getByText('We asked for a new invitation; it will come by email')).toBeVisible()
    const asked = await waitForMail(
      page.request,
      owner.email,
      new RegExp(`^${late} asks for a new invitation`),
    )
    expect(asked.text).toContain('/team/member')
    await person.context().close()

    // The owner's list shows the late invitation as expired.
    await openPage(page, '/team/member')
    await expect(membersTable(page).row(late)).toContainText('Expired')
    await expect(membersTable(page).row(used)).toContainText('Active')
  })

  await test.step('an invitation to an existing account asks it to sign in, then brings it back to join', async () => {
    const existing = await activeUser({ label: 'join-existing' })
    const stranger = await activeUser({ label: 'join-stranger' })
    await apiOk(page, endpoints.member.add, { email: existing.email, roleId: 'DEVELOPER' })
    const link = await invitationLink(page.request, existing.email)

    // Signed out, the person is asked to sign in as the invited account and to come back to the link.
    const person = await (await browser.newContext()).newPage()
    await openPage(person, link)
    await expect(person.getByText(`${existing.email} already has an account`)).toBeVisible()
    expect(await violations(person)).toEqual([])
    await person.getByRole('link', { name: `Sign in as ${existing.email} to join` }).click()
    await expect(person.getByLabel('Email')).toHaveValue(existing.email)

    // Signed in as someone else (in the same browser, which had no session: a second one only started
    // Chromium's renderer and the console's bundle again), the page says whose invitation it is, joins
    // nobody, and offers to switch.
    await signInWithApi(person, stranger.email, stranger.password)
    await openPage(person, link)
    await expect(person.getByText('This invitation is for another account')).toBeVisible()
    await expect(person.getByRole('button', { name: `Join ${owner.enterpriseName}` })).toHaveCount(0)
    await person.getByRole('button', { name: `Sign out and sign in as ${existing.email}` }).click()
    await expect(person.getByLabel('Email')).toHaveValue(existing.email)
    await person.getByLabel('Password').fill(existing.password)
    await person.getByRole('button', { name: 'Sign in' }).click()
    // Back on the same link, now as the invited account.
    await expect(person).toHaveURL(link)
    await person.getByRole('button', { name: `Join ${owner.enterpriseName}` }).click()
    await expect(person.getByText(`You joined ${owner.enterpriseName}`)).toBeVisible()

    await openPage(page, '/team/member')
    await expect(membersTable(page).row(existing.email)).toContainText('Developer')
    await expect(membersTable(page).row(existing.email)).toContainText('Active')
  })
})
