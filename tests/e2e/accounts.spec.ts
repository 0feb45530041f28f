import { expect, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { uniqueEmail } from '../support/accounts'
import { violations } from './support/axe.ts'
import { linkIn, waitForMail } from './support/mail'
import { openPage } from './support/navigation'
import { activeUser, PASSWORD } from './support/session'
import { fillSignup } from './support/signup'

test('sign up, confirm from the mail, count down to sign-in, sign in and see the menu', async ({ page }) => {
  // A sign-up, its mail through the queue and the SMTP sink, the activation and a sign-in (the password hashed
  // and checked with scrypt), and three page loads: a long job on a busy machine.
  test.slow()
  const email = uniqueEmail('signup')
  const company = `Engines ${email.slice(7, 15)}`
  await openPage(page, '/signup/acme')
  await expect(page.getByRole('heading', { name: 'Create your Acme Mobile account', level: 1 })).toBeVisible()
  // The accessibility checks of the sign-up page, blank and with its field messages, are made here (they
  // were visits of their own in accessibility.spec.ts).
  expect(await violations(page)).toEqual([])

  // Field-level messages, the confirm-mismatch text word for word among them, before anything is sent.
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Required').first()).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('First name')).toBeFocused()
  expect(await violations(page)).toEqual([])
  await fillSignup(page, email, company)
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('confirm password is not the same of new password')).toBeVisible()
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  const link = linkIn(await waitForMail(page.request, email), '/confirm')
  expect(link).toMatch(/^\/confirm\/acme\?code=/)
  // The countdown runs on the page's clock. It is held once counting, and moved on a second at a time: polled
  // in real time, the one second that "in 1 second." shows could pass between two looks on a busy machine.
  await page.clock.install()
  await openPage(page, link)
  const countdown = page.getByRole('status').filter({ hasText: 'Going to sign-in' })
  await expect(countdown).toHaveAttribute('aria-live', 'polite')
  await expect(countdown).toContainText(/in [2-5] seconds/)
  await page.clock.pauseAt(Date.now() + 100)
  const left = Number(/in (\d) seconds?/.exec(await countdown.innerText())?.[1])
  expect(left).toBeGreaterThanOrEqual(1)
  await page.clock.runFor((left - 1) * 1000)
  await expect(countdown).toContainText('in 1 second.')
  await page.clock.runFor(1000)
  await page.clock.resume()
  // The sign-in page of the brand, with the address just activated filled in.
  await expect(page).toHaveURL(/\/login\/acme\?email=/)
  await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(email)

  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  for (const item of ['Home', 'Fleet', 'Generate AC', 'Members', 'Orders', 'Block list']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  await expect(menu.getByRole('heading', { name: 'Admin' })).toHaveCount(0)
  await expect(page.getByRole('banner').getByText(company)).toBeVisible()
  // Signed in through the brand, the console stays in it.
  await expect(page).toHaveTitle('Home - Acme Mobile')

  // Was a test of its own, with an account seeded and signed in through the form only for it.
  await test.step('a signed-in user opening /login is sent to /', async () => {
    await openPage(page, '/login/acme')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  })

  // The link is single use: opened again, it does nothing and says the account is active, with Sign in.
  await page.context().clearCookies()
  await openPage(page, link)
  await expect(page.getByText('Your account is already active')).toBeVisible()
  await expect(page.getByText('Going to sign-in')).toHaveCount(0)
  await page.getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/login\/acme\?email=/)
  await expect(page.getByLabel('Email')).toHaveValue(email)
})

test('an unverified account is told so and can ask for the link again', async ({ page, request }) => {
  const email = uniqueEmail('unverified')
  const registered = await request.post(API_BASE_PATH + endpoints.account.register.path, {
    data: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password: PASSWORD,
      companyName: 'Compilers',
      survey: {
        volumeUnit: 'MONTHLY_DOWNLOADS',
        volume: 10,
        heardFrom: 'EVENT',
        industry: 'LABORATORY',
        role: 'Developer',
        profileSource: 'NOT_SURE',
      },
    },
  })
  expect((await registered.json()).success).toBe(true)
  await waitForMail(request, email)

  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Please confirm your email address first')
  await alert.getByRole('button', { name: 'Send the link again' }).click()
  await expect(alert.getByRole('status')).toContainText(`If ${email} awaits confirmation`)
  await expect(page).toHaveURL(/\/login$/)
})

test('wrong credentials get one generic message, then sign-in is throttled', async ({ page }) => {
  const { email } = await activeUser({ label: 'throttle' })
  await page.goto('/login')
  await page.getByLabel('Email').fill('nobody-at-all@example.com')
  await page.getByLabel('Password').fill('Wrong-pass-123')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect')

  await page.getByLabel('Email').fill(email)
  for (let attempt = 0; attempt < 5; attempt++) {
    const answered = page.waitForResponse((r) =>
      r.url().endsWith(API_BASE_PATH + endpoints.account.login.path),
    )
    await page.getByRole('button', { name: 'Sign in' }).click()
    await answered
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect')
  }
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Too many attempts')
  // The right password does not get through a throttled address either.
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Too many attempts')
})
