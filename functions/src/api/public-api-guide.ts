import {
  MAX_CLOCK_SKEW_MS,
  SIGNED_REQUEST_HEADERS,
  SUCCESS_CODE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@simlessly/shared'
import { API_EXAMPLES, EXAMPLE_PATH, EXAMPLE_SIGNING_STRING } from '@simlessly/shared/api-examples'
import { ErrorCode, errorCatalogue } from '@simlessly/shared/errors'
import type { Config } from '../config.ts'
import { NO_API_MESSAGE } from '../domain/api-key/keys.ts'

const H = SIGNED_REQUEST_HEADERS

/** The refusals particular to a signed request, besides those any request may get. */
const SIGNED_REQUEST_REFUSALS: readonly ErrorCode[] = [
  ErrorCode.SIGNED_HEADERS_MISSING,
  ErrorCode.ACCESS_KEY_UNKNOWN,
  ErrorCode.ACCESS_KEY_REVOKED,
  ErrorCode.ACCESS_KEY_EXPIRED,
  ErrorCode.REQUEST_CLOCK_SKEW,
  ErrorCode.REQUEST_REPLAYED,
  ErrorCode.SIGNATURE_INVALID,
  ErrorCode.IP_NOT_ALLOWED,
  ErrorCode.KEY_NOT_GRANTED,
]

const skewMinutes = MAX_CLOCK_SKEW_MS / 60_000
const code = (text: string | number) => `\`${text}\``
const row = (...cells: (string | number)[]) => `| ${cells.join(' | ')} |`

function duration(ms: number): string {
  if (ms === 0) return 'at once'
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`
  if (ms % 60_000 === 0) return `${ms / 60_000} min`
  return `${ms / 1000} s`
}

const headers = [
  row('Header', 'Value'),
  row('---', '---'),
  row(code(H.accessKey), "the key's access key (`AK` and 20 characters)"),
  row(code(H.timestamp), 'the current time in milliseconds since 1 January 1970 UTC'),
  row(code(H.requestId), 'a new UUID for each request'),
  row(code(H.signature), 'the signature, made as below'),
]

const lines = [
  'the method in capitals (`GET`, `POST`);',
  `the path as requested, with its query string if it has one (${code(EXAMPLE_PATH)});`,
  `the ${code(H.timestamp)} header's value;`,
  `the ${code(H.requestId)} header's value;`,
  'the access key;',
  'the body exactly as sent, byte for byte (nothing when there is none). For a multipart upload that is ' +
    'the whole multipart body, boundaries included: build the body, sign its bytes, and send those bytes.',
]

/** Each refusal with its HTTP status and message: the catalogue's, or what the server says of the plan. */
function refusals() {
  const messages = new Map<ErrorCode, string>([
    [ErrorCode.TOO_MANY_REQUESTS, 'The key is over its rate (see Rate limits)'],
    [ErrorCode.SUBSCRIPTION_INACTIVE, NO_API_MESSAGE],
    ...SIGNED_REQUEST_REFUSALS.map((refusal) => [refusal, errorCatalogue[refusal].msg] as const),
  ])
  return [
    row('Code', 'HTTP status', 'Message'),
    row('---', '---', '---'),
    ...[...messages]
      .sort(([a], [b]) => a - b)
      .map(([refusal, message]) => row(code(refusal), errorCatalogue[refusal].status, message)),
  ]
}

const examples = API_EXAMPLES.flatMap((example) => [
  `### ${example.label} (${code(example.file)})`,
  '',
  `\`\`\`${example.language}`,
  example.text.trimEnd(),
  '```',
  '',
])

/**
 * The public API document's description, in Markdown: how to sign a request, the limits (with this
 * server's rate), the answers and refusals, webhooks, and the three examples. Every name, number and code
 * comes from the constants the server checks with, so the guide cannot drift from the rules.
 */
export function publicApiGuide(rate: Config['apiKeyRate']): string {
  return [
    "The endpoints an integrator's system may call with an API key, without signing in. Create a key in the " +
      "console's Developer settings: its access key, and its secret, which is shown once. A key may call an " +
      'operation when it was given one of the permission ids the operation lists (`x-permissions`) and its ' +
      'creator still holds that id.',
    '',
    '## Plan',
    '',
    `The enterprise's plan must include the developer API (the ${code('DEVELOPER_API')} feature); otherwise ` +
      `each signed request is refused with code ${code(ErrorCode.SUBSCRIPTION_INACTIVE)}.`,
    '',
    '## Signing a request',
    '',
    'Each request carries four headers:',
    '',
    ...headers,
    '',
    'The signing string is these six values, each on its own line (joined by a line feed, `\\n`, with none ' +
      'after the last):',
    '',
    ...lines.map((line, index) => `${index + 1}. ${line}`),
    '',
    `The ${code(H.signature)} header is the HMAC-SHA256 of the signing string, keyed with the secret, in ` +
      'upper-case hexadecimal. The signing string of a request listing the profile configurations:',
    '',
    '```text',
    EXAMPLE_SIGNING_STRING,
    '```',
    '',
    `**Clock.** A request whose ${code(H.timestamp)} is more than ${skewMinutes} minutes from the ` +
      `server's clock, either way, is refused (${code(ErrorCode.REQUEST_CLOCK_SKEW)}).`,
    '',
    `**Replay.** Each ${code(H.requestId)} is accepted once per key: a request that repeats one is ` +
      `refused (${code(ErrorCode.REQUEST_REPLAYED)}), so give every request a new UUID.`,
    '',
    '## Rate limits',
    '',
    `Each key may make ${rate.ratePerSecond} requests a second on average and ${rate.burst} at once ` +
      '(a token bucket per key; the server sets them with `API_KEY_RATE` and `API_KEY_BURST`). Past them ' +
      `the answer is HTTP 429 with code ${code(ErrorCode.TOO_MANY_REQUESTS)} and a ${code('Retry-After')} ` +
      'header in seconds: wait that long, then send the request again. A request refused for the rate ' +
      `has not used its ${code(H.requestId)}.`,
    '',
    '## Answers and refusals',
    '',
    `Every answer is the envelope \`{ "success": true, "code": ${SUCCESS_CODE}, "msg": "success", "obj": ... }\`: on ` +
      'success `obj` is the result; on failure `success` is `false`, `code` comes from the error catalogue ' +
      'and `msg` says what to do (400 validation failures name each field). A signed request is refused ' +
      'with one of these:',
    '',
    ...refusals(),
    '',
    '## Webhooks',
    '',
    'The console also pushes what happens to your URLs (Developer settings, Webhooks): a `POST` of `{ type, ' +
      'timestamp, data }` signed per Standard Webhooks, with the headers `webhook-id`, `webhook-timestamp` ' +
      'and `webhook-signature`. Verify each with a Standard Webhooks library (such as `standardwebhooks` ' +
      "on npm or PyPI) and the endpoint's `whsec_` signing secret, against the raw body. Answer with a " +
      `2xx status within ${WEBHOOK_TIMEOUT_MS / 1000} s. Until one does, a delivery is attempted at these ` +
      `times from the event: ${WEBHOOK_RETRY_DELAYS_MS.map(duration).join(', ')}. 410 Gone disables the ` +
      'endpoint. A delivery may arrive more than once, always with the same `webhook-id`: ignore a repeat.',
    '',
    'Event types:',
    '',
    ...WEBHOOK_EVENT_TYPES.map((type) => `- ${code(type)}: ${WEBHOOK_EVENT_LABELS[type]}`),
    '',
    '## Examples',
    '',
    'Complete programs that send one signed request and print the answer: the path (with its query ' +
      'string) and, for a `POST`, the JSON body are their arguments; `SIMLESSLY_URL`, ' +
      '`SIMLESSLY_ACCESS_KEY` and `SIMLESSLY_SECRET` their environment.',
    '',
    ...examples,
  ].join('\n')
}
