import { toNestErrors } from '@hookform/resolvers'
import { apiKeyAddRequestSchema, ipRangeSchema } from '@simlessly/shared'
import type { FieldError, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { joinReasons, mappedResolver } from '@/lib/form'
import { i18n } from '@/lib/i18n'
import { translateValidation } from '@/lib/validation-message'

export type ApiKeyRequest = z.output<typeof apiKeyAddRequestSchema>

/** The create form as people fill it: ids ticked, a day picked, addresses typed one per line. */
export type ApiKeyFormValues = {
  name: string
  permissions: string[]
  /** An `<input type="date">` value (YYYY-MM-DD, the user's own day), or empty for a key that never expires. */
  expiresOn: string
  allowedIps: string
}

export const EMPTY_API_KEY_VALUES: ApiKeyFormValues = {
  name: '',
  permissions: [],
  expiresOn: '',
  allowedIps: '',
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The last millisecond of a YYYY-MM-DD day in the user's time zone; undefined for text that is no day. */
export function endOfDay(day: string): number | undefined {
  const match = DAY.exec(day)
  if (!match) return undefined
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const start = new Date(year, month, date)
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return undefined
  // The next day's midnight less 1 ms, not 23:59:59.999: a day with a DST change is not 24 hours long.
  return new Date(year, month, date + 1).getTime() - 1
}

/** The lines of the addresses box that say something, trimmed, with their numbers as an editor counts them. */
export function ipLines(text: string): { line: number; value: string }[] {
  return text
    .split(/\r?\n/)
    .map((value, index) => ({ line: index + 1, value: value.trim() }))
    .filter(({ value }) => value !== '')
}

/** The request the values stand for; a day that cannot be read is NaN, which the schema refuses. */
export function toApiKeyInput(values: ApiKeyFormValues) {
  return {
    name: values.name,
    permissions: values.permissions,
    expiresAt: values.expiresOn === '' ? null : (endOfDay(values.expiresOn) ?? Number.NaN),
    allowedIps: ipLines(values.allowedIps).map(({ value }) => value),
  }
}

const FORM_FIELDS: Partial<Record<string, keyof ApiKeyFormValues>> = {
  name: 'name',
  permissions: 'permissions',
  expiresAt: 'expiresOn',
  allowedIps: 'allowedIps',
}

/** The field a request path (or a server field error) belongs under: `allowedIps.3` under the addresses box. */
export const apiKeyField = (path: readonly PropertyKey[]): keyof ApiKeyFormValues | undefined =>
  FORM_FIELDS[String(path[0] ?? '')]

/**
 * What the schema cannot say to people: which line of the box holds a bad address (the schema only knows
 * its index among the non-empty lines), and a day that is gone (the schema takes any positive time).
 */
export function apiKeyFormChecks(values: ApiKeyFormValues, now: number) {
  const issues: { path: string; message: string }[] = []
  if (values.expiresOn !== '') {
    const at = endOfDay(values.expiresOn)
    if (at === undefined) issues.push({ path: 'expiresOn', message: i18n.t('developer.form.expiryInvalid') })
    else if (at <= now) issues.push({ path: 'expiresOn', message: i18n.t('developer.form.expiryPast') })
  }
  let badLines: string | undefined
  for (const { line, value } of ipLines(values.allowedIps)) {
    const parsed = ipRangeSchema.safeParse(value)
    const reason = parsed.error?.issues[0]?.message
    if (reason === undefined) continue
    const message = i18n.t('developer.form.ipLine', { line, value, reason: translateValidation(reason) })
    badLines = joinReasons(badLines, message)
  }
  if (badLines) issues.push({ path: 'allowedIps', message: badLines })
  return issues
}

/** The shared schema checks the request; the checks above win on the same field, as they say more. */
export function apiKeyFormResolver(
  now: () => number = Date.now,
): Resolver<ApiKeyFormValues, unknown, ApiKeyRequest> {
  const base = mappedResolver(apiKeyAddRequestSchema, toApiKeyInput, (path) => apiKeyField(path) ?? 'name')
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const extra = apiKeyFormChecks(values, now())
    if (extra.length === 0) return result
    const flat: Record<string, FieldError> = {}
    for (const { path, message } of extra) flat[path] ??= { type: 'custom', message }
    return { values: {}, errors: { ...result.errors, ...toNestErrors(flat, options) } }
  }
}
