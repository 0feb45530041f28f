import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { linkedSecret, writeResourceFile } from '../test/sst-resource-file.ts'
import { ConfigError, loadConfig } from './config.ts'
import { linkName } from './config-links.ts'

const scratch = mkdtempSync(path.join(os.tmpdir(), 'config-links-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('loadConfig', () => {
  it('runs locally on 127.0.0.1:3000 with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ mode: 'local', host: '127.0.0.1', port: 3000, logLevel: 'INFO' })
    expect(config.dataDir).toMatch(/\.data$/)
    expect(config.smtpUrl).toBeUndefined()
  })

  it('treats an empty URL setting as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DYNAMODB_ENDPOINT: ' ' }).endpoints.dynamodb).toBeUndefined()
  })

  it("takes the local queue pollers' long poll, left to the poller's queue unless QUEUE_WAIT_SECONDS says", () => {
    expect(loadConfig({}).local.queueWaitSeconds).toBeUndefined()
    expect(loadConfig({ QUEUE_WAIT_SECONDS: '0' }).local.queueWaitSeconds).toBe(0)
    // SQS's own bound on a long poll.
    expect(() => loadConfig({ QUEUE_WAIT_SECONDS: '21' })).toThrow(/QUEUE_WAIT_SECONDS/)
  })

  it("takes DynamoDB Local's JVM options, none unless DYNAMODB_JVM_OPTIONS names some", () => {
    expect(loadConfig({}).local.dynamodbJvmArgs).toEqual([])
    expect(
      loadConfig({ DYNAMODB_JVM_OPTIONS: ' -XX:TieredStopAtLevel=1  -XX:+UseSerialGC ' }).local
        .dynamodbJvmArgs,
    ).toEqual(['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'])
    // Each must be an option: a word without its dash would be taken by java for the main class.
    expect(() => loadConfig({ DYNAMODB_JVM_OPTIONS: '-Xmx1g Main' })).toThrow(/DYNAMODB_JVM_OPTIONS/)
  })

  it('configures an OpenID provider only with its client id and secret, on its default issuer', () => {
    expect(loadConfig({}).oidc).toEqual({})
    const config = loadConfig({ MICROSOFT_CLIENT_ID: 'app', MICROSOFT_CLIENT_SECRET: 'secret' })
    expect(config.oidc).toEqual({
      microsoft: {
        issuer: 'https://login.microsoftonline.com/common/v2.0',
        clientId: 'app',
        clientSecret: 'secret',
      },
    })
    const google = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_ISSUER: 'http://127.0.0.1:9/',
    })
    expect(google.oidc.google?.issuer).toBe('http://127.0.0.1:9')
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/)
  })

  it('names every invalid setting in one error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', MODE: 'cloud', SMTP_URL: 'not a url' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT[\s\S]*MODE|MODE[\s\S]*PORT/)
    expect(attempt).toThrow(/SMTP_URL/)
  })

  it('takes the seller and the tax invoices name, the seller defaulting to the bank beneficiary', () => {
    const plain = loadConfig({ BANK_BENEFICIARY: 'Acme Payments Ltd' })
    expect(plain.invoicing).toMatchObject({
      seller: { name: 'Acme Payments Ltd', address: '1 Example Street\nLondon EC1A 1AA', taxId: '' },
      tax: { name: 'Tax', rateBasisPoints: 0 },
    })
    const set = loadConfig({
      SELLER_NAME: 'Acme GmbH',
      SELLER_ADDRESS: 'A 1\\n1010 Wien',
      TAX_RATE_PERCENT: '8.25',
      TAX_NAME: 'VAT',
    })
    expect(set.invoicing).toMatchObject({
      seller: { name: 'Acme GmbH', address: 'A 1\n1010 Wien' },
      tax: { name: 'VAT', rateBasisPoints: 825 },
    })
    expect(() => loadConfig({ TAX_RATE_PERCENT: '8.255' })).toThrow(/TAX_RATE_PERCENT/)
    expect(() => loadConfig({ TAX_RATE_PERCENT: '101' })).toThrow(/TAX_RATE_PERCENT/)
  })

  describe('a deployed stage (MODE=aws)', () => {
    const aws = { MODE: 'aws', SESSION_SECRET: 's'.repeat(32) }
    const key = Buffer.alloc(32, 7).toString('base64')

    it('needs the data key, in plain or as KMS encrypted it', () => {
      expect(() => loadConfig(aws)).toThrow(/DATA_KEY or DATA_KEY_CIPHERTEXT is required/)
      expect(loadConfig({ ...aws, DATA_KEY: key }).dataKey).toBe(key)
      const wrapped = loadConfig({ ...aws, DATA_KEY_CIPHERTEXT: 'AQIDBAUGBwg=' })
      expect(wrapped).toMatchObject({ dataKey: undefined, dataKeyCiphertext: 'AQIDBAUGBwg=' })
      expect(() => loadConfig({ ...aws, DATA_KEY_CIPHERTEXT: 'not base64!' })).toThrow(/DATA_KEY_CIPHERTEXT/)
    })

    it('takes the SM-DP+ client certificate and key as PEM text, together, or as files, not both', () => {
      const cert = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'
      const pem = {
        ...aws,
        DATA_KEY: key,
        SMDP_CLIENT_CERT: cert,
        SMDP_CLIENT_KEY: '-----BEGIN PRIVATE KEY-----',
      }
      expect(loadConfig(pem).smdp.tls).toMatchObject({ cert, key: '-----BEGIN PRIVATE KEY-----' })
      expect(() => loadConfig({ ...pem, SMDP_CLIENT_KEY: '' })).toThrow(/certificate and its key together/)
      expect(() => loadConfig({ ...pem, SMDP_CLIENT_CERT_FILE: '/x.pem' })).toThrow(/not both/)
      expect(() => loadConfig({ ...pem, SMDP_CLIENT_CERT: 'MIIB' })).toThrow(/SMDP_CLIENT_CERT: Use PEM text/)
    })

    describe("with SST's resource file (linked secrets, outside Lambda's 4 KB of variables)", () => {
      const cert = `-----BEGIN CERTIFICATE-----\n${'A'.repeat(2900)}\n-----END CERTIFICATE-----\n`.repeat(2)
      const privateKey = `-----BEGIN PRIVATE KEY-----\n${'B'.repeat(3200)}\n-----END PRIVATE KEY-----\n`
      const ca = `-----BEGIN CERTIFICATE-----\n${'C'.repeat(2900)}\n-----END CERTIFICATE-----\n`
      const base = { ...aws, DATA_KEY: key }
      const dir = (name: string) => mkdtempSync(path.join(scratch, name))

      it('names each linked secret after its variable', () => {
        expect(['SMDP_CLIENT_CERT', 'SMDP_CLIENT_KEY', 'SMDP_CA'].map((v) => linkName(v as never))).toEqual([
          'SmdpClientCert',
          'SmdpClientKey',
          'SmdpCa',
        ])
      })

      it('reads the client certificate chain, its key and the CAs from it, none from a variable', () => {
        const sst = writeResourceFile(dir('all'), {
          App: { name: 'simlessly', stage: 'prod' },
          SmdpClientCert: linkedSecret(cert),
          SmdpClientKey: linkedSecret(privateKey),
          SmdpCa: linkedSecret(ca),
          SessionSecret: linkedSecret('not a variable this file may set'),
        })
        const config = loadConfig({ ...base, ...sst })
        expect(config.smdp.tls).toMatchObject({ cert: cert.trim(), key: privateKey.trim(), ca: ca.trim() })
        expect(config.sessionSecret).toBe(aws.SESSION_SECRET)
        // Relative to the working directory, as Lambda's task root is: SST sets `resource.enc`.
        const relative = path.relative(process.cwd(), sst.SST_KEY_FILE)
        expect(loadConfig({ ...base, ...sst, SST_KEY_FILE: relative }).smdp.tls.ca).toBe(ca.trim())
      })

      it('takes an empty linked CA as none, so Node trusts its own list', () => {
        const sst = writeResourceFile(dir('no-ca'), { SmdpCa: linkedSecret('') })
        expect(loadConfig({ ...base, ...sst }).smdp.tls.ca).toBeUndefined()
      })

      it('refuses a variable set twice, a file that does not decrypt, and a key without its file', () => {
        const sst = writeResourceFile(dir('twice'), { SmdpCa: linkedSecret(ca) })
        expect(() => loadConfig({ ...base, ...sst, SMDP_CA: ca })).toThrow(
          /SMDP_CA set both as a variable and in SST's resource file/,
        )
        expect(() => loadConfig({ ...base, ...sst, SMDP_CA_FILE: '/ca.pem' })).toThrow(
          /SMDP_CA or SMDP_CA_FILE/,
        )
        const wrongKey = Buffer.alloc(32, 1).toString('base64')
        expect(() => loadConfig({ ...base, ...sst, SST_KEY: wrongKey })).toThrow(
          /does not decrypt with SST_KEY/,
        )
        const torn = path.join(dir('torn'), 'resource.enc')
        writeFileSync(torn, 'short')
        expect(() => loadConfig({ ...base, ...sst, SST_KEY_FILE: torn })).toThrow(ConfigError)
        expect(() => loadConfig({ ...base, SST_KEY_FILE: sst.SST_KEY_FILE })).toThrow(/without SST_KEY/)
        expect(() => loadConfig({ ...base, ...sst, SST_KEY_FILE: '/nowhere/resource.enc' })).toThrow(
          /cannot be read/,
        )
      })

      it('checks a linked value as it checks a variable', () => {
        const sst = writeResourceFile(dir('bad'), { SmdpClientCert: linkedSecret('MIIB') })
        expect(() => loadConfig({ ...base, ...sst })).toThrow(/SMDP_CLIENT_CERT: Use PEM text/)
      })
    })
  })
})
