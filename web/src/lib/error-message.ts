import { ErrorCode } from '@simlessly/shared'
import { ApiError } from './api-error'
import { catalogueText, i18n } from './i18n'
import { translateValidation } from './validation-message'

/**
 * The text to show for a failure. Codes the console knows are translated through i18next (`apiErrors.<code>`),
 * so that every message on screen goes through the locale files. The server's messages stay English (the API
 * contract); in another language the console shows its own translation of the code, where the catalogue's
 * English message would show (`apiCatalogue.<code>`, loaded with that language only).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `apiErrors.${error.code}`
    if (error.kind === 'server' && i18n.exists(key)) return i18n.t(key)
    return (error.kind === 'server' && catalogueText(error.code)) || error.msg
  }
  return i18n.t('errors.unexpected')
}

const GENERIC_VALIDATION = 'Please check the information in the form'

/**
 * The text a form shows for a failure of its submission. A validation failure that names its own reason
 * ("fill in the configuration completely", a missing key) says that reason rather than the generic "check the
 * information in the form".
 */
export function formErrorMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.kind === 'server' &&
    error.code === ErrorCode.VALIDATION_FAILED &&
    !error.msg.startsWith(GENERIC_VALIDATION)
  ) {
    return translateValidation(error.msg) ?? errorMessage(error)
  }
  return errorMessage(error)
}

/**
 * The most specific reason a call was refused: a validation failure's first field message (such as a range
 * of days the server would not cover), else what {@link formErrorMessage} says.
 */
export function refusalMessage(error: unknown): string {
  const field = error instanceof ApiError ? error.fieldErrors[0] : undefined
  return field ? (translateValidation(field.message) ?? field.message) : formErrorMessage(error)
}
