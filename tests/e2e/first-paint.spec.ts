import { expect, test } from '@playwright/test'
import { holdScripts } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

/**
 * The sign-in page on a slow phone: index.html carries its first paint (web/scripts/prerender-sign-in.ts),
 * so the form shows before the console's JavaScript has arrived, cannot be sent until React has taken
 * over, and what was typed meanwhile is kept. Elsewhere (another page, a brand, another language) the page
 * starts blank as before, rather than showing a form React would then replace with something else.
 */

test('the sign-in form shows before the JavaScript, and what was typed meanwhile signs in', async ({
  page,
}) => {
  const user = await activeUser({ label: 'first-paint' })
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })

  await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)

  release()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  await expect(page.getByLabel('Email')).toHaveValue(user.email)
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
})

test("the console's scripts are fetched only after the prerendered sign-in page has painted", async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled()
  const { painted, scripts } = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(painted).toBeDefined()
  expect(scripts.length).toBeGreaterThan(5)
  // Lighthouse counts a script fetched and run before the page's largest paint in that paint's time.
  expect(Math.min(...scripts)).toBeGreaterThan(painted ?? Number.POSITIVE_INFINITY)
})

test('another page, a brand or Chinese starts blank until React draws it', async ({ browser }) => {
  for (const [path, locale] of [
    ['/signup', 'en-US'],
    ['/login/acme', 'en-US'],
    ['/login', 'zh-CN'],
  ] as const) {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.locator('[data-prerender="login"]')).toBeAttached()
    await expect(page.getByRole('heading'), `${path} in ${locale}`).toHaveCount(0)
    await context.close()
  }
})

test("a signed-in first visit asks for its screen's chunks beside the entry, before the entry has run", async ({
  page,
}) => {
  const user = await activeUser({ label: 'route-preloads' })
  await signInWithApi(page, user.email, user.password)
  // index.html's map of the signed-in routes' chunks (web/scripts/preload-routes.ts): home's.
  const html = await (await page.request.get('/')).text()
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const map = JSON.parse(/id="route-preloads">([^<]*)</.exec(html)?.[1] ?? '{}') as {
    files: string[]
    routes: Record<string, number[]>
  }
  const home = (map.routes[''] ?? []).map((index) => `/${map.files[index]}`)
  expect(home.length).toBeGreaterThan(10)

  // The entry is held: whatever the browser asks for meanwhile, index.html asked for.
  const gate: { open?: () => void } = {}
  const released = new Promise<void>((resolve) => {
    gate.open = resolve
  })
  await page.route(`**${entry}`, async (route) => {
    await released
    await route.continue()
  })
  const asked = new Set<string>()
  page.on('request', (request) => asked.add(new URL(request.url()).pathname))
  await page.goto('/', { waitUntil: 'commit' })
  await expect.poll(() => home.filter((file) => !asked.has(file))).toEqual([])

  gate.open?.()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
})
