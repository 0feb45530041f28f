import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import * as shared from '@simlessly/shared'
import { endpoints } from '@simlessly/shared'
import { fleetOwner, generateProfiles, postApi } from './support/fleet'
import { openPage, showInApp } from './support/navigation'

/**
 * No raw enum or translation key reaches the screen: every main screen, with data, in each language of the
 * console (the browser's locale, so its Accept-Language, chooses it for a new account).
 */
const LANGUAGES = ['en-US', 'zh-CN'] as const

const LOCALES = path.join(import.meta.dirname, '../../web/src/locales')

/** The top-level keys of every string file: a key shown raw starts with one of them (`configForm.fields.x`). */
const NAMESPACES = [
  ...new Set(
    readdirSync(LOCALES)
      .filter((file) => /^en(\.[\w-]+)?\.json$/.test(file))
      .flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')))),
  ),
]
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*\\b`, 'g')

/** Upper-case snake words (`PENDING_CONFIRMATION`), the shape of the shared schemas' enum values. */
const SNAKE_ENUM = /\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b/g

/** Every single-word value of the shared enums (`RELEASED`, `PRO`): exported lists of upper-case codes. */
const ENUM_WORDS = new Set(
  (Object.values(shared) as unknown[])
    .filter((value): value is unknown[] => Array.isArray(value) && value.length > 1)
    .filter((list): list is string[] =>
      list.every((v) => typeof v === 'string' && /^[A-Z][A-Z0-9_]*$/.test(v)),
    )
    .flat()
    .filter((word) => !word.includes('_')),
)

/**
 * Words that are an enum value and also the right word on screen: acronyms people use as they are (an
 * applet subtype, an authentication algorithm as 3GPP spells it, a file format, a device identifier), and
 * names a program reads. The specification's own English messages stay as written; none of those shown on
 * these screens has an upper-case word, so none needs listing here.
 */
const ALLOWED = new Set([
  // The environment variables the Developer page's signing examples read, named in its prose.
  'SIMLESSLY_URL',
  'SIMLESSLY_ACCESS_KEY',
  'SIMLESSLY_SECRET',
  'MILENAGE',
  'IMEI',
  'ARA',
  'IMS',
  'XOR',
  'TUAK',
  'CSV',
  'ZIP',
  'PGP',
  'QR',
  'AC',
  'EID',
  'ICCID',
  'IMSI',
  'USD',
])

function rawWords(text: string): string[] {
  const found = [...(text.match(RAW_KEY) ?? []), ...(text.match(SNAKE_ENUM) ?? [])]
  for (const word of text.match(/\b[A-Z][A-Z0-9]{1,}\b/g) ?? []) {
    if (ENUM_WORDS.has(word)) found.push(word)
  }
  return [...new Set(found)].filter((word) => !ALLOWED.has(word))
}

/**
 * The text of the page's visible text nodes as written (not `innerText`, which applies CSS `uppercase` to
 * column headers that are words in the source).
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const parts: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      // Code (an environment variable's name in a sample) is written as the program reads it.
      if (parent?.closest('code, pre, kbd')) continue
      if (parent?.checkVisibility({ visibilityProperty: true })) parts.push((node as Text).data)
    }
    return parts.join('\n')
  })
}

const SCREENS = [
  '/',
  '/profile/fleet',
  '/profile/generateac',
  '/profile/group',
  '/profile/campaign',
  '/profile/eidpush',
  '/config',
  '/dashboard',
  '/reports',
  '/logs',
  '/logs?view=profile',
  '/logs?view=recycle',
  '/team/member',
  '/team/role',
  '/subscription',
  '/order',
  '/setting/developer',
  '/setting/block',
  '/user/changePassword',
]

for (const locale of LANGUAGES) {
  test.describe(locale, () => {
    test.use({ locale })
    test('no translation key or raw enum value in the visible text of the main screens', async ({ page }) => {
      await checkScreens(page, locale)
    })
  })
}

async function checkScreens(page: Page, locale: string) {
  test.setTimeout(test.info().timeout * (SCREENS.length + 2))
  const { config } = await fleetOwner(page, `words-${locale}`)
  await generateProfiles(page, config.configId, 2)
  await postApi(page, endpoints.group.add, { name: 'Shelf' })
  const screens = [...SCREENS, `/configform/view?id=${encodeURIComponent(config.configId)}`]
  const found: Record<string, string[]> = {}
  for (const [index, screen] of screens.entries()) {
    await test.step(screen, async () => {
      // The first screen loads the console; the others are reached inside it, as its menu does (each load
      // compiled the whole bundle again: 20 loads a language).
      await (index === 0 ? openPage(page, screen) : showInApp(page, screen))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The screen is in the language under test (a new account reads the browser's).
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh-CN' ? 'zh-CN' : 'en')
      // Lists and charts fill in after the page: wait until no request is pending.
      await page.waitForLoadState('networkidle')
      const words = rawWords(await visibleText(page))
      if (words.length > 0) found[screen] = words
    })
  }
  expect(found).toEqual({})
}
