import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import {
  EID_PUSH_NOT_ALLOWED_MESSAGE,
  endpoints,
  type Order,
  type Subscription,
  withLuhn,
} from '@simlessly/shared'
import { e2eContext } from '../support/accounts'
import { violations } from './support/axe'
import { openPage, showInApp } from './support/navigation'
import { apiCall, apiOk, callWithToken, randomEid } from './support/operations'
import { activeUser, signInWithApi } from './support/session'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const EXPIRED = 'Your free trial of Simlessly is expired.'
const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}
/** A day as the screens show it (en-US, UTC as the browser is set). */
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(ms)
const planLock = (page: Page) => page.getByRole('status', { name: 'Not available on your plan now' })
const newConfiguration = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'New configuration' })
const inviteMember = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Invite member' })

/** The enterprise's trial ended a moment ago, as the scheduled job leaves it. */
async function endTrial(enterpriseId: string) {
  const ctx = e2eContext()
  const { data } = await ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
  for (const period of data.filter((s) => s.freeTrial)) {
    await ctx.entities.subscription
      .patch({ enterpriseId, subscriptionId: period.subscriptionId })
      .set({ status: 'EXPIRED', endsAt: Date.now() - 60_000 })
      .go()
  }
}

// An owner whose trial ended, three tests on one account (each seeded an owner and signed in for itself): the
// trial cancelled on Subscription (billing.spec.ts, which cancelled it through the screen), then the locks of
// the screens of work (this spec), then those of Configurations and Members (plan-limits.spec.ts, which
// cancelled it through the API). The account makes no configuration nor member, so the last step's lists
// are empty as on a fresh account.
test('an ended trial: cancelled on Subscription, its lock where the work is, before any form is filled', async ({
  page,
}) => {
  // The three tests' times together.
  test.setTimeout(270_000)
  const owner = await activeUser({ label: 'lockowner' })
  await signInWithApi(page, owner.email, owner.password)

  await test.step('the free trial can be cancelled on Subscription: it ends now and the expired notice shows', async () => {
    await openPage(page, '/subscription')
    await page.getByRole('button', { name: 'Cancel free trial' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your free trial now?' })
    await expect(confirm).toContainText('Your free trial ends now instead of on')
    await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Cancel free trial' }).click()

    await expect(confirm).toBeHidden()
    const notice = page.getByRole('status', { name: 'Subscription notice' })
    await expect(notice).toContainText(EXPIRED)
    await expect(notice.getByRole('link', { name: 'Choose a plan' })).toBeVisible()
    await expect(page.getByText('Expired', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel free trial' })).toHaveCount(0)
    expect((await apiOk<Subscription>(page, endpoints.plan.queryOrder)).state).toBe('EXPIRED')
    expect(await violations(page)).toEqual([])

    // Expired, EID push shows the plan's lock in the form's place, and the server refuses it with the
    // product's message. Reached inside the console: the cancellation made there refreshed the plan.
    await showInApp(page, '/profile/eidpush')
    await expect(planLock(page)).toContainText(EXPIRED)
    const refused = await apiCall(page, endpoints.eidPush.push, {
      iccid: withLuhn('890141032111111111'),
      eid: randomEid(),
    })
    expect(refused).toMatchObject({ success: false, msg: EID_PUSH_NOT_ALLOWED_MESSAGE })
  })

  await test.step('an ended trial shows its lock where the work is, before any form is filled', async () => {
    // Home: the notice, and the card says the trial ended rather than naming it as if it ran. Home and the
    // screens after it are reached inside the console, as its menu does: the cancellation made there
    // refreshed the plan.
    await showInApp(page, '/')
    const notice = page.getByRole('status', { name: 'Subscription notice' })
    await expect(notice).toContainText(EXPIRED)
    await expect(notice.getByRole('link', { name: 'Choose a plan' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Subscription', exact: true })).toContainText(
      'Free trial ended',
    )

    // Generation: the lock in every tab's place, and no field to fill in.
    await showInApp(page, '/profile/generateac')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(page.getByLabel('ICCID')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Generate AC' })).toHaveCount(0)
    expect(await violations(page)).toEqual([])
    await page.getByRole('tab', { name: 'Batch', exact: true }).click()
    await expect(planLock(page)).toContainText(EXPIRED)

    // A new configuration, API keys and webhooks, EID push: the same lock, and no form to open.
    await showInApp(page, '/configform/create')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0)
    await showInApp(page, '/setting/developer')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0)
    // The empty list does not invite adding what the lock refuses.
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible()
    await expect(page.getByText('Add one to have the console send events to your URL.')).toHaveCount(0)
    await showInApp(page, '/profile/eidpush')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(page.getByLabel('EID', { exact: true })).toHaveCount(0)

    // Subscription: nothing included while no plan runs, so no "2 of 0" nor overage.
    await showInApp(page, '/subscription')
    await expect(page.getByText('No plan runs now, so nothing is included.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Members' })).toHaveCount(0)

    // The way out leads to the purchase screen.
    await showInApp(page, '/profile/generateac')
    await planLock(page).getByRole('link', { name: 'Choose a plan' }).click()
    await expect(page).toHaveURL(/\/order\/purchase\/NEW$/)
    await expect(page.getByRole('heading', { name: 'Select your plan', level: 1 })).toBeVisible()
  })

  await test.step('after the trial, Configurations and Members show the expired trial’s lock before any form', async () => {
    // Reached inside the console: the plan on screen is the expired one since the first step.
    await showInApp(page, '/config')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(planLock(page).getByRole('link', { name: 'Choose a plan' })).toBeVisible()
    await expect(newConfiguration(page)).toBeDisabled()
    await expect(newConfiguration(page)).toHaveAccessibleDescription(EXPIRED)
    // One message: the empty list does not invite to create what the lock refuses.
    await expect(page.getByText('No configuration yet.', { exact: true })).toBeVisible()

    await showInApp(page, '/team/member')
    await expect(planLock(page)).toContainText(EXPIRED)
    await expect(inviteMember(page)).toBeDisabled()
    await expect(inviteMember(page)).toHaveAccessibleDescription(EXPIRED)
    expect(await violations(page)).toEqual([])
  })
})

test('a member who may not buy is told to ask the owner, with no purchase button', async ({ page }) => {
  test.setTimeout(60_000)
  const member = await activeUser({
    label: 'lockmember',
    permissions: ['Generate_Ac_View', 'Ac_Generate', 'Profile_Config_View'],
  })
  await endTrial(member.enterpriseId)
  await signInWithApi(page, member.email, member.password)
  await openPage(page, '/profile/generateac')
  await expect(planLock(page)).toContainText(
    `${EXPIRED} Ask the owner or an admin of your enterprise to choose a plan.`,
  )
  await expect(planLock(page).getByRole('link')).toHaveCount(0)
  await expect(page.getByLabel('ICCID')).toHaveCount(0)
})

test('with Pro paid in the trial, Purchase offers the next period after it, not a plan beside it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const owner = await activeUser({ label: 'timeline' })
  await signInWithApi(page, owner.email, owner.password)
  const pro = await apiOk<Order>(page, endpoints.order.create, {
    operation: 'NEW',
    plan: 'PRO',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: randomUUID(),
  })
  // The admin confirms the transfer from a session of their own (not the page's).
  const admin = await callWithToken<{ token: string }>(request, endpoints.account.login, '', ADMIN)
  await callWithToken(request, endpoints.adminOrder.confirm, admin.token, { orderId: pro.orderId })

  await openPage(page, '/subscription')
  const paid = page.getByRole('region', { name: 'Paid plans' })
  await expect(paid.getByRole('listitem')).toHaveCount(1)
  await expect(paid).toContainText(`Pro${day(pro.planStartAt)} to ${day(pro.planEndAt)}Starts later`)
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toHaveCount(0)

  // A link to a new plan from before explains why not, and leads to the next period.
  await showInApp(page, '/order/purchase/NEW')
  await expect(page.getByText(`Your Pro plan is paid and starts on ${day(pro.planStartAt)}.`)).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Premium' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Buy the next period' }).click()
  await expect(page).toHaveURL(/\/order\/purchase\/NEXT$/)
  await expect(page.getByRole('heading', { name: 'Buy the next period', level: 1 })).toBeVisible()
  await page.getByRole('radio', { name: 'Premium' }).check()
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(
    `Plan starts${day(pro.planEndAt)}`,
  )
  expect(await violations(page)).toEqual([])
})
