import {
  DAY_FORMAT_MESSAGE,
  DAY_MISSING_MESSAGE,
  HPLMN_MISMATCH_MESSAGE,
  INCOMPLETE_CONFIG_MESSAGE,
  RANGE_FUTURE_MESSAGE,
  RANGE_INVERTED_MESSAGE,
} from '@simlessly/shared/messages'
import {
  CONFIRM_MISMATCH_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RULE_MESSAGE,
  SAME_AS_OLD_MESSAGE,
} from '@simlessly/shared/password-rule'
import { i18n } from './i18n'

/**
 * The shared schemas (and the server's `obj.fields`) carry English messages worded as the product specifies;
 * the forms show them through i18next. Known messages map to keys; anything else is shown as it came.
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
  // The QR code beautifier's rules (shared/src/qr-style.ts); qr-style-form-values.test.ts keeps them in step.
  'Invalid colour: use #RRGGBB': 'validation.qrColour',
  'Choose colours with more contrast: readers need a dark code on a light background':
    'validation.qrContrast',
  'The code must be darker than its background': 'validation.qrDarker',
  'Invalid logo: upload a PNG image': 'validation.qrLogoPng',
  'Invalid logo: the PNG could not be read': 'validation.qrLogoUnreadable',
  'Up to 30%: a larger logo hides too much of the code': 'validation.qrLogoTooLarge',
  'Save a style of your own before using it': 'validation.qrSaveFirst',
  // The insight screens' range of days (shared/src/insight.ts).
  [RANGE_INVERTED_MESSAGE]: 'validation.rangeInverted',
  [RANGE_FUTURE_MESSAGE]: 'validation.rangeFuture',
  [DAY_FORMAT_MESSAGE]: 'validation.dayFormat',
  [DAY_MISSING_MESSAGE]: 'validation.dayMissing',
  // API keys (shared/src/api-key.ts); api-key-form-values.test.ts keeps them in step.
  'Name the key': 'validation.apiKeyName',
  'Choose what the key may do': 'validation.apiKeyPermissions',
  'Use an IP address or range such as 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32': 'validation.ipRange',
  'Unknown access key': 'validation.accessKeyUnknown',
  // Webhooks (shared/src/webhook.ts); webhook-form-values.test.ts keeps them in step.
  'Enter an http or https URL such as https://example.com/webhooks, without a user name':
    'validation.webhookUrl',
  'Use a URL of at most 2,000 characters': 'validation.webhookUrlLength',
  'Choose at least one event': 'validation.webhookEvents',
  'Unknown webhook endpoint': 'validation.webhookUnknown',
}

const PATTERNS: {
  pattern: RegExp
  key: string
  values: (match: RegExpMatchArray) => Record<string, string>
}[] = [
  { pattern: /^Up to (\d+) characters$/, key: 'validation.upTo', values: (m) => ({ max: m[1] ?? '' }) },
  { pattern: /^At least (\d+) characters$/, key: 'validation.atLeast', values: (m) => ({ min: m[1] ?? '' }) },
  {
    pattern: /^Length is (\d+) characters$/,
    key: 'validation.lengthIs',
    values: (m) => ({ length: m[1] ?? '' }),
  },
  {
    pattern: /^From (\d+) to (\d+) characters$/,
    key: 'validation.fromTo',
    values: (m) => ({ min: m[1] ?? '', max: m[2] ?? '' }),
  },
  { pattern: /^At least (\d+)%$/, key: 'validation.atLeastPercent', values: (m) => ({ min: m[1] ?? '' }) },
  {
    pattern: /^The logo can be up to (\d+) KB$/,
    key: 'validation.qrLogoBytes',
    values: (m) => ({ size: m[1] ?? '' }),
  },
  {
    pattern: /^Choose a range of at most (\d+) days$/,
    key: 'validation.rangeTooLong',
    values: (m) => ({ max: m[1] ?? '' }),
  },
  {
    pattern: /^Use at most (\d+) characters$/,
    key: 'validation.useAtMost',
    values: (m) => ({ max: m[1] ?? '' }),
  },
  {
    pattern: /^Give at most (\d+) ranges$/,
    key: 'validation.ipRangesMax',
    values: (m) => ({ max: m[1] ?? '' }),
  },
  {
    pattern: /^Keep the old secret at most (\d+) hours$/,
    key: 'validation.graceMax',
    values: (m) => ({ max: m[1] ?? '' }),
  },
]

/** The i18next key (and its values) of a known message, or undefined for one shown as it came. */
export function validationKey(message: string): { key: string; values: Record<string, unknown> } | undefined {
  const key = KNOWN[message]
  if (key) return { key, values: { min: PASSWORD_MIN, max: PASSWORD_MAX } }
  for (const { pattern, key: patternKey, values } of PATTERNS) {
    const match = message.match(pattern)
    if (match) return { key: patternKey, values: values(match) }
  }
  return undefined
}

export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined
  const known = validationKey(message)
  return known ? i18n.t(known.key, known.values) : message
}

/** The password rule as a hint under a new-password field. */
export function passwordRuleHint(): string {
  return i18n.t('validation.passwordRule', { min: PASSWORD_MIN, max: PASSWORD_MAX })
}
