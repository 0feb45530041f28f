import { ApiError } from './api-error'
import { i18n } from './i18n'

/**
 * The text to show for a failure. Codes the console knows are translated through i18next (`apiErrors.<code>`),
 * so that every message on screen goes through the locale files; any other server message is shown as sent.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `apiErrors.${error.code}`
    if (error.kind === 'server' && i18n.exists(key)) return i18n.t(key)
    return error.msg
  }
  return i18n.t('errors.unexpected')
}
