import { BRAND_KEY_PATTERN } from '@simlessly/shared/brand-key'

/**
 * What the entry and the sign-in page read of the server, of local storage and of the other tabs, checked
 * by hand: the same checks as the shared schemas (plain-readers.test.ts compares each with its schema), so
 * that the first page loads no zod (about 19 kB gzipped); the server validates with the schemas themselves.
 * Each gives the value as the schema would, or undefined where the schema refuses it.
 */
type Plain = Record<string, unknown>

const isRecord = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isString = (value: unknown, min = 0, max = Number.POSITIVE_INFINITY): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max

/** The response envelope, `{ success, code, msg, obj }` (shared/src/envelope.ts), with any `obj`. */
export function readEnvelope(value: unknown) {
  if (!isRecord(value) || typeof value.success !== 'boolean' || !Number.isSafeInteger(value.code)) return
  if (!isString(value.msg) || !('obj' in value)) return
  return { success: value.success, code: value.code as number, msg: value.msg, obj: value.obj }
}

/** The field messages of a validation failure's `obj` (fieldErrorsSchema). */
export function readFieldErrors(value: unknown): { path: string; message: string }[] | undefined {
  if (!isRecord(value) || !Array.isArray(value.fields)) return
  const fields = value.fields.map((field: unknown) =>
    isRecord(field) && isString(field.path) && isString(field.message)
      ? { path: field.path, message: field.message }
      : undefined,
  )
  return fields.every((field) => field !== undefined) ? fields : undefined
}

/** A brand key, trimmed and in lower case (brandKeySchema). */
export function readBrandKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return
  const key = value.trim().toLowerCase()
  return BRAND_KEY_PATTERN.test(key) ? key : undefined
}

/** The platform query's answer (siteThemeSchema). */
export function readSiteTheme(value: unknown): { appName: string; appConfig: string } | undefined {
  if (!isRecord(value) || !isString(value.appName, 1, 64) || !isString(value.appConfig)) return
  return { appName: value.appName, appConfig: value.appConfig }
}

/** The JSON of a brand's `appConfig` (appConfigSchema), or undefined when it is not valid. */
export function readAppConfig(json: string) {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    return
  }
  if (!isRecord(value) || !isString(value.iconUrl, 1, 2048) || !isRecord(value.styleProperties)) return
  const { theme } = value.styleProperties
  if (typeof theme !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(theme)) return
  return { iconUrl: value.iconUrl, styleProperties: { theme } }
}

/** The sign-in's answer (loginResponseSchema). */
export function readLoginAnswer(value: unknown) {
  if (!isRecord(value) || !isString(value.token) || !isRecord(value.user)) return
  const { userId, email, firstName, lastName } = value.user
  if (!isString(userId) || !isString(email) || !isString(firstName) || !isString(lastName)) return
  return { token: value.token, user: { userId, email, firstName, lastName } }
}
