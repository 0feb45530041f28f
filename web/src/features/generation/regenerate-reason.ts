/**
 * The server explains each refused ICCID in English (functions/src/domain/generation/regenerate.ts). The
 * results table shows the known reasons through i18next, without the ICCID its row already shows; any
 * other reason is shown as it came.
 */
const REASONS: {
  pattern: RegExp
  key: string
  values: (match: RegExpMatchArray) => Record<string, unknown>
}[] = [
  {
    pattern: /^ICCID \d+ is not a profile of this enterprise$/,
    key: 'generate.regenerate.reasons.notOurs',
    values: () => ({}),
  },
  {
    pattern: /^ICCID \d+ reached the (\d+) re-downloads its configuration allows$/,
    key: 'generate.regenerate.reasons.limit',
    values: (m) => ({ count: Number(m[1]) }),
  },
  {
    // reDownloadLimitMessage of shared/src/billing/re-downloads.ts.
    pattern:
      /^The (.+) plan allows re-downloading a profile up to (\d+) times? per month; ICCID \d+ has (\d+) left until (\d{4}-\d{2}-\d{2}) \((.+)\)$/,
    key: 'generate.regenerate.reasons.monthly',
    values: (m) => ({ plan: m[1], count: Number(m[2]), left: Number(m[3]), date: m[4], zone: m[5] }),
  },
  { pattern: /^SM-DP\+: (.+)$/s, key: 'generate.regenerate.reasons.smdp', values: (m) => ({ detail: m[1] }) },
]

/** The i18next key and values of a known reason, or undefined for one to show as it came. */
export function regenerateReasonKey(reason: string) {
  for (const { pattern, key, values } of REASONS) {
    const match = reason.match(pattern)
    if (match) return { key, values: values(match) }
  }
  return undefined
}
