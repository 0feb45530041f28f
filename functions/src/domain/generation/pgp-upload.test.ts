import * as openpgp from 'openpgp'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileContext } from '../../../test/helpers.ts'
import type { AppContext } from '../../context.ts'
import { decryptUpload, ensurePlatformKey } from './pgp.ts'

const MB = 1024 * 1024
let ctx: AppContext
let encryptionKeys: openpgp.PublicKey

beforeAll(async () => {
  ctx = fileContext()
  encryptionKeys = await openpgp.readKey({ armoredKey: (await ensurePlatformKey(ctx)).publicKey })
})

/** `megabytes` of zeros, compressed inside the message: a few hundred kilobytes that inflate 1,000 times. */
async function compressedZeros(megabytes: number): Promise<Uint8Array> {
  let left = megabytes
  const zeros = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left-- > 0) controller.enqueue(new Uint8Array(MB))
      else controller.close()
    },
  })
  const encrypted = await openpgp.encrypt({
    message: await openpgp.createMessage({ binary: zeros }),
    encryptionKeys,
    format: 'binary',
    config: { preferredCompressionAlgorithm: openpgp.enums.compression.zlib },
  })
  const chunks: Uint8Array[] = []
  for await (const chunk of encrypted as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe('decrypting an upload', () => {
  it('stops a compressed message at the file limit instead of inflating all of it', async () => {
    const bomb = await compressedZeros(300)
    expect(bomb.length).toBeLessThan(MB)
    const before = process.memoryUsage().rss
    await expect(decryptUpload(ctx, bomb)).rejects.toThrow(
      'The encrypted file is refused: it decrypts to more than 20 MB, the most a file may hold',
    )
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MB)
  })

  it('decrypts a message within the limit, and refuses one whose integrity check fails', async () => {
    const text = 'iccid,imsi,ki,opc\n'
    const encrypted = (await openpgp.encrypt({
      message: await openpgp.createMessage({ binary: new TextEncoder().encode(text) }),
      encryptionKeys,
      format: 'binary',
    })) as Uint8Array
    expect(new TextDecoder().decode(await decryptUpload(ctx, encrypted))).toBe(text)
    const tampered = encrypted.slice()
    tampered[tampered.length - 5] = (tampered[tampered.length - 5] ?? 0) ^ 0xff
    await expect(decryptUpload(ctx, tampered)).rejects.toThrow(/^The file could not be decrypted/)
  })
})
