import { config, locales } from 'zod/mini'
import { i18n } from './i18n'

// zod's classic API sets its English messages when it loads; the public pages load only `zod/mini`
// (shared/src/auth.ts), which sets none ("Invalid input" for all). The same English here, so that a check
// without a message of its own says the same on every page and on the server.
config(locales.en())

/**
 * Checks that carry their own message keep it; the ones that do not (a select left on its placeholder, a
 * number field left empty) get a translated one here. For the forms on react-hook-form (form.ts) and the
 * sign-in form, which checks without it (schema-form.ts).
 */
export const formErrorMap = (issue: { code?: string | undefined }) => {
  if (issue.code === 'invalid_value') return i18n.t('validation.chooseOne')
  if (issue.code === 'invalid_type') return i18n.t('validation.required')
  return undefined
}
