/**
 * What shapes a stage besides its secrets: the domains, the mail sender and where alarms go. Read from the
 * environment of `sst deploy`, which loads `.env` and `.env.<stage>` (README, Deploy), so a stage's names
 * live beside it instead of in code. Production refuses to deploy without them: its console and its ES2+
 * endpoint (mutual TLS needs a custom domain) must have names, and its alarms must reach someone.
 */
export type StageSettings = {
  production: boolean
  /** The console's domain (SPA and API), e.g. console.example.com; unset: CloudFront's own address. */
  domain: string | undefined
  /** The ES2+ notification endpoint's domain, e.g. es2plus.example.com; mutual TLS is only there. */
  es2plusDomain: string | undefined
  /** The SES identity: a domain (DKIM and DMARC records in Route 53) or one address (verified by mail). */
  mailSender: string
  /** Sender of the console's mail, `Name <address>`. */
  mailFrom: string
  /** The platform admin the deploy-time setup creates. */
  adminEmail: string
  /** Who the alarm topic mails; unset outside production: the topic has no subscriber. */
  alarmEmail: string | undefined
  /** The seller invoices name and the tax every order carries (config.ts's SELLER_* and TAX_*). */
  invoicing: {
    sellerName: string
    sellerAddress: string
    sellerCountry: string
    sellerTaxId: string
    sellerEmail: string
    taxRatePercent: string
    taxName: string
  }
}

type Env = Record<string, string | undefined>

export function stageSettings(stage: string, env: Env = process.env): StageSettings {
  const production = stage === 'prod'
  const read = (name: string) => env[name]?.trim() || undefined
  const required = (name: string, why: string) => {
    const value = read(name)
    if (production && !value) {
      throw new Error(
        `Set ${name} for the prod stage (in .env.prod): ${why}. See the README's Deploy section.`,
      )
    }
    return value
  }
  const domain = required('SIMLESSLY_DOMAIN', 'the console needs its domain')
  const es2plusDomain = required(
    'SIMLESSLY_ES2PLUS_DOMAIN',
    'mutual TLS with the SM-DP+ needs a custom domain',
  )
  const alarmEmail = required('SIMLESSLY_ALARM_EMAIL', 'alarms must reach someone')
  const mailSender = read('SIMLESSLY_MAIL_SENDER') ?? domain
  if (!mailSender) {
    throw new Error(
      `Set SIMLESSLY_MAIL_SENDER (a domain or an address SES may send from) or SIMLESSLY_DOMAIN for the ${stage} stage`,
    )
  }
  const senderDomain = mailSender.includes('@') ? mailSender.split('@')[1] : mailSender
  const invoices = 'invoices must name the seller'
  const invoicing = {
    sellerName: required('SIMLESSLY_SELLER_NAME', invoices) ?? 'Simlessly (test stage)',
    sellerAddress: required('SIMLESSLY_SELLER_ADDRESS', invoices) ?? 'No address (test stage)',
    sellerCountry: required('SIMLESSLY_SELLER_COUNTRY', invoices) ?? 'No country (test stage)',
    sellerTaxId: read('SIMLESSLY_SELLER_TAX_ID') ?? '',
    sellerEmail: read('SIMLESSLY_SELLER_EMAIL') ?? `billing@${senderDomain}`,
    taxRatePercent: read('SIMLESSLY_TAX_RATE_PERCENT') ?? '0',
    taxName: read('SIMLESSLY_TAX_NAME') ?? 'Tax',
  }
  return {
    production,
    domain,
    es2plusDomain,
    mailSender,
    mailFrom: `Simlessly <${mailSender.includes('@') ? mailSender : `no-reply@${mailSender}`}>`,
    adminEmail:
      required('SIMLESSLY_ADMIN_EMAIL', 'the platform admin is created with it') ?? `admin@${senderDomain}`,
    alarmEmail,
    invoicing,
  }
}

/** The name of a resource made outside SST's components, which name theirs the same way themselves. */
export function physicalName(name: string): string {
  return `${$app.name}-${$app.stage}-${name}`
}
