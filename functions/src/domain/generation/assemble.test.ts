import { unzipSync, zipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileContext } from '../../../test/helpers.ts'
import type { Files } from '../../adapters/files.ts'
import type { AppContext } from '../../context.ts'
import { acCsvHeader, writeOutputs } from './assemble.ts'
import { batchKeys } from './storage.ts'

let ctx: AppContext
beforeAll(() => {
  ctx = fileContext()
})

/** The real bucket, with each call's name and key, and how many bytes a put held at once. */
function recordedFiles(files: Files) {
  const calls: string[] = []
  let largestPut = 0
  const recorded: Files = {
    ...files,
    put: (key, body, type) => {
      calls.push(`put ${key.split('/').at(-1)}`)
      largestPut = Math.max(largestPut, body.length)
      return files.put(key, body, type)
    },
    get: (key) => {
      calls.push(`get ${key.split('/').at(-1)}`)
      return files.get(key)
    },
    putStream: (key, source, type) => {
      calls.push(`putStream ${key.split('/').at(-1)}`)
      return files.putStream(key, source, type)
    },
  }
  return { files: recorded, calls, largestPut: () => largestPut }
}

describe("a batch's downloads", { timeout: 60_000 }, () => {
  it('are streamed from the parts into multipart uploads, the ZIP holding every part picture once', async () => {
    const batch = {
      enterpriseId: `e-${crypto.randomUUID()}`,
      batchCode: `B${Date.now()}`,
      type: 'BATCH_GENERATE',
      formats: ['STRING', 'PICTURE'],
      encryptOutput: false,
      chunkCount: 3,
    }
    const keys = batchKeys(batch.enterpriseId, batch.batchCode)
    const picture = (chunk: number, i: number) => new Uint8Array(2048).fill(chunk * 10 + i)
    for (let chunk = 0; chunk < 3; chunk++) {
      const names = Array.from({ length: 4 }, (_, i) => [`89${chunk}${i}.png`, picture(chunk, i)] as const)
      await ctx.files.put(
        keys.partZip(chunk),
        zipSync(Object.fromEntries(names), { level: 0 }),
        'application/zip',
      )
      // A part starts with the header (it can be downloaded alone); the download carries it once.
      await ctx.files.put(keys.partCsv(chunk), `${acCsvHeader(false)}row-${chunk}\r\n`, 'text/csv')
      await ctx.files.put(keys.partErrors(chunk), '[]', 'application/json')
    }
    const { files, calls, largestPut } = recordedFiles(ctx.files)

    const outputs = await writeOutputs({ ...ctx, files }, batch)

    expect(outputs).toEqual({ csv: 'acs.csv', zip: 'qr-codes.zip' })
    expect(calls).toContain('putStream acs.csv')
    expect(calls).toContain('putStream qr-codes.zip')
    expect(calls.filter((c) => c.startsWith('put '))).toEqual([])
    expect(largestPut()).toBe(0)
    // The parts are read in order as the ZIP is written, not all before it.
    expect(calls.filter((c) => c.endsWith('.zip'))).toEqual([
      'putStream qr-codes.zip',
      'get 00000.zip',
      'get 00001.zip',
      'get 00002.zip',
    ])
    const zip = unzipSync(await ctx.files.get(keys.output('qr-codes.zip')))
    expect(Object.keys(zip)).toHaveLength(12)
    expect(zip['8921.png']).toEqual(picture(2, 1))
    const csv = new TextDecoder().decode(await ctx.files.get(keys.output('acs.csv')))
    expect(csv).toBe(`${acCsvHeader(false)}row-0\r\nrow-1\r\nrow-2\r\n`)
  })
})
