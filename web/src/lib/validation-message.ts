import {
  CONFIRM_MISMATCH_MESSAGE,
  HPLMN_MISMATCH_MESSAGE,
  INCOMPLETE_CONFIG_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGE,
  SAME_AS_OLD_MESSAGE,
} from '@simlessly/shared'
import { i18n } from './i18n'

/**
 * The shared schemas (and the server's `obj.fields`) carry the seed's English messages; the forms show them
 * through i18next. Known messages map to keys; anything else is shown as it came.
 */
const KNOWN: Record<string, string> = {
  Required: 'validation.required',
  'Invalid email': 'validation.invalidEmail',
  'Invalid code': 'validation.invalidCode',
  [PASSWORD_RULE_MESSAGE]: 'validation.passwordRule',
  [SAME_AS_OLD_MESSAGE]: 'validation.sameAsOld',
  [CONFIRM_MISMATCH_MESSAGE]: 'validation.confirmMismatch',
  [INCOMPLETE_CONFIG_MESSAGE]: 'validation.incompleteConfig',
  [HPLMN_MISMATCH_MESSAGE]: 'validation.hplmnMismatch',
}

const PATTERNS: {
  pattern: RegExp
  key: string
  values: (match: RegExpMatchArray) => Record<string, string>
}[] = [
  { pattern: /^Up to (\d+) characters$/, key: 'validation.upTo', values: (m) => ({ max: m[1] ?? '' }) },
  { pattern: /^At least (\d+) characters$/, key: 'validation.atLeast', values: (m) => ({ min: m[1] ?? '' }) },
]

export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined
  const key = KNOWN[message]
  if (key) return i18n.t(key, { min: PASSWORD_MIN, max: PASSWORD_MAX })
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = message.match(pattern)
    if (match) return i18n.t(patternKey, values(match))
  }
  return message
}

/** The password rule as a hint under a new-password field. */
export function passwordRuleHint(): string {
  return i18n.t('validation.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })
}
