import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for KMS's Decrypt on loopback (there is no KMS emulator here): it speaks the service's JSON
 * protocol (POST, `X-Amz-Target: TrentService.Decrypt`, `application/x-amz-json-1.1`), asks for a SigV4
 * signature as KMS does, and decrypts the ciphertexts it handed out with `generateDataKey`, so the real
 * `@aws-sdk/client-kms` client runs against it. Other operations and unknown ciphertexts are refused as
 * KMS refuses them.
 */
export async function startKmsStandIn() {
  const keys = new Map<string, Uint8Array>()
  const decrypted: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => {
      const answer = (status: number, json: object) => {
        res.writeHead(status, { 'Content-Type': 'application/x-amz-json-1.1' })
        res.end(JSON.stringify(json))
      }
      const refuse = (type: string, message: string) => answer(400, { __type: type, message })
      if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'TrentService.Decrypt') {
        return refuse('UnsupportedOperationException', 'This stand-in only decrypts')
      }
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
        return refuse('MissingAuthenticationTokenException', 'Requests must be signed (SigV4)')
      }
      const { CiphertextBlob } = JSON.parse(body) as { CiphertextBlob?: string }
      const plaintext = CiphertextBlob === undefined ? undefined : keys.get(CiphertextBlob)
      if (!CiphertextBlob || !plaintext) return refuse('InvalidCiphertextException', 'Unknown ciphertext')
      decrypted.push(CiphertextBlob)
      answer(200, {
        KeyId: 'arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000',
        Plaintext: Buffer.from(plaintext).toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The ciphertexts (base64) decrypted so far, one per Decrypt call. */
    decrypted,
    /** As `aws kms generate-data-key`: a new key in plain, and the ciphertext only this stand-in opens. */
    generateDataKey(bytes = 32) {
      const plaintext = randomBytes(bytes)
      const ciphertext = randomBytes(bytes + 152).toString('base64')
      keys.set(ciphertext, plaintext)
      return { plaintext, ciphertext }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type KmsStandIn = Awaited<ReturnType<typeof startKmsStandIn>>
