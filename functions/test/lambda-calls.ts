import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type Endpoint, endpoints } from '@simlessly/shared'
import type { SQSBatchResponse } from 'aws-lambda'
import { expect } from 'vitest'
import { BATCH_WAIT_MS } from './budget.ts'
import { toCsv } from './generation.ts'
import { eventually } from './helpers.ts'
import { callThrough } from './lambda-bundle.ts'
import { sqsEvent } from './lambda-events.ts'
import type { LambdaWorld } from './lambda-world.ts'

/** What the bundle tests do through the built functions, as a browser and AWS's event sources would. */
export function lambdaCalls(world: () => LambdaWorld) {
  const obj = <T>(answer: { body: Buffer }) => JSON.parse(answer.body.toString()).obj as T
  const api = async (endpoint: Endpoint, options: Parameters<typeof callThrough>[2] = {}) =>
    callThrough(await world().bundle('api'), endpoint, options)

  async function signIn(user: { email: string; password: string }): Promise<string> {
    const answer = await api(endpoints.account.login, { body: user })
    expect(answer.status).toBe(200)
    return obj<{ token: string }>(answer).token
  }

  const batchInfo = async (token: string, batchCode: string) =>
    obj<{
      process: string
      success: number
      failed: number
      problem?: string
      downloads: { csv?: string; zip?: string }
    }>(await api(endpoints.batch.info, { token, body: { batchCode } }))

  /** A batch from a file sent in the request (multipart), as the public API may. */
  async function uploadBatch(
    token: string,
    configId: string,
    rows: Record<string, string>[],
    formats = 'STRING,AC_LINK',
  ) {
    const form = new FormData()
    form.set('file', new File([toCsv(rows)], 'input.csv', { type: 'text/csv' }))
    form.set('configId', configId)
    form.set('fileType', '0')
    form.set('formats', formats)
    const answer = await api(endpoints.generation.uploadBatch, { token, form })
    expect(JSON.parse(answer.body.toString())).toMatchObject({ success: true })
    return obj<{ batchCode: string }>(answer).batchCode
  }

  /** Runs what the work queue holds through the worker bundle until `done`, as the event source would. */
  async function workUntil(done: () => Promise<boolean>, extra: { poison?: boolean } = {}) {
    let poisoned = !extra.poison
    await eventually(async () => {
      const messages = await world().receive(world().queues.work)
      if (messages.length > 0 || !poisoned) {
        const event = world().sqsEventOf(messages)
        if (!poisoned) event.Records.push(...sqsEvent(['{not json']).Records)
        const worker = await world().bundle('worker')
        const { result } = await worker.invoke<SQSBatchResponse>(event)
        const expected = poisoned ? [] : [{ itemIdentifier: event.Records.at(-1)?.messageId }]
        expect(result.batchItemFailures).toEqual(expected)
        poisoned = true
        await world().remove(world().queues.work, messages)
      }
      return (await done()) || undefined
    }, BATCH_WAIT_MS)
  }

  return { obj, api, signIn, batchInfo, uploadBatch, workUntil }
}

export function pdfText(bytes: Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdftotext', [file, '-']).toString()
}
