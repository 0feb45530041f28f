import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

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
  })
})
