import { endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { setUpFleet } from '../../../test/fleet-setup.ts'

/**
 * The Profile log and the Recycle log through the API: who may read them. What each action writes to them
 * is checked with the action (fleet, campaigns).
 */
const fleet = setUpFleet({ profiles: 1 })
const { ok } = fleet
const { iccids } = fleet

describe('permission and tenant checks', () => {
  it('refuses both logs to a member without their permission ids (403) and to no session (401)', async () => {
    await fleet.expectGuarded([
      [endpoints.log.profile, {}],
      [endpoints.log.recycle, {}],
    ])
  })

  it("never shows another enterprise's log entries", async () => {
    await ok(endpoints.fleet.notes, { iccids, notes: 'Private notes' })
    await ok(endpoints.fleet.recycle, { iccids })
    for (const endpoint of [endpoints.log.profile, endpoints.log.recycle]) {
      const { path } = endpoint
      expect((await ok(endpoint, {})).total, path).toBeGreaterThan(0)
      expect([path, (await ok(endpoint, {}, fleet.other.token)).total]).toEqual([path, 0])
    }
  })
})
