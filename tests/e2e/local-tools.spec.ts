import { expect, type Page, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { openPage } from './support/navigation'

/** Collects what the browser reports as refused by the Content-Security-Policy. */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('the API docs render the OpenAPI document under the strict policy', async ({ page }) => {
  // Swagger UI is a bundle of more than 1 MB that resolves and renders the whole OpenAPI document in one go.
  test.slow()
  const violations = watchPolicyViolations(page)
  const document = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/openapi.json',
  )
  await page.goto('/api/docs')
  expect((await document).ok()).toBe(true)
  // Swagger UI then resolves and renders the whole document (every operation of the API) before the heading
  // shows: more than 10 s on a busy machine.
  await expect(page.getByRole('heading', { name: /Simlessly console API/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(API_BASE_PATH + endpoints.platform.query.path)).toBeVisible()
  expect(violations).toEqual([])
})

// Two quick looks, one test (each was a test of its own): each old test is a step under its old name.
test('the sign-in page runs with no policy violation; the local mail page and its JSON twin answer', async ({
  page,
  request,
}) => {
  // The two tests' times together.
  test.setTimeout(test.info().timeout * 2)
  await test.step('the sign-in page runs with no policy violation', async () => {
    const violations = watchPolicyViolations(page)
    const response = await openPage(page, '/login/acme')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
    expect(violations).toEqual([])
  })

  await test.step('the local mail page and its JSON twin answer', async () => {
    const json = await request.get('/dev/mail.json')
    expect(json.ok()).toBe(true)
    expect(Array.isArray(await json.json())).toBe(true)
    await page.goto('/dev/mail')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})
