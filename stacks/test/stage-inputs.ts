import { createHash } from 'node:crypto'
import { SECRET_NAMES, type SecretName } from '../secrets.ts'

/**
 * What an operator sets for a stage, with the sizes real values have, so the checks see what AWS would
 * (Lambda refuses a function whose variables pass 4 KB). The SM-DP+ client certificate is the largest an
 * operator is likely to hand over: RSA-4096, with its issuing CA, and the SM-DP+'s CAs two RSA-4096 roots.
 * Sizes measured on certificates made with openssl 3.0 (C, O and CN subjects, the usual extensions): a leaf's
 * DER 1,480 bytes, an issuing CA's 1,448, a root's 1,421, the leaf's PKCS #8 key 2,348. (An ECDSA P-256
 * certificate is about 560.) The bytes are made up but the same in every process (the mocked deploys and
 * the tests compare them).
 */
function bytes(size: number, seed: string): Buffer {
  const blocks: Buffer[] = []
  for (let i = 0; blocks.length * 32 < size; i++)
    blocks.push(createHash('sha256').update(`${seed}${i}`).digest())
  return Buffer.concat(blocks).subarray(0, size)
}

function pem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? []
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`
}

export const SECRET_VALUES: Record<SecretName, string> = {
  SessionSecret: bytes(48, 'session').toString('base64url'),
  AdminPassword: 'Adm1n-Password-Of-30-Chars-ok!',
  // KMS's CiphertextBlob of a 32-byte data key is 184 bytes.
  DataKeyCiphertext: bytes(184, 'data key').toString('base64'),
  StripeSecretKey: `sk_live_${'x'.repeat(99)}`,
  StripeWebhookSecret: `whsec_${'y'.repeat(32)}`,
  SmdpUrl: 'https://smdp-plus.operator.example.com',
  SmdpRequesterId: 'simlessly',
  OriginVerifySecret: bytes(32, 'origin').toString('base64url'),
  SmdpClientCert:
    pem('CERTIFICATE', bytes(1480, 'client certificate')) + pem('CERTIFICATE', bytes(1448, 'issuing ca')),
  SmdpClientKey: pem('PRIVATE KEY', bytes(2348, 'client key')),
  SmdpCa: pem('CERTIFICATE', bytes(1421, 'smdp root 1')) + pem('CERTIFICATE', bytes(1421, 'smdp root 2')),
  SmdpNotificationSecret: bytes(32, 'notification').toString('base64url'),
  SmdpTruststore: pem('CERTIFICATE', bytes(600, 'ca 1')) + pem('CERTIFICATE', bytes(600, 'ca 2')),
  BankBeneficiary: 'Simlessly Ltd',
  BankName: 'Example Bank plc',
  BankAccountNumber: 'GB33 BUKB 2020 1555 5555 55',
  BankSwift: 'BUKBGB22',
}

export const secretEnvironment = (names: readonly SecretName[] = SECRET_NAMES) =>
  Object.fromEntries(names.map((name) => [`SST_SECRET_${name}`, SECRET_VALUES[name]]))

/** The seller invoices name, which production requires. */
const SELLER = {
  SIMLESSLY_SELLER_NAME: 'Example Mobile Ltd',
  SIMLESSLY_SELLER_ADDRESS: '1 Harbour Road\\nDublin D02 X285',
  SIMLESSLY_SELLER_COUNTRY: 'Ireland',
  SIMLESSLY_TAX_RATE_PERCENT: '23',
  SIMLESSLY_TAX_NAME: 'VAT',
}

/** The three deploys the checks run: production, a developer's stage without domains, a first deploy. */
export const STAGE_RUNS = {
  prod: {
    stage: 'prod',
    env: {
      ...secretEnvironment(),
      SIMLESSLY_DOMAIN: 'console.example.com',
      SIMLESSLY_ES2PLUS_DOMAIN: 'es2plus.example.com',
      SIMLESSLY_ALARM_EMAIL: 'ops@example.com',
      SIMLESSLY_ADMIN_EMAIL: 'admin@example.com',
      ...SELLER,
    },
  },
  dev: { stage: 'dev', env: { ...secretEnvironment(), SIMLESSLY_MAIL_SENDER: 'dev@example.com' } },
  bootstrap: {
    stage: 'prod',
    env: {
      SIMLESSLY_BOOTSTRAP: '1',
      SIMLESSLY_DOMAIN: 'console.example.com',
      SIMLESSLY_ES2PLUS_DOMAIN: 'es2plus.example.com',
      SIMLESSLY_ALARM_EMAIL: 'ops@example.com',
      SIMLESSLY_ADMIN_EMAIL: 'admin@example.com',
      ...SELLER,
    },
  },
} as const
export type StageRun = keyof typeof STAGE_RUNS
