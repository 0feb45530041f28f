import { expect, type Page } from '@playwright/test'
import { API_BASE_PATH, endpoints, type PermissionId } from '@simlessly/shared'
import { createActiveUser, e2eContext, uniqueEmail } from '../../support/accounts'

export const PASSWORD = 'Str0ng-pass!e2e'

/** The platform admin the e2e server creates at first start (playwright.config.ts sets it). */
export const PLATFORM_ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** An activated account with its own enterprise, seeded straight into the e2e server's table. */
export async function activeUser(
  options: { permissions?: readonly PermissionId[]; enterpriseName?: string; label?: string } = {},
) {
  const email = uniqueEmail(options.label ?? 'e2e')
  const { enterpriseId } = await createActiveUser(e2eContext(), {
    email,
    password: PASSWORD,
    enterpriseName: options.enterpriseName ?? `Enterprise ${email.split('@')[0]}`,
    ...(options.permissions ? { permissions: options.permissions } : {}),
  })
  return {
    email,
    password: PASSWORD,
    enterpriseId,
    enterpriseName: options.enterpriseName ?? `Enterprise ${email.split('@')[0]}`,
  }
}

/** Signs in through the form, as a person would, and waits for the home page. */
export async function signInWithForm(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
}

/** Signs in through the API: the answer sets the cookie in the page's context, as the form's would. */
export async function signInWithApi(page: Page, email: string, password: string) {
  const answer = await page.request.post(API_BASE_PATH + endpoints.account.login.path, {
    data: { email, password },
  })
  expect((await answer.json()).success).toBe(true)
}

/** The session token the server set, as the browser holds it. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === 'simlessly_token')?.value
}

/** The notifications region at the top of the page. */
export function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')
}
