import {
  appConfigSchema,
  brandKeySchema,
  envelopeSchema,
  fieldErrorsSchema,
  loginResponseSchema,
  siteThemeSchema,
} from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  readAppConfig,
  readBrandKey,
  readEnvelope,
  readFieldErrors,
  readLoginAnswer,
  readSiteTheme,
} from './plain-readers'

/** What a schema makes of a value: its output, or undefined where it refuses it (as the readers say). */
const bySchema = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? parsed.data : undefined
}

const user = { userId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }
const odd = [undefined, null, 0, 1.5, '', 'text', [], [1], {}, true]

describe('the readers of the first page, each as its shared schema reads', () => {
  it('reads the envelope', () => {
    const values = [
      ...odd,
      { success: true, code: 200, msg: 'ok', obj: { a: 1 } },
      { success: false, code: 10001, msg: 'no', obj: null },
      { success: true, code: 200, msg: 'ok' },
      { success: true, code: 200.5, msg: 'ok', obj: 1 },
      { success: true, code: 2 ** 60, msg: 'ok', obj: 1 },
      { success: 'true', code: 200, msg: 'ok', obj: 1 },
      { success: true, code: '200', msg: 'ok', obj: 1 },
      { success: true, code: 200, msg: 3, obj: 1 },
      { success: true, code: 200, msg: 'ok', obj: 1, extra: 2 },
    ]
    for (const value of values) {
      expect(readEnvelope(value), JSON.stringify(value)).toEqual(bySchema(envelopeSchema(z.unknown()), value))
    }
  })

  it('reads the field messages of a validation failure', () => {
    const values = [
      ...odd,
      { fields: [] },
      { fields: [{ path: 'email', message: 'Invalid email' }] },
      { fields: [{ path: 'email', message: 'Invalid email', extra: 1 }], other: 2 },
      { fields: [{ path: 'email' }] },
      { fields: [{ path: 1, message: 'x' }] },
      { fields: [null] },
      { fields: 'email' },
    ]
    for (const value of values) {
      const schema = bySchema(fieldErrorsSchema, value) as { fields: unknown } | undefined
      expect(readFieldErrors(value), JSON.stringify(value)).toEqual(schema?.fields)
    }
  })

  it('reads a brand key', () => {
    const values = [...odd, 'acme', ' ACME ', 'a', 'a'.repeat(32), 'a'.repeat(33), '-acme', 'ac me', 'ac_me']
    for (const value of values)
      expect(readBrandKey(value), String(value)).toEqual(bySchema(brandKeySchema, value))
  })

  it('reads the brand’s answer and its app config', () => {
    const config = { iconUrl: '/icon.png', styleProperties: { theme: '#1d4ed8' } }
    const sites = [
      ...odd,
      { appName: 'Acme', appConfig: '{}' },
      { appName: '', appConfig: '{}' },
      { appName: 'a'.repeat(64), appConfig: '' },
      { appName: 'a'.repeat(65), appConfig: '' },
      { appName: 'Acme', appConfig: 1 },
      { appName: 'Acme', appConfig: '{}', sys: 'acme' },
    ]
    for (const value of sites) {
      expect(readSiteTheme(value), JSON.stringify(value)).toEqual(bySchema(siteThemeSchema, value))
    }
    const configs = [
      ...odd,
      config,
      { ...config, other: 1 },
      { ...config, iconUrl: '' },
      { ...config, iconUrl: 'a'.repeat(2049) },
      { ...config, styleProperties: { theme: '#1d4ed' } },
      { ...config, styleProperties: { theme: 'blue' } },
      { ...config, styleProperties: null },
      { iconUrl: '/icon.png' },
    ]
    for (const value of configs) {
      const json = JSON.stringify(value) ?? 'undefined'
      expect(readAppConfig(json), json).toEqual(bySchema(appConfigSchema, value))
    }
    expect(readAppConfig('{not json')).toBeUndefined()
  })

  it('reads the sign-in’s answer', () => {
    const values = [
      ...odd,
      { token: 't', user },
      { token: 't', user: { ...user, role: 'x' }, other: 1 },
      { token: 1, user },
      { token: 't' },
      { token: 't', user: { ...user, lastName: undefined } },
      { token: 't', user: { ...user, email: 3 } },
    ]
    for (const value of values) {
      expect(readLoginAnswer(value), JSON.stringify(value)).toEqual(bySchema(loginResponseSchema, value))
    }
  })
})
