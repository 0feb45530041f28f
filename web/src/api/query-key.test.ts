import { endpoints } from '@simlessly/shared'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { invalidate, queryKey, remove } from './query-key'

const { group, fleet } = endpoints

/** A client holding an answer under each key, as if each had been read. */
function clientWith(...keys: ReturnType<typeof queryKey>[]) {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 'answer')
  return client
}

const stale = (client: QueryClient, key: ReturnType<typeof queryKey>) =>
  client.getQueryState(key)?.isInvalidated

describe('queryKey', () => {
  it('is the endpoint path, then the input', () => {
    expect(queryKey(group.list, { keyword: 'North', pageNum: 1, pageSize: 10 })).toEqual([
      group.list.path,
      { keyword: 'North', pageNum: 1, pageSize: 10 },
    ])
    expect(queryKey(group.options)).toEqual([group.options.path])
    expect(queryKey(fleet.info, { iccid: '8901' }, 'RUNNING')).toEqual([
      fleet.info.path,
      { iccid: '8901' },
      'RUNNING',
    ])
  })

  it('keeps the endpoints apart and the same input under one key, whatever the order of its fields', () => {
    const client = clientWith(queryKey(group.list, { pageNum: 1, pageSize: 10 }))
    expect(client.getQueryData(queryKey(group.list, { pageSize: 10, pageNum: 1 }))).toBe('answer')
    expect(client.getQueryData(queryKey(group.profiles, { pageNum: 1, pageSize: 10 }))).toBeUndefined()
  })
})

describe('invalidate', () => {
  it('reaches every input of an endpoint, and nothing of another endpoint', async () => {
    const first = queryKey(group.list, { pageNum: 1, pageSize: 10 })
    const second = queryKey(group.list, { pageNum: 2, pageSize: 10 })
    const other = queryKey(group.options)
    const client = clientWith(first, second, other)
    await invalidate(client, group.list)
    expect([stale(client, first), stale(client, second), stale(client, other)]).toEqual([true, true, false])
  })

  it('reaches by a part of the input only the inputs that hold it', async () => {
    const north = queryKey(group.profiles, { groupId: 'north', pageNum: 2, pageSize: 10 })
    const south = queryKey(group.profiles, { groupId: 'south', pageNum: 1, pageSize: 10 })
    const client = clientWith(north, south)
    await invalidate(client, queryKey(group.profiles, { groupId: 'north' }))
    expect([stale(client, north), stale(client, south)]).toEqual([true, false])
    remove(client, queryKey(group.profiles, { groupId: 'south' }))
    expect(client.getQueryData(south)).toBeUndefined()
    expect(client.getQueryData(north)).toBe('answer')
  })
})
