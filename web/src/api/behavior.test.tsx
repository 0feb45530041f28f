import { endpoints } from '@simlessly/shared'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { DENSITY, PAGE_SIZE } from '@/lib/preferences'
import { apiUrl, deferred, envelopeResponse, stubFetch } from '@/test/api'
import { behaviorQueryOptions, prefetchBehaviors } from './behavior'

const SIZES = JSON.stringify({ sizes: { '/profile/fleet': 50 } })

describe('the behaviour modules sign-in restores in one request', () => {
  it('answer a module asked for while that request is on its way, without a request of its own', async () => {
    const answer = deferred<Response>()
    const fetch = stubFetch((url) => {
      if (url.startsWith(apiUrl(endpoints.behavior.query))) return answer.promise
      throw new Error(`unexpected ${url}`)
    })
    const client = new QueryClient()
    const restored = prefetchBehaviors(client, [DENSITY, PAGE_SIZE])
    // A screen's prefetch reads the page sizes before the restore has answered (lib/prefetch.ts).
    const sizes = client.ensureQueryData(behaviorQueryOptions(PAGE_SIZE))
    answer.resolve(envelopeResponse({ configs: [{ moduleName: PAGE_SIZE.name, moduleConfig: SIZES }] }))

    expect(await sizes).toEqual({ '/profile/fleet': 50 })
    await restored
    expect(client.getQueryData(behaviorQueryOptions(DENSITY).queryKey)).toEqual(DENSITY.parse(undefined))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('fail together when the request fails, and a later read asks again', async () => {
    let calls = 0
    stubFetch(() => {
      calls += 1
      return calls === 1
        ? envelopeResponse(null, { success: false, code: 500, status: 500 })
        : envelopeResponse({ configs: [{ moduleName: PAGE_SIZE.name, moduleConfig: SIZES }] })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(prefetchBehaviors(client, [PAGE_SIZE])).rejects.toBeTruthy()
    expect(await client.ensureQueryData(behaviorQueryOptions(PAGE_SIZE))).toEqual({ '/profile/fleet': 50 })
    expect(calls).toBe(2)
  })
})
