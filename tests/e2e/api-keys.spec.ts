import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { e2eContext, setPlanFeatures } from '../support/accounts'
import { COMPLETE_CONFIG, createConfigWithApi } from './support/generation'
import { openPage } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

const run = promisify(execFile)

/** The shipped Node example, signing a call with the key as an integrator's system would. */
async function signedCall(baseURL: string, key: { accessKey: string; secret: string }) {
  const env = {
    ...process.env,
    SIMLESSLY_URL: baseURL,
    SIMLESSLY_ACCESS_KEY: key.accessKey,
    SIMLESSLY_SECRET: key.secret,
  }
  const result = await run('node', ['examples/api/signed-request.mjs', '/api/v1/config/list', '{}'], {
    env,
  }).catch((error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }))
  return { code: 'code' in result ? result.code : 0, answer: JSON.parse(result.stdout) }
}

/** An owner whose plan includes the developer API. */
async function apiOwner(label: string) {
  const user = await activeUser({ label })
  await setPlanFeatures(e2eContext(), user.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  return user
}

test('an owner creates an API key (secret shown once), a signed call works, and revoking stops it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const user = await apiOwner('api-keys')
  await signInWithApi(page, user.email, user.password)
  const config = await createConfigWithApi(page, { ...COMPLETE_CONFIG, name: 'Signed from the line' })

  await openPage(page, '/setting/developer')
  await expect(page.getByRole('heading', { name: 'Developer settings', level: 1 })).toBeVisible()
  await expect(page.getByText('There is no API key yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Create API key' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create API key' })
  await form.getByLabel('Name', { exact: true }).fill('Factory line')
  await form.getByRole('checkbox', { name: /^Profile configurations/ }).check()
  await form.getByRole('button', { name: 'Create key' }).click()

  const shown = page.getByRole('dialog', { name: 'API key Factory line created' })
  await expect(
    shown.getByText('This secret is shown once. Store it now: it cannot be shown again.'),
  ).toBeVisible()
  const [accessKey, secret] = await shown.locator('code').allInnerTexts()
  expect(accessKey).toMatch(/^AK[0-9A-Z]{20}$/)
  expect(secret?.length).toBeGreaterThan(30)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()
  // Gone for good: neither the page nor the list holds the secret again.
  const table = page.getByRole('table', { name: 'API keys' })
  await expect(table.getByRole('row').filter({ hasText: accessKey ?? '' })).toContainText('Active')
  expect(await page.content()).not.toContain(secret)

  const key = { accessKey: accessKey ?? '', secret: secret ?? '' }
  const ok = await signedCall(baseURL ?? '', key)
  expect(ok.code).toBe(0)
  expect(ok.answer.obj.list.map((c: { configId: string }) => c.configId)).toEqual([config.configId])

  const row = table.getByRole('row').filter({ hasText: key.accessKey })
  await row.getByRole('button', { name: 'Revoke Factory line' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Revoke Factory line?' })
  await confirm.getByRole('button', { name: 'Revoke key' }).click()
  await expect(row).toContainText('Revoked')
  const refused = await signedCall(baseURL ?? '', key)
  expect(refused.code).toBe(1)
  expect(refused.answer.msg).toBe('This access key was revoked; create a new key')
})
