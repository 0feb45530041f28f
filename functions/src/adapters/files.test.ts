import type { S3Client } from '@aws-sdk/client-s3'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { createFiles, PART_BYTES } from './files.ts'

let ctx: AppContext
beforeAll(() => {
  ctx = fileContext()
})

/** The real client, with what each request sent and how much of the source had been read by then. */
function recorded(s3: S3Client, pulled: () => number) {
  const sent: { command: string; bytes: number; pulled: number }[] = []
  const send = ((command: { constructor: { name: string }; input: { Body?: Uint8Array } }) => {
    sent.push({ command: command.constructor.name, bytes: command.input.Body?.length ?? 0, pulled: pulled() })
    return s3.send(command as never)
  }) as S3Client['send']
  return { s3: { send } as S3Client, sent }
}

describe('putStream', { timeout: 60_000 }, () => {
  it('stores an object of 20 MiB as parts of 8 MiB, reading the source only a part ahead', async () => {
    const MiB = 1024 * 1024
    let pulled = 0
    async function* source() {
      for (let i = 0; i < 20; i++) {
        pulled += MiB
        yield new Uint8Array(MiB).fill(i)
      }
    }
    const { s3, sent } = recorded(ctx.aws.s3, () => pulled)
    const files = createFiles(s3, ctx.config.bucketName)
    const key = `tests/streamed/${crypto.randomUUID()}`
    await files.putStream(key, source(), 'application/octet-stream')

    expect(sent.map((s) => s.command)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ])
    const parts = sent.filter((s) => s.command === 'UploadPartCommand')
    expect(parts.map((p) => p.bytes)).toEqual([PART_BYTES, PART_BYTES, 4 * MiB])
    // Each part was sent as soon as it was whole: no more than a part of the source held at once.
    expect(parts.map((p) => p.pulled)).toEqual([PART_BYTES, 2 * PART_BYTES, 20 * MiB])
    const stored = await ctx.files.get(key)
    expect(stored.length).toBe(20 * MiB)
    expect([stored[0], stored[MiB], stored[20 * MiB - 1]]).toEqual([0, 1, 19])
  })

  it('stores nothing when the source fails midway', async () => {
    async function* failing() {
      yield new Uint8Array(PART_BYTES)
      throw new Error('the parts ran out')
    }
    const key = `tests/streamed/${crypto.randomUUID()}`
    await expect(ctx.files.putStream(key, failing(), 'text/plain')).rejects.toThrow('the parts ran out')
    expect(await ctx.files.getAtMost(key, 1)).toBeUndefined()
  })
})
