import { endpoints } from '@simlessly/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { apiUrl, envelopeResponse, stubFetch } from '@/test/api'
import { useMoveProfiles } from './fleet'
import { useDeleteGroup } from './group'
import { queryKey } from './query-key'

const { group, fleet, profileConfig } = endpoints

/** Every read a group change could touch, and one it cannot, each cached as if on screen earlier. */
const KEYS = {
  list: queryKey(group.list, { pageNum: 1, pageSize: 10 }),
  options: queryKey(group.options),
  north: queryKey(group.profiles, { groupId: 'north', pageNum: 1, pageSize: 10 }),
  south: queryKey(group.profiles, { groupId: 'south', pageNum: 1, pageSize: 10 }),
  fleet: queryKey(fleet.list, { pageNum: 1, pageSize: 10 }),
  profile: queryKey(fleet.info, { iccid: '8901' }),
  configs: queryKey(profileConfig.list, { pageNum: 1, pageSize: 10 }),
}

function renderWithCache<T>(hook: () => T) {
  const client = new QueryClient()
  for (const key of Object.values(KEYS)) client.setQueryData(key, 'answer')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return { client, ...renderHook(hook, { wrapper }) }
}

/** Which of the cached reads are stale (`true`), kept (`false`) or gone (`undefined`). */
const states = (client: QueryClient) =>
  Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [name, client.getQueryState(key)?.isInvalidated]),
  )

describe('group mutations', () => {
  it('a deleted group: its pages are dropped, the list and the pickers read again, nothing else', async () => {
    const fetch = stubFetch(() => envelopeResponse(null))
    const { client, result } = renderWithCache(() => useDeleteGroup())
    await act(() => result.current.mutateAsync('north'))
    expect(String(fetch.mock.calls[0]?.[0])).toBe(apiUrl(group.delete))
    expect(states(client)).toEqual({
      list: true,
      options: true,
      north: undefined,
      south: false,
      fleet: false,
      profile: false,
      configs: false,
    })
  })

  it('a move: the groups and the fleet read again, the configurations kept', async () => {
    stubFetch(() => envelopeResponse({ updated: 1, failures: [] }))
    const { client, result } = renderWithCache(() => useMoveProfiles())
    await act(() => result.current.mutateAsync({ iccids: ['8901'], groupId: 'north' }))
    expect(states(client)).toEqual({
      list: true,
      options: true,
      north: true,
      south: true,
      fleet: true,
      profile: true,
      configs: false,
    })
  })
})
