import { type Batch, endpoints } from '@simlessly/shared'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { batchFixture } from '@/test/batch'
import { BATCH_POLL_MS, batchInfoQueryOptions, FIRST_AC_POLL_MS, FIRST_AC_POLLS } from './batch'

const batch = batchFixture

/** The poll interval the batch's query asks for after `fetches` answers, the last one `answer`. */
async function intervalAfter(answer: Partial<Batch>, fetches = 1) {
  stubFetch((url) => {
    if (url === apiUrl(endpoints.batch.info)) return envelopeResponse(batch(answer))
    throw new Error(`unexpected ${url}`)
  })
  const client = new QueryClient()
  const options = batchInfoQueryOptions('01JFIRST')
  for (let i = 0; i < fetches; i++) await client.fetchQuery({ ...options, staleTime: 0 })
  const query = client.getQueryCache().find({ queryKey: options.queryKey })
  if (!query || typeof options.refetchInterval !== 'function') throw new Error('no polled query')
  return options.refetchInterval(query as never)
}

describe("a batch's progress poll", () => {
  it('asks often until the first ACs are in, so they show soon after the first chunk is done', async () => {
    expect(await intervalAfter({ success: 0 })).toBe(FIRST_AC_POLL_MS)
    expect(FIRST_AC_POLL_MS).toBeLessThanOrEqual(250)
  })

  it('then every second, and never once the batch completes', async () => {
    expect(await intervalAfter({ success: 50 })).toBe(BATCH_POLL_MS)
    expect(await intervalAfter({ success: 0 }, FIRST_AC_POLLS)).toBe(BATCH_POLL_MS)
    expect(await intervalAfter({ success: 300, process: 'COMPLETE' })).toBe(false)
  })
})
