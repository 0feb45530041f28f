import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { call } from '../../test/api.ts'
import { setUpFleet } from '../../test/fleet-setup.ts'
import { profileRows } from '../../test/generation.ts'

/**
 * Answers carry ACs, QR codes, download links and people's data: none may stay in a browser's or a proxy's
 * cache, unless its declaration says it may (the public brand query).
 */
const fleet = setUpFleet({ profiles: 1 })

describe('Cache-Control', () => {
  it('is no-store on answers that carry ACs, QR codes or links', async () => {
    const [row] = profileRows(1)
    if (!row) throw new Error('No profile row')
    const single = await fleet.generate(fleet.owner.token, fleet.configId, row)
    expect(single.body.success).toBe(true)
    expect(single.headers.get('cache-control')).toBe('no-store')
    const { batchCode } = single.body.obj as { batchCode: string }

    const info = await fleet.api(endpoints.fleet.info, { iccid: fleet.iccids[0] })
    const batch = await fleet.api(endpoints.batch.info, { batchCode })
    const batches = await fleet.api(endpoints.batch.list, {})
    const list = await fleet.api(endpoints.fleet.list, {})
    const template = await fleet.app.request(`${API_BASE_PATH}${endpoints.generation.template.path}`, {
      headers: { token: fleet.owner.token },
    })
    for (const [name, answer] of Object.entries({ info, batch, batches, list })) {
      expect([name, answer.status, answer.headers.get('cache-control')]).toEqual([name, 200, 'no-store'])
    }
    expect(template.headers.get('cache-control')).toBe('no-store')
  })

  it('is no-store on errors and unknown routes too', async () => {
    const anonymous = await call(fleet.app, endpoints.fleet.info, { body: { iccid: fleet.iccids[0] } })
    expect([anonymous.status, anonymous.headers.get('cache-control')]).toEqual([401, 'no-store'])
    const missing = await fleet.app.request('/api/v1/nothing/here')
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store'])
  })

  it('lets the public brand query be cached for a minute, as declared', async () => {
    const brand = await call(fleet.app, endpoints.platform.query, { query: { sys: 'acme' } })
    expect([brand.status, brand.headers.get('cache-control')]).toEqual([200, 'public, max-age=60'])
  })
})
