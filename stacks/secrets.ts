/**
 * The stage's secrets, each set once per stage with `sst secret set <Name> <value> --stage <stage>` (SST
 * keeps them encrypted in SSM), and the KMS key that wraps the data key sealing Ki, OPc and uploads.
 */
export const SECRET_NAMES = [
  'SessionSecret',
  'AdminPassword',
  /** The data key wrapped by DataKey, base64: made by KMS once per stage (README, first deploy). */
  'DataKeyCiphertext',
  'StripeSecretKey',
  'StripeWebhookSecret',
  /** What CloudFront adds to the API's requests (x-origin-verify), so the API refuses any other caller. */
  'OriginVerifySecret',
  /**
   * The SM-DP+: its ES2+ URL, the requester id its operator gave, our TLS client certificate (PEM, with its
   * chain) and key, and the CAs its server certificate chains to (optional: none means Node's own list).
   * The PEM texts reach the functions linked (SST's resource file), not as variables.
   */
  'SmdpUrl',
  'SmdpRequesterId',
  'SmdpClientCert',
  'SmdpClientKey',
  'SmdpCa',
  /** What the SM-DP+ sends in X-Notification-Secret, and the CAs (PEM) its client certificate chains to. */
  'SmdpNotificationSecret',
  'SmdpTruststore',
  /** The platform's bank account, shown with bank transfer orders. */
  'BankBeneficiary',
  'BankName',
  'BankAccountNumber',
  'BankSwift',
] as const
export type SecretName = (typeof SECRET_NAMES)[number]
export type Secrets = Record<SecretName, sst.Secret>

/**
 * The secrets a stage may leave unset, and what that means: an SM-DP+ whose server certificate a public CA
 * signed needs no CA of its own (empty is none).
 */
export const OPTIONAL_SECRETS: Partial<Record<SecretName, string>> = { SmdpCa: '' }

/** No other placeholders: a stage missing one fails at deploy, naming it, rather than running on a default. */
export function createSecrets(): Secrets {
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, new sst.Secret(name, OPTIONAL_SECRETS[name])]),
  ) as Secrets
}

/** Whether the stage's wrapped data key is set yet (SST hands secrets to the program as variables). */
export function hasDataKeyCiphertext(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.SST_SECRET_DataKeyCiphertext)
}

/**
 * The stage's KMS key. The data key's plaintext never leaves KMS: `generate-data-key-without-plaintext`
 * gives its ciphertext, kept as the DataKeyCiphertext secret, and the functions ask KMS to unwrap it at
 * start. The key is rotated yearly by KMS (old material still decrypts) and outlives a removed stage that
 * retains its data, since without it nothing sealed could be read again.
 */
export function createDataKey() {
  const key = new aws.kms.Key(
    'DataKey',
    {
      description: `${$app.name} ${$app.stage}: wraps the data key that seals Ki, OPc and uploads`,
      enableKeyRotation: true,
      deletionWindowInDays: 30,
    },
    { retainOnDelete: $app.removal !== 'remove' },
  )
  const aliasName = `alias/${$app.name}-${$app.stage}-data`
  new aws.kms.Alias('DataKeyAlias', { name: aliasName, targetKeyId: key.keyId })
  return { key, aliasName }
}

/** The one command that makes the stage's data key; README, Deploy, says when to run it. */
export function dataKeyCommand(stage: string, alias: string): string {
  return (
    `npx sst secret set DataKeyCiphertext "$(aws kms generate-data-key-without-plaintext --key-id ${alias} ` +
    `--key-spec AES_256 --query CiphertextBlob --output text)" --stage ${stage}`
  )
}
