import {
  API_KEY_NAME_MAX,
  ipRangeSchema,
  KEY_GRANTABLE_IDS,
  MAX_ROTATION_GRACE_HOURS,
} from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { translateValidation, validationKey } from '@/lib/validation-message'
import {
  type ApiKeyFormValues,
  apiKeyFormResolver,
  EMPTY_API_KEY_VALUES,
  endOfDay,
  ipLines,
  toApiKeyInput,
} from './api-key-form-values'

const NOW = new Date(2030, 0, 15, 10, 20).getTime()
const IP_MESSAGE = 'Use an IP address or range such as 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32'

const values = (changes: Partial<ApiKeyFormValues>): ApiKeyFormValues => ({
  ...EMPTY_API_KEY_VALUES,
  name: 'Billing sync',
  permissions: ['Fleet_View'],
  ...changes,
})

const resolve = (form: ApiKeyFormValues) =>
  apiKeyFormResolver(() => NOW)(form, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('the create form’s values', () => {
  it('reads a day as its last millisecond in the user’s zone, and refuses what is no day', () => {
    expect(endOfDay('2030-01-15')).toBe(new Date(2030, 0, 16).getTime() - 1)
    expect(endOfDay('2030-02-30')).toBeUndefined()
    expect(endOfDay('')).toBeUndefined()
  })

  it('numbers the address lines as an editor does, skipping the blank ones', () => {
    expect(ipLines(' 203.0.113.7 \n\n10.0.0.0/8\r\n')).toEqual([
      { line: 1, value: '203.0.113.7' },
      { line: 3, value: '10.0.0.0/8' },
    ])
  })

  it('sends no expiry and no address when left empty', () => {
    expect(toApiKeyInput(values({}))).toEqual({
      name: 'Billing sync',
      permissions: ['Fleet_View'],
      expiresAt: null,
      allowedIps: [],
    })
  })
})

describe('apiKeyFormResolver', () => {
  it('submits the parsed request: the end of the day chosen and each address', async () => {
    const result = await resolve(values({ expiresOn: '2030-01-15', allowedIps: '203.0.113.7\n10.0.0.0/8' }))
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      name: 'Billing sync',
      permissions: ['Fleet_View'],
      expiresAt: new Date(2030, 0, 16).getTime() - 1,
      allowedIps: ['203.0.113.7', '10.0.0.0/8'],
    })
  })

  it('names the line of a bad address with the schema’s reason, and every bad line', async () => {
    const result = await resolve(values({ allowedIps: '203.0.113.7\n\n300.1.2.3\n10.0.0.0/33' }))
    expect(result.errors.allowedIps?.message).toBe(
      `Line 3 (300.1.2.3): ${IP_MESSAGE}; Line 4 (10.0.0.0/33): ${IP_MESSAGE}`,
    )
  })

  it('asks for at least one id and a name', async () => {
    const result = await resolve(values({ name: ' ', permissions: [] }))
    expect(result.errors.permissions?.message).toBe('Choose what the key may do')
    expect(result.errors.name?.message).toBe('Name the key')
  })

  it('refuses a day already gone or unreadable, and takes today (the key works to its end)', async () => {
    expect((await resolve(values({ expiresOn: '2030-01-14' }))).errors.expiresOn?.message).toBe(
      'Choose today or a later day',
    )
    expect((await resolve(values({ expiresOn: '2030-13-01' }))).errors.expiresOn?.message).toBe(
      'Enter a date',
    )
    expect((await resolve(values({ expiresOn: '2030-01-15' }))).errors).toEqual({})
  })

  it('caps the name at the API’s length', async () => {
    const result = await resolve(values({ name: 'x'.repeat(API_KEY_NAME_MAX + 1) }))
    expect(translateValidation(result.errors.name?.message)).toBe(
      `Use at most ${API_KEY_NAME_MAX} characters`,
    )
  })
})

describe('the words of the API key rules', () => {
  it('translates the shared schemas’ messages, so a server field error reads the same', () => {
    const ipMessage = ipRangeSchema.safeParse('nope').error?.issues[0]?.message ?? ''
    expect(validationKey(ipMessage)?.key).toBe('validation.ipRange')
    expect(validationKey('Give at most 20 ranges')).toEqual({
      key: 'validation.ipRangesMax',
      values: { max: '20' },
    })
    expect(translateValidation(`Keep the old secret at most ${MAX_ROTATION_GRACE_HOURS} hours`)).toBe(
      `Keep the old secret at most ${MAX_ROTATION_GRACE_HOURS} hours`,
    )
  })

  it('has a label for every id a key may be given', () => {
    for (const id of KEY_GRANTABLE_IDS) expect(i18n.exists(`teamPermissions.${id}.label`)).toBe(true)
  })
})
