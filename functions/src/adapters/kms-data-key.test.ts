import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type KmsStandIn, startKmsStandIn } from '../../test/kms-stand-in.ts'
import { loadConfig } from '../config.ts'
import { createContext, withDataKey } from '../context.ts'
import { createKmsClient } from './aws-clients.ts'
import { unwrapDataKey } from './kms-data-key.ts'

/** The data key of a deployed stage, unwrapped by the real KMS client from a stand-in of KMS's Decrypt. */
let kms: KmsStandIn
beforeAll(async () => {
  kms = await startKmsStandIn()
})
afterAll(() => kms.close())

const awsConfig = (env: Record<string, string>) =>
  loadConfig({
    MODE: 'aws',
    SESSION_SECRET: 's'.repeat(32),
    KMS_ENDPOINT: kms.url,
    ...env,
  })

describe('the KMS data key', () => {
  it('is decrypted once from its ciphertext into the 32 bytes KMS made', async () => {
    const { plaintext, ciphertext } = kms.generateDataKey()
    const client = createKmsClient({ mode: 'local', region: 'us-east-1', kmsEndpoint: kms.url })
    expect(Buffer.from(await unwrapDataKey(client, ciphertext))).toEqual(plaintext)
    client.destroy()
    expect(kms.decrypted.filter((c) => c === ciphertext)).toHaveLength(1)
  })

  it('refuses a ciphertext KMS does not know, and a key that is not 32 bytes', async () => {
    const client = createKmsClient({ mode: 'local', region: 'us-east-1', kmsEndpoint: kms.url })
    await expect(unwrapDataKey(client, Buffer.from('forged').toString('base64'))).rejects.toMatchObject({
      name: 'InvalidCiphertextException',
    })
    await expect(unwrapDataKey(client, kms.generateDataKey(16).ciphertext)).rejects.toThrow(/32-byte key/)
    client.destroy()
  })

  it('gives a deployed stage the key it seals with, and a stage without one no context at all', async () => {
    const { plaintext, ciphertext } = kms.generateDataKey()
    const wrapped = awsConfig({ DATA_KEY_CIPHERTEXT: ciphertext })
    expect(() => createContext(wrapped)).toThrow(/unwrap DATA_KEY_CIPHERTEXT first/)
    // The SDK takes the role's credentials from the environment, as Lambda gives them.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test')
    const config = await withDataKey(wrapped).finally(() => vi.unstubAllEnvs())
    expect(Buffer.from(config.dataKey ?? '', 'base64')).toEqual(plaintext)
    const given = awsConfig({
      DATA_KEY: Buffer.alloc(32, 1).toString('base64'),
      DATA_KEY_CIPHERTEXT: ciphertext,
    })
    expect(await withDataKey(given)).toBe(given)
  })
})
