import { endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { plainEndpoints } from './plain'

describe('the plain endpoints of the first page', () => {
  it('are the endpoint table’s: the same method, path and place of the input', () => {
    const declared = [
      [plainEndpoints.login, endpoints.account.login],
      [plainEndpoints.platformQuery, endpoints.platform.query],
    ] as const
    for (const [plain, endpoint] of declared) {
      expect([plain.method, plain.path]).toEqual([endpoint.method, endpoint.path])
      expect(plain.input).toBe('body' in endpoint && endpoint.body ? 'body' : 'query')
      expect('query' in endpoint && endpoint.query !== undefined).toBe(plain.input === 'query')
    }
  })
})
