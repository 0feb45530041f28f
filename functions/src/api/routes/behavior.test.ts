import { endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { setUpFleet } from '../../../test/fleet-setup.ts'

/** The user behaviour config (the fleet's columns and the like) through the API: per user and module. */
const fleet = setUpFleet({ profiles: 0 })
const { ok, api } = fleet

describe('user behaviour config', () => {
  it('keeps user behaviour config per user and module', async () => {
    await ok(endpoints.behavior.save, {
      moduleName: 'fleet.columns',
      moduleConfig: '{"columns":["iccid","eid"]}',
    })
    const mine = await ok(endpoints.behavior.query, { moduleNames: ['fleet.columns', 'other'] })
    expect(mine.configs).toEqual([
      { moduleName: 'fleet.columns', moduleConfig: '{"columns":["iccid","eid"]}' },
    ])
    const theirs = await ok(endpoints.behavior.query, { moduleNames: ['fleet.columns'] }, fleet.other.token)
    expect(theirs.configs).toEqual([])
    const bad = await api(endpoints.behavior.save, { moduleName: 'fleet.columns', moduleConfig: 'not json' })
    expect(bad.status).toBe(400)
  })

  it('needs a session only: no permission id guards it', async () => {
    const token = await fleet.generatorOnly()
    expect((await api(endpoints.behavior.query, { moduleNames: ['x'] }, token)).status).toBe(200)
    for (const endpoint of [endpoints.behavior.query, endpoints.behavior.save]) {
      const { path } = endpoint
      expect([path, (await call(fleet.app, endpoint, { body: {} })).status]).toEqual([path, 401])
    }
  })
})
