import type { Page } from '@playwright/test'
import { PASSWORD } from './session'

/** Fills the sign-up form as a person would: the account, the company and the survey. */
export async function fillSignup(page: Page, email: string, company: string) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company name').fill(company)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('radio', { name: 'Devices per year' }).check()
  await page.getByLabel('Expected devices per year').fill('1200')
  await page.getByLabel('How did you hear about us?').selectOption('REFERRAL')
  await page.getByLabel('Industry').selectOption('IOT')
  await page.getByLabel('Your role').selectOption('Test Engineer')
  await page.getByRole('radio', { name: 'Yes, an activation code' }).check()
}
