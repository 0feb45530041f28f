import { expect, type Page, test } from '@playwright/test'
import { endpoints, type PlanLimit } from '@simlessly/shared'
import { uniqueEmail } from '../support/accounts'
import { violations } from './support/axe'
import { COMPLETE_CONFIG, createConfigWithApi } from './support/generation'
import { openPage, showInApp } from './support/navigation'
import { apiOk } from './support/operations'
import { activeUser, signInWithApi } from './support/session'
import { roleWithApi } from './support/team'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const planLock = (page: Page) => page.getByRole('status', { name: 'Not available on your plan now' })
const newConfiguration = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'New configuration' })
const inviteMember = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Invite member' })

/** `count` calls, five at a time: a cap of 25 is reached quickly without flooding a busy machine. */
async function inBatches(count: number, make: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += 5) {
    await Promise.all(Array.from({ length: Math.min(5, count - start) }, (_, i) => make(start + i)))
  }
}

// The two caps on one trial account (each test seeded an owner and signed in for itself): configurations and
// members are counted apart, so the first step's configurations leave the second's members as they were.
test('at the plan’s caps on configurations and members, the lock shows before the form, the actions disabled by it', async ({
  page,
}) => {
  // The two tests' times together.
  test.setTimeout(240_000)
  const owner = await activeUser({ label: 'plancaps' })
  await signInWithApi(page, owner.email, owner.password)
  await test.step('at the plan’s cap on configurations the lock shows before the form, the actions disabled by it', async () => {
    const { cap } = await apiOk<PlanLimit>(page, endpoints.profileConfig.limit)
    if (cap === null) throw new Error('the trial runs, so it has a cap')

    // Under the cap: how many of how many, and the action as it is.
    const first = await createConfigWithApi(page, { ...COMPLETE_CONFIG, name: 'Cap 0' })
    await openPage(page, '/config')
    await expect(page.getByText(`1 of ${cap} configurations on the Free trial plan`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'New configuration' })).toBeVisible()
    await expect(planLock(page)).toHaveCount(0)

    // At the cap: the count, the lock with its reason and way out, and the actions disabled, described by it.
    await inBatches(cap - 1, (i) => createConfigWithApi(page, { ...COMPLETE_CONFIG, name: `Cap ${i + 1}` }))
    await openPage(page, '/config')
    const reason = `The Free trial plan allows ${cap} configurations.`
    await expect(page.getByText(`${cap} of ${cap} configurations on the Free trial plan`)).toBeVisible()
    await expect(planLock(page)).toContainText(reason)
    await expect(planLock(page).getByRole('link', { name: 'Choose a plan' })).toBeVisible()
    await expect(newConfiguration(page)).toBeDisabled()
    await expect(newConfiguration(page)).toHaveAccessibleDescription(reason)
    const copy = page.getByRole('button', { name: /^Copy / }).first()
    await expect(copy).toBeDisabled()
    await expect(copy).toHaveAccessibleDescription(reason)
    await expect(page.getByRole('main').getByRole('link', { name: /^Copy / })).toHaveCount(0)
    expect(await violations(page)).toEqual([])

    // A form opened by its address shows the same lock, and no field to fill in (reached inside the
    // console: the count was loaded just before).
    await showInApp(page, '/configform/create')
    await expect(planLock(page)).toContainText(reason)
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0)

    // One deleted makes room again.
    await apiOk(page, endpoints.profileConfig.delete, { configId: first.configId })
    await openPage(page, '/config')
    await expect(page.getByText(`${cap - 1} of ${cap} configurations on the Free trial plan`)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'New configuration' })).toBeVisible()
    await expect(planLock(page)).toHaveCount(0)
  })
  await test.step('at the plan’s cap on members Invite member is disabled with the lock, pending invitations counted', async () => {
    const { cap, used } = await apiOk<PlanLimit>(page, endpoints.member.limit)
    if (cap === null) throw new Error('the trial runs, so it has a cap')
    const role = await roleWithApi(page, 'Seat', ['Profile_Config_View'])
    await inBatches(cap - used, () =>
      apiOk(page, endpoints.member.add, { email: uniqueEmail('seat'), roleId: role.roleId }),
    )

    // Reached inside the console: nothing on screen has asked for the members' count yet.
    await showInApp(page, '/team/member')
    const reason = `The Free trial plan allows ${cap} members.`
    await expect(
      page.getByText(`${cap} of ${cap} members on the Free trial plan, pending invitations included`),
    ).toBeVisible()
    await expect(planLock(page)).toContainText(reason)
    await expect(inviteMember(page)).toBeDisabled()
    await expect(inviteMember(page)).toHaveAccessibleDescription(reason)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
