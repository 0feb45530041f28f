import { DEFAULT_QR_STYLE, ErrorCode, QR_LOGO_MAX_BYTES, qrStyleInputSchema } from '@simlessly/shared'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { applyFieldErrors } from '@/lib/form'
import { i18n } from '@/lib/i18n'
import { validationKey } from '@/lib/validation-message'
import {
  LOGO_SIZE_PERCENT,
  logoDataUrl,
  logoSizeError,
  previewStyleOf,
  type QrStyleFormValues,
  qrStyleFormValues,
  qrStyleResolver,
  qrStyleServerField,
  toQrStyleInput,
  unreadableLogo,
} from './qr-style-form-values'

const LOGO = 'data:image/png;base64,iVBORw0KGgo='
const settings = { default: DEFAULT_QR_STYLE }
const values = (changes: Partial<QrStyleFormValues> = {}): QrStyleFormValues => ({
  ...qrStyleFormValues({ ...settings, custom: null }),
  ...changes,
})
const resolve = (form: QrStyleFormValues) =>
  qrStyleResolver(form, undefined, { fields: {}, shouldUseNativeValidation: false })
const pngBytes = (length: number) => {
  const bytes = new Uint8Array(length)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  for (let i = 8; i < length; i++) bytes[i] = i % 251
  return bytes
}
const serverFailure = (msg: string, fields: { path: string; message: string }[] = []) =>
  new ApiError({
    kind: 'server',
    code: ErrorCode.VALIDATION_FAILED,
    msg,
    requestId: 'r',
    details: { fields },
  })

describe('the values the form edits', () => {
  it('start from the default when the enterprise has no style yet, without a logo', () => {
    expect(qrStyleFormValues({ ...settings, custom: null })).toEqual({
      foreground: '#000000',
      background: '#FFFFFF',
      logo: null,
      logoSizePercent: 20,
    })
  })

  it('start from the saved style, its share as whole percent', () => {
    const custom = { foreground: '#1E3A8A', background: '#FFFFF0', logo: LOGO, logoSize: 0.1 }
    expect(qrStyleFormValues({ ...settings, custom })).toEqual({
      foreground: '#1E3A8A',
      background: '#FFFFF0',
      logo: LOGO,
      logoSizePercent: 10,
    })
  })

  it('give the slider the shared schema’s limits', () => {
    expect(LOGO_SIZE_PERCENT).toEqual({ min: 10, max: 30 })
  })
})

describe('the request', () => {
  it('sends the size as a share and leaves out a missing logo', () => {
    expect(toQrStyleInput(values({ logoSizePercent: 25 }))).toEqual({
      foreground: '#000000',
      background: '#FFFFFF',
      logo: undefined,
      logoSize: 0.25,
    })
    expect(toQrStyleInput(values({ logo: LOGO }))).toMatchObject({ logo: LOGO })
  })

  it('passes both ends of the slider through the shared schema', () => {
    for (const percent of [LOGO_SIZE_PERCENT.min, LOGO_SIZE_PERCENT.max]) {
      expect(qrStyleInputSchema.safeParse(toQrStyleInput(values({ logoSizePercent: percent }))).success).toBe(
        true,
      )
    }
  })

  it('is previewed once valid, with the colours as the server stores them', () => {
    expect(previewStyleOf(values({ foreground: '#1e3a8a' }))).toEqual({
      foreground: '#1E3A8A',
      background: '#FFFFFF',
      logoSize: 0.2,
    })
    expect(previewStyleOf(values({ foreground: '#1e3a8' }))).toBeNull()
    expect(previewStyleOf(values({ foreground: '#EEEEEE' }))).toBeNull()
  })
})

describe('the messages under the fields', () => {
  it('put the contrast rule under the foreground and a bad hex under its own field', async () => {
    expect((await resolve(values({ foreground: '#DDDDDD' }))).errors.foreground?.message).toMatch(
      /^Choose colours with more contrast/,
    )
    expect((await resolve(values({ background: 'white' }))).errors.background?.message).toBe(
      'Invalid colour: use #RRGGBB',
    )
  })

  it('say nothing of contrast while the background is half typed', async () => {
    const { errors } = await resolve(values({ foreground: '#1E3A8A', background: '#FFFF' }))
    expect(errors.background?.message).toBe('Invalid colour: use #RRGGBB')
    expect(errors.foreground).toBeUndefined()
  })

  it('put the size’s limits under the slider', async () => {
    const { errors } = await resolve(values({ logoSizePercent: 35 }))
    expect(errors.logoSizePercent?.message).toMatch(/^Up to 30%/)
  })

  it('pass a valid style on as the schema’s output', async () => {
    const result = await resolve(values({ foreground: '#1e3a8a', logo: LOGO, logoSizePercent: 30 }))
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ foreground: '#1E3A8A', background: '#FFFFFF', logo: LOGO, logoSize: 0.3 })
  })

  it('place the server’s field errors, the size’s under the slider, without moving the focus', () => {
    expect(qrStyleServerField(['logoSize'])).toBe('logoSizePercent')
    expect(qrStyleServerField(['background'])).toBe('background')
    expect(qrStyleServerField(['configId'])).toBeUndefined()
    const setError = vi.fn()
    const error = serverFailure('Please check the information in the form', [
      { path: 'json.logoSize', message: 'At least 10%' },
      { path: 'json.foreground', message: 'The code must be darker than its background' },
    ])
    expect(applyFieldErrors(error, setError, qrStyleServerField, { shouldFocus: false })).toBe(true)
    expect(setError.mock.calls).toEqual([
      ['logoSizePercent', { type: 'server', message: 'At least 10%' }, { shouldFocus: false }],
      [
        'foreground',
        { type: 'server', message: 'The code must be darker than its background' },
        { shouldFocus: false },
      ],
    ])
  })

  it('put a logo the server could not read under the logo', () => {
    expect(unreadableLogo(serverFailure('Invalid logo: the PNG could not be read'))).toBe(
      'Invalid logo: the PNG could not be read',
    )
    expect(unreadableLogo(serverFailure('Save a style of your own before using it'))).toBeNull()
    expect(unreadableLogo(new Error('Invalid logo'))).toBeNull()
  })

  it('are all translated: every message of the shared rules has a key in the locale', () => {
    const failures = [
      { foreground: '#EEEEEE' },
      { foreground: '#FFFFFF', background: '#000000' },
      { foreground: 'black' },
      { foreground: '#000000', logo: 'data:image/jpeg;base64,AAAA' },
      { foreground: '#000000', logo: `data:image/png;base64,${'A'.repeat(QR_LOGO_MAX_BYTES * 1.4)}` },
      { foreground: '#000000', logoSize: 0.05 },
      { foreground: '#000000', logoSize: 0.5 },
    ]
    const messages = failures.flatMap(
      (input) => qrStyleInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
    )
    // Each input breaks a different rule (some break two).
    expect(new Set(messages).size).toBe(failures.length)
    for (const message of [...messages, 'Invalid logo: the PNG could not be read']) {
      const known = validationKey(message)
      expect(known, message).toBeDefined()
      expect(i18n.exists(known?.key ?? ''), known?.key).toBe(true)
    }
  })
})

describe('a chosen logo', () => {
  it('is refused past the size limit before it is read, in the schema’s words', () => {
    const schemaMessage = qrStyleInputSchema.safeParse({
      foreground: '#000000',
      logo: `data:image/png;base64,${'A'.repeat(QR_LOGO_MAX_BYTES * 1.4)}`,
    }).error?.issues[0]?.message
    expect(logoSizeError({ size: QR_LOGO_MAX_BYTES + 1 })).toBe(schemaMessage)
    expect(logoSizeError({ size: QR_LOGO_MAX_BYTES })).toBeNull()
  })

  it('must be a PNG by its bytes, whatever its name says', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])
    expect(logoDataUrl(jpeg)).toEqual({ error: 'Invalid logo: upload a PNG image' })
  })

  it('becomes a data URL the shared schema accepts, even at the largest size', () => {
    const bytes = pngBytes(QR_LOGO_MAX_BYTES)
    const result = logoDataUrl(bytes)
    if (!('dataUrl' in result)) throw new Error(result.error)
    expect(result.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true)
    expect(atob(result.dataUrl.split(',')[1] ?? '')).toHaveLength(bytes.length)
    expect(qrStyleInputSchema.safeParse({ foreground: '#000000', logo: result.dataUrl }).success).toBe(true)
  })
})
