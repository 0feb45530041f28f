import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../functions/src/config.ts'
import { linkName } from '../../functions/src/config-links.ts'
import { configSchema } from '../../functions/src/config-schema.ts'
import { LAMBDA_LINKED } from '../../functions/src/lambda/env.ts'
import { writeResourceFile } from '../../functions/test/sst-resource-file.ts'
import { FUNCTION_ENVIRONMENT, FUNCTION_NAMES, type FunctionName } from '../environment.ts'
import { type Deploy, deploy } from './recorded.ts'
import { SECRET_VALUES } from './stage-inputs.ts'

/** Variables SST adds to every function for its own SDK (the app reads none). */
const SST_OWN = ['SST_KEY', 'SST_KEY_FILE', 'SST_RESOURCE_App']
/** Lambda refuses a function whose variables (names and values) pass 4 KB. */
const LAMBDA_ENVIRONMENT_LIMIT = 4096

const scratch = mkdtempSync(path.join(os.tmpdir(), 'stacks-resource-files-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/**
 * The config a function would load, through the real config module: from its variables, and from the
 * resource file SST's CLI writes into its bundle at deploy (its links sealed under SST_KEY).
 */
function configOf(d: Deploy, name: FunctionName) {
  const { variables, build } = d.fn(name)
  const dir = mkdtempSync(path.join(scratch, `${name}-`))
  const file = writeResourceFile(dir, build?.links ?? {}, Buffer.from(build?.encryptionKey ?? '', 'base64'))
  expect(variables.SST_KEY, `${name} SST_KEY`).toBe(file.SST_KEY)
  expect(variables.SST_KEY_FILE, `${name} SST_KEY_FILE`).toBe('resource.enc')
  return loadConfig({ ...variables, SST_KEY_FILE: file.SST_KEY_FILE })
}

describe('the functions', () => {
  it('are the contract seven, each from dist/lambda/<name>/index.mjs exporting handler', () => {
    for (const name of FUNCTION_NAMES) {
      expect(deploy().fn(name).build, name).toMatchObject({
        bundle: `dist/lambda/${name}`,
        handler: 'index.handler',
      })
    }
    expect(deploy().builds.length).toBe(FUNCTION_NAMES.length)
  })

  it('are given exactly their listed variables, every one a variable of config.ts', () => {
    const known = new Set(Object.keys(configSchema.shape))
    for (const name of FUNCTION_NAMES) {
      const listed = FUNCTION_ENVIRONMENT[name]
      expect(
        listed.filter((variable) => !known.has(variable)),
        `${name}: not read by config.ts`,
      ).toEqual([])
      expect(Object.keys(deploy().fn(name).variables).sort(), name).toEqual([...listed, ...SST_OWN].sort())
    }
  })

  it('load a production config that points at this stage resources, not at local defaults', () => {
    const d = deploy()
    const queueUrl = (name: string) =>
      `https://sqs.us-east-1.amazonaws.com/123456789012/${d.one('aws:sqs/queue:Queue', name).inputs.name}`
    for (const name of FUNCTION_NAMES) {
      const config = configOf(d, name)
      expect(config.mode, `${name} MODE`).toBe('aws')
      expect(config.tableName, `${name} TABLE_NAME`).toBe(d.outputs.table)
      expect(config.bucketName, `${name} BUCKET_NAME`).toBe(d.outputs.bucket)
      expect(config.workQueueUrl, `${name} WORK_QUEUE_URL`).toBe(queueUrl('WorkQueueQueue'))
      expect(config.webhookQueueUrl, `${name} WEBHOOK_QUEUE_URL`).toBe(queueUrl('WebhookQueueQueue'))
      expect(config.publicUrl, `${name} PUBLIC_URL`).toBe('https://console.example.com')
      if ('SELLER_NAME' in d.fn(name).variables) {
        expect(config.invoicing, `${name} SELLER_* and TAX_*`).toMatchObject({
          seller: {
            name: 'Example Mobile Ltd',
            address: '1 Harbour Road\nDublin D02 X285',
            country: 'Ireland',
          },
          tax: { name: 'VAT', rateBasisPoints: 2300 },
        })
      }
      expect(config.smtpUrl, `${name} SMTP_URL`).toMatch(
        /^smtps:\/\/AKIAMOCK:.+@email-smtp\.us-east-1\.amazonaws\.com:465$/,
      )
      expect(config.mailFrom, `${name} MAIL_FROM`).toBe('Simlessly <no-reply@console.example.com>')
      expect(config.sessionSecret, `${name} SESSION_SECRET`).toBe(SECRET_VALUES.SessionSecret)
    }
    expect(configOf(d, 'api').smdp.url).toBe(SECRET_VALUES.SmdpUrl)
    expect(configOf(d, 'worker').smdp.requesterId).toBe(SECRET_VALUES.SmdpRequesterId)
    expect(configOf(d, 'api').payments.bank.bankName).toBe(SECRET_VALUES.BankName)
    expect(configOf(d, 'api').originVerifySecret).toBe(SECRET_VALUES.OriginVerifySecret)
    expect(configOf(d, 'setup').admin).toEqual({
      email: 'admin@example.com',
      password: SECRET_VALUES.AdminPassword,
    })
  })

  it('hold their secrets as Pulumi secrets, and only the ES2+ endpoint the notification secret', () => {
    for (const name of FUNCTION_NAMES) {
      expect(deploy().fn(name).environmentIsSecret, name).toBe(true)
      // Encrypted at rest with the stage's key, so reading them in the console takes kms:Decrypt on it.
      expect(deploy().fn(name).lambda.kmsKeyArn, name).toBe('arn:aws:kms:us-east-1:123456789012:key/key-0001')
    }
    const holders = FUNCTION_NAMES.filter((name) => 'SMDP_NOTIFICATION_SECRET' in deploy().fn(name).variables)
    expect(holders).toEqual(['es2plus'])
    expect(FUNCTION_NAMES.filter((name) => 'ADMIN_PASSWORD' in deploy().fn(name).variables)).toEqual([
      'setup',
    ])
  })

  it('get the SM-DP+ certificate chain, key and CAs through their resource file, never as variables', () => {
    const d = deploy()
    const linked = ['SMDP_CLIENT_CERT', 'SMDP_CLIENT_KEY', 'SMDP_CA']
    for (const name of FUNCTION_NAMES) {
      const links = d.fn(name).build?.links ?? {}
      expect(Object.keys(links).sort(), name).toEqual(LAMBDA_LINKED[name].map((v) => linkName(v)).sort())
      expect(
        Object.keys(d.fn(name).variables).filter((v) => linked.includes(v)),
        name,
      ).toEqual([])
    }
    for (const name of ['api', 'worker'] as const) {
      expect(configOf(d, name).smdp.tls, name).toMatchObject({
        cert: SECRET_VALUES.SmdpClientCert.trim(),
        key: SECRET_VALUES.SmdpClientKey.trim(),
        ca: SECRET_VALUES.SmdpCa.trim(),
      })
    }
    // Together the three pass 4 KB on their own: as variables no function holding them would deploy.
    const pem = SECRET_VALUES.SmdpClientCert + SECRET_VALUES.SmdpClientKey + SECRET_VALUES.SmdpCa
    expect(Buffer.byteLength(pem)).toBeGreaterThan(2 * LAMBDA_ENVIRONMENT_LIMIT)
  })

  it('fit in Lambda 4 KB of variables with real-sized secrets (an RSA-4096 chain linked)', () => {
    for (const name of FUNCTION_NAMES) {
      const size = Object.entries(deploy().fn(name).variables).reduce(
        (sum, [key, value]) => sum + Buffer.byteLength(key) + Buffer.byteLength(value),
        0,
      )
      expect(size, `${name}: ${size} bytes`).toBeLessThanOrEqual(LAMBDA_ENVIRONMENT_LIMIT)
    }
  })

  it('run as roles only Lambda may assume', () => {
    for (const name of FUNCTION_NAMES) {
      const role = deploy().one('aws:iam/role:Role', `${deploy().fn(name).build?.functionID}Role`).inputs
      expect(JSON.parse(String(role.assumeRolePolicy)).Statement, name).toEqual([
        expect.objectContaining({
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'lambda.amazonaws.com' },
        }),
      ])
    }
  })

  it('may reach the table and its indexes, the claims table, the bucket, the queues, and unwrap the data key', () => {
    const d = deploy()
    const tableArn = `arn:aws:dynamodb:us-east-1:123456789012:table/${d.outputs.table}`
    for (const name of FUNCTION_NAMES) {
      const { statements } = d.fn(name)
      expect(d.allows(statements, 'dynamodb:TransactWriteItems', tableArn), name).toBe(true)
      expect(d.allows(statements, 'dynamodb:Query', `${tableArn}/index/*`), name).toBe(true)
      // The ICCID claims' table beside it (`claimsTableOf`): claimed, read and released by its key.
      for (const action of ['dynamodb:TransactWriteItems', 'dynamodb:GetItem', 'dynamodb:DeleteItem'])
        expect(d.allows(statements, action, `${tableArn}-claims`), `${name} ${action}`).toBe(true)
      // Only the deploy's setup scans the table, for its one-off copies.
      expect(d.allows(statements, 'dynamodb:Scan', tableArn), name).toBe(name === 'setup')
      expect(d.allows(statements, 's3:PutObject', `arn:aws:s3:::${d.outputs.bucket}/*`), name).toBe(true)
      expect(
        d.allows(statements, 'kms:Decrypt', 'arn:aws:kms:us-east-1:123456789012:key/key-0001'),
        name,
      ).toBe(true)
    }
  })
})
