import { DecryptCommand, type KMSClient } from '@aws-sdk/client-kms'

/**
 * The data key of a deployed stage: made once by KMS (`aws kms generate-data-key`), kept only as KMS
 * encrypted it (DATA_KEY_CIPHERTEXT), and decrypted here once per process, at a function's cold start. The
 * plaintext lives in memory only; the key that wraps it never leaves KMS. The local runner keeps a key file
 * instead (`data-key.ts`); both feed the same `createDataKey`.
 */
export async function unwrapDataKey(kms: KMSClient, ciphertextBase64: string): Promise<Uint8Array> {
  const { Plaintext } = await kms.send(
    new DecryptCommand({ CiphertextBlob: Buffer.from(ciphertextBase64, 'base64') }),
  )
  if (Plaintext?.length !== 32) {
    throw new Error('KMS decrypted DATA_KEY_CIPHERTEXT to something other than a 32-byte key')
  }
  return Plaintext
}
