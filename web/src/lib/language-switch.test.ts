// @vitest-environment jsdom
import { ErrorCode, errorCatalogue } from '@simlessly/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import { errorMessage } from './error-message'
import { formatCount, formatDay } from './format'
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n'

afterEach(() => setLanguage('en'))

const serverError = (code: number, msg: string) => new ApiError({ kind: 'server', code, msg, requestId: 'r' })

describe('switching the console to Simplified Chinese', () => {
  it('loads the common strings and every area in use before it re-renders, and sets <html lang>', async () => {
    // The setup added every area in English, as the screens' modules do: each must arrive in Chinese.
    expect(i18n.t('fleet.columns.status')).toBe('Status')
    await setLanguage('zh-CN')
    expect(i18n.language).toBe('zh-CN')
    expect(document.documentElement.lang).toBe('zh-CN')
    // Kept for index.html's script: no prerendered English screen on the next visit (app/prerender).
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN')
    expect(i18n.t('login.submit')).toBe('登录')
    expect(i18n.t('fleet.columns.status')).toBe('状态')
    expect(i18n.t('webhooks.heading')).toBe('Webhook')
    expect(i18n.t('fleet.bulk.selected', { count: 3 })).toBe('已选 3 个')
  })

  it('loads the translation of an area that arrives after the switch, before its module resolves', async () => {
    vi.resetModules()
    const fresh = await import('./i18n')
    try {
      await fresh.setLanguage('zh-CN')
      expect(fresh.i18n.exists('groups.create')).toBe(false)
      fresh.addStrings('groups', { groups: { create: 'New group' } })
      await fresh.stringsReady()
      expect(fresh.i18n.t('groups.create')).toBe('新建分组')
    } finally {
      // The files after this one in the worker import this instance now: leave it in English.
      await fresh.setLanguage('en')
    }
  })

  it('comes back to English', async () => {
    await setLanguage('zh-CN')
    await setLanguage('en')
    expect(i18n.t('login.submit')).toBe('Sign in')
    expect(document.documentElement.lang).toBe('en')
  })

  it('formats dates and numbers in the chosen language', async () => {
    const day = Date.UTC(2026, 2, 5, 12)
    expect(formatDay(day)).toMatch(/Mar 5, 2026/)
    await setLanguage('zh-CN')
    expect(formatDay(day)).toMatch(/2026年3月5日/)
    expect(formatCount(50_000)).toBe('50,000')
  })
})

describe('an error from the server', () => {
  const sameAsCatalogue = serverError(ErrorCode.NOT_FOUND, errorCatalogue[ErrorCode.NOT_FOUND].msg)

  it('reads as sent in English', () => {
    expect(errorMessage(sameAsCatalogue)).toBe('Not found')
  })

  it("reads in Chinese by its code where the catalogue's English would show", async () => {
    await setLanguage('zh-CN')
    expect(errorMessage(sameAsCatalogue)).toBe('未找到')
    expect(errorMessage(serverError(ErrorCode.SMDP_UNREACHABLE, 'x'))).toBe('无法连接 SM-DP+；请一分钟后重试')
  })
})
