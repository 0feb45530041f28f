import path from 'node:path'
import type { Config } from '../config.ts'

export type BannerInput = {
  config: Config
  /** The address the HTTP server actually bound. */
  url: string
  mailSink: boolean
  secondsToReady: number
  webBuildSeconds?: number
  /** The local payment sandbox's API, when it stands in for Stripe. */
  paymentSandbox?: string | undefined
  /** The providers whose sign-in a local stand-in OpenID provider serves. */
  oidcStandIns?: string[]
  /** The platform admin; the password only on the start that created it. */
  admin?: { email: string; password?: string | undefined }
}

/** What runs where, in the terminal of `npm start`, so nobody has to read the code to find a port. */
export function renderBanner(input: BannerInput): string {
  const { config, url } = input
  const local = config.mode === 'local'
  const relative = path.relative(process.cwd(), config.dataDir)
  const dataDir = relative.startsWith('..') || path.isAbsolute(relative) ? config.dataDir : relative || '.'
  const rows: [string, string][] = [
    ['Console', `${url}/`],
    ['API docs', `${url}/api/docs`],
  ]
  if (input.mailSink) rows.push(['Mail', `${url}/dev/mail  (JSON: /dev/mail.json)`])
  rows.push(
    ['DynamoDB', describe(config.endpoints.dynamodb, `table ${config.tableName}`)],
    ['S3', describe(config.endpoints.s3, `bucket ${config.bucketName}`)],
    [
      'SQS',
      describe(config.endpoints.sqs, config.workQueueUrl ? `queue ${lastSegment(config.workQueueUrl)}` : ''),
    ],
    ['SMTP', config.smtpUrl ? redact(config.smtpUrl) : 'not configured (mail cannot be sent)'],
    [
      'SM-DP+',
      config.smdp.url
        ? `${redact(config.smdp.url).replace(/\/$/, '')}  (ES2+ as ${config.smdp.requesterId})`
        : 'not configured',
    ],
  )
  rows.push(['Payments', paymentsRow(input)])
  for (const [id, label] of [
    ['google', 'Google'],
    ['microsoft', 'Microsoft'],
  ] as const)
    rows.push([label, oidcRow(input, id)])
  if (input.admin) {
    const password = input.admin.password
      ? `password ${input.admin.password}  (shown this once: note it now)`
      : 'password as set at creation'
    rows.push(['Admin', `${input.admin.email}  ${password}`])
  }
  if (local) {
    const note = config.local.dynamodbInMemory
      ? 'DynamoDB in memory: its tables vanish on stop'
      : 'kept across restarts; delete it to start afresh'
    rows.push(['Data', `${dataDir}  (${note})`])
  }
  const width = Math.max(...rows.map(([label]) => label.length))
  const build = input.webBuildSeconds ? `, web build ${input.webBuildSeconds.toFixed(1)} s` : ''
  return [
    '',
    `Simlessly console (${config.mode} mode) ready in ${input.secondsToReady.toFixed(1)} s${build}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    'Press Ctrl+C to stop.',
    '',
  ].join('\n')
}

function describe(endpoint: string | undefined, detail: string): string {
  const where = endpoint ?? 'AWS (default endpoint)'
  return detail ? `${where}  (${detail})` : where
}

function lastSegment(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1)
}

/** SMTP_URL may carry a password (smtp://user:pass@host); never print it. */
function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'set (unparsable URL)'
  }
}

function paymentsRow(input: BannerInput): string {
  if (input.paymentSandbox)
    return `${input.paymentSandbox}  (Stripe stand-in; checkout at ${input.url}/dev/checkout)`
  return input.config.payments.stripeSecretKey
    ? 'Stripe'
    : 'card payments not configured (bank transfer only)'
}

function oidcRow(input: BannerInput, id: 'google' | 'microsoft'): string {
  const provider = input.config.oidc[id]
  if (!provider) return 'sign-in not configured (no button)'
  if (input.oidcStandIns?.includes(id))
    return `${provider.issuer}/  (local OpenID stand-in; its test users on that page)`
  return `${provider.issuer}  (OpenID sign-in)`
}
