import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_PLANS } from '@simlessly/shared'
import { openPage, reloadPage, showInApp } from './support/navigation'
import { activeUser } from './support/session'

/**
 * The second language: Simplified Chinese chosen in the user menu is kept per user (a reload keeps it,
 * signing in again restores it), signing out hands the public pages back to the browser's languages, and a
 * screen in Chinese has no English left on it but the product's terms and the user's own data.
 */

/**
 * What stays as it is in Chinese: product terms and abbreviations, the names of sign-in providers, and
 * each language's name in itself (the language choice).
 */
const TERMS = [
  'SM-DP+',
  'SM-DS',
  'eSIM',
  'ICCID',
  'MSISDN',
  'IMSI',
  'IMEI',
  'EID',
  'SIM',
  'QR',
  'API',
  'Profile',
  'PROFILE',
  'Applet',
  'PGP',
  'CSV',
  'ZIP',
  'PNG',
  'PLMN',
  'Simlessly',
  'UTC',
  'USD',
  'Google',
  'Microsoft',
  'English',
]

/** The English words left in the main landmark once the terms and the given data are taken out. */
async function englishIn(page: Page, data: readonly string[]): Promise<string[]> {
  let text = await page.getByRole('main').innerText()
  for (const value of [...data, ...TERMS]) text = text.split(value).join(' ')
  return text.match(/[A-Za-z]{2,}/g) ?? []
}

async function signIn(
  page: Page,
  user: { email: string; password: string },
  labels: { email: string; password: string; submit: string },
) {
  await page.getByLabel(labels.email).fill(user.email)
  await page.getByLabel(labels.password, { exact: true }).fill(user.password)
  await page.getByRole('button', { name: labels.submit, exact: true }).click()
}

const ENGLISH = { email: 'Email', password: 'Password', submit: 'Sign in' }
const CHINESE = { email: '邮箱', password: '密码', submit: '登录' }

async function chooseInUserMenu(page: Page, menuLabel: RegExp, language: string) {
  await page.getByRole('button', { name: menuLabel }).click()
  await page.getByRole('menuitemradio', { name: language }).click()
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'UTC' })

  test('switches to 简体中文, keeps it over a reload and a new sign-in, and signs out to English', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const user = await activeUser({ label: 'zh', enterpriseName: 'Zhongwen Labs' })
    await openPage(page, '/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await signIn(page, user, ENGLISH)
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()

    await chooseInUserMenu(page, /account menu/, '简体中文')
    await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page).toHaveTitle(/首页/)

    await reloadPage(page)
    await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible()
    // The plan's name and description are the catalogue's data (an admin writes them), as are the user's
    // and the enterprise's names.
    const trial = DEFAULT_PLANS.find((plan) => plan.code === 'DEFAULT')
    const data = [user.email, 'Zhongwen Labs', 'Test', 'User', trial?.name ?? '', trial?.description ?? '']
    expect(await englishIn(page, data)).toEqual([])

    // The screens after the reload are reached inside the console, as its menu does.
    await showInApp(page, '/profile/fleet')
    await expect(page.getByRole('heading', { name: 'Profile 总览', level: 1 })).toBeVisible()
    await expect(page.getByText('暂无 Profile：请先生成激活码。')).toBeVisible()
    expect(await englishIn(page, data)).toEqual([])

    await showInApp(page, '/config')
    await expect(page.getByRole('heading', { name: 'Profile 配置', level: 1 })).toBeVisible()
    expect(await englishIn(page, data)).toEqual([])

    await showInApp(page, '/subscription')
    await expect(page.getByRole('heading', { name: '订阅', level: 1 })).toBeVisible()
    await expect(page.getByText(/免费试用还剩 \d+ 天/)).toBeVisible()
    expect(await englishIn(page, data)).toEqual([])

    // Signed out, the sign-in page follows the browser again: English.
    await page.getByRole('button', { name: /账户菜单/ }).click()
    await page.getByRole('menuitem', { name: '退出登录' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    // Signing in again brings the user's own language back.
    await signIn(page, user, ENGLISH)
    await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible()
  })
})

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })

  test('gets the public pages in Chinese; a user who chooses English keeps it, and signs out to Chinese', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const user = await activeUser({ label: 'zhbrowser' })
    await openPage(page, '/login')
    await expect(page.getByRole('heading', { name: '登录 Simlessly' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(page).toHaveTitle(/登录/)
    expect(await englishIn(page, [])).toEqual([])

    // The public pages' own choice, keyboard operable.
    const select = page.getByRole('combobox', { name: '语言' })
    await select.selectOption({ label: 'English' })
    await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '简体中文' })
    await expect(page.getByRole('heading', { name: '登录 Simlessly' })).toBeVisible()

    await signIn(page, user, CHINESE)
    await expect(page.getByRole('heading', { name: /^欢迎，/ })).toBeVisible()
    await page.getByRole('button', { name: /账户菜单/ }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitemradio', { name: 'English' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()

    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page.getByRole('heading', { name: '登录 Simlessly' })).toBeVisible()
    await signIn(page, user, CHINESE)
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  })
})
