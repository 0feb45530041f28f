import { endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { type Obj, setUpFleet } from '../../../test/fleet-setup.ts'
import { download, validEid } from '../../../test/generation.ts'
import { fleetTuning } from '../../domain/fleet/query.ts'

/**
 * The fleet through the API on the real local stack: filters, counts and sorting, the actions on a
 * selection and their logs, the export, and the permission and tenant checks of every fleet endpoint.
 */
const fleet = setUpFleet()
const { ok, api } = fleet
const { iccids } = fleet

describe('the fleet', () => {
  it('lists the enterprise profiles with a counted total, newest first, and pages', async () => {
    const page = await ok(endpoints.fleet.list, { pageNum: 1, pageSize: 4 })
    expect(page.total).toBe(6)
    expect(page.totalCapped).toBe(false)
    const list = page.list as Obj[]
    expect(list).toHaveLength(4)
    expect(list[0]).toMatchObject({
      status: 'RELEASED',
      protected: false,
      recycleStatus: 'NONE',
      type: 'SINGLE_GENERATE',
    })
    expect(list[0]).not.toHaveProperty('kiSealed')
    expect(list[0]).not.toHaveProperty('gsi2pk')
    const second = await ok(endpoints.fleet.list, { pageNum: 2, pageSize: 4 })
    const all = [...list, ...(second.list as Obj[])].map((p) => p.iccid)
    expect(new Set(all).size).toBe(6)
    expect(all.sort()).toEqual([...iccids].sort())
  })

  it('filters by ICCID prefix, EID, IMSI, status, configuration and batch, and sorts by ICCID', async () => {
    const first = iccids[0] ?? ''
    expect((await ok(endpoints.fleet.list, { iccid: first.slice(0, 19) })).list).toHaveLength(1)
    const byEid = await ok(endpoints.fleet.list, { eid: validEid(2) })
    expect((byEid.list as Obj[]).map((p) => p.iccid)).toEqual([iccids[1]])
    const byStatus = await ok(endpoints.fleet.list, { status: 'RELEASED', configId: fleet.configId })
    expect(byStatus.total).toBe(6)
    expect((await ok(endpoints.fleet.list, { status: 'INSTALLED' })).total).toBe(0)
    const sorted = await ok(endpoints.fleet.list, { sortBy: 'iccid', sortOrder: 'asc', pageSize: 100 })
    expect((sorted.list as Obj[]).map((p) => p.iccid)).toEqual([...iccids].sort())
    const range = await ok(endpoints.fleet.list, { createdFrom: Date.now() + 60_000 })
    expect(range.total).toBe(0)
  })

  it('sorts a filtered set the index does not order, in memory or by the ordered index', async () => {
    const ascending = [...iccids].sort()
    const body = {
      status: 'RELEASED',
      configId: fleet.configId,
      sortBy: 'iccid',
      sortOrder: 'asc',
      pageSize: 4,
    } as const
    const inMemory = await ok(endpoints.fleet.list, body)
    expect((inMemory.list as Obj[]).map((p) => p.iccid)).toEqual(ascending.slice(0, 4))
    const byImsi = await ok(endpoints.fleet.list, {
      imsi: '310410',
      sortBy: 'createdAt',
      sortOrder: 'asc',
      pageSize: 100,
    })
    expect((byImsi.list as Obj[]).map((p) => p.iccid)).toEqual(iccids)
    // Past the in-memory limit the ordered index is read with every filter applied.
    const limit = fleetTuning.inMemoryMax
    fleetTuning.inMemoryMax = 2
    try {
      const ordered = await ok(endpoints.fleet.list, { ...body, pageNum: 2 })
      expect((ordered.list as Obj[]).map((p) => p.iccid)).toEqual(ascending.slice(4, 8))
      const byCreated = await ok(endpoints.fleet.list, {
        imsi: '310410',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      })
      expect((byCreated.list as Obj[]).map((p) => p.iccid)).toEqual([...iccids].reverse())
    } finally {
      fleetTuning.inMemoryMax = limit
    }
  })

  it('edits notes in batch, protects, and records both in the profile history and the Profile logs', async () => {
    const [a, b] = iccids
    const result = await ok(endpoints.fleet.notes, { iccids: [a, b], notes: 'Lab shelf 3' })
    expect(result).toEqual({ updated: 2, failures: [] })
    await ok(endpoints.fleet.protection, { iccids: [a], protected: true })
    const detail = await ok(endpoints.fleet.info, { iccid: a })
    expect(detail.profile).toMatchObject({ notes: 'Lab shelf 3', protected: true })
    expect(String(detail.qr)).toMatch(/^data:image\/png;base64,/)
    const actions = (detail.history as Obj[]).map((h) => h.action)
    expect(actions).toEqual(['PROTECTION', 'NOTES', 'GENERATED'])
    const logs = await ok(endpoints.log.profile, { iccid: b })
    expect((logs.list as Obj[])[0]).toMatchObject({ action: 'NOTES', before: '--', after: 'Lab shelf 3' })
  })

  it('recycles with CancelOrder, refuses protected profiles, writes the Recycle log, frees the ICCID', async () => {
    // The first profile was protected by the test above.
    const [protectedOne, , , , , last] = iccids
    const result = await ok(endpoints.fleet.recycle, { iccids: [protectedOne, last] })
    expect(result.updated).toBe(1)
    expect(result.failures).toEqual([{ iccid: protectedOne, reason: expect.stringMatching(/protected/) }])
    const page = await ok(endpoints.fleet.list, { iccid: last })
    expect((page.list as Obj[])[0]).toMatchObject({ recycleStatus: 'RECYCLED' })
    const recycleLog = await ok(endpoints.log.recycle, {})
    expect(recycleLog.total).toBe(1)
    expect((recycleLog.list as Obj[])[0]).toMatchObject({ iccid: last, result: 'RECYCLED' })
    const claim = await fleet.ctx.entities.iccidClaim.get({ iccid: last ?? '' }).go()
    expect(claim.data).toBeNull()
  })

  it('shows a recycled profile as RECYCLED with an AC that is no longer valid: no QR code, the reason', async () => {
    const last = iccids[5] ?? '' // recycled by the test above
    const detail = await ok(endpoints.fleet.info, { iccid: last })
    expect(detail.profile).toMatchObject({
      status: 'RELEASED',
      state: 'RECYCLED',
      recycleStatus: 'RECYCLED',
      acValid: false,
    })
    expect(detail.qr).toBeNull()
    expect(detail.acInvalidReason).toMatch(/recycled: the SM-DP\+ no longer accepts its AC/)
    const live = await ok(endpoints.fleet.info, { iccid: iccids[1] })
    expect(live.profile).toMatchObject({ state: 'RELEASED', acValid: true })
    expect(String(live.qr)).toMatch(/^data:image\/png;base64,/)
    expect(live).not.toHaveProperty('acInvalidReason')
  })

  it('filters by state: RECYCLED finds the recycled profile alone, RELEASED leaves it out, counted', async () => {
    const last = iccids[5] ?? ''
    const recycled = await ok(endpoints.fleet.list, { status: 'RECYCLED' })
    expect([recycled.total, (recycled.list as Obj[]).map((p) => p.iccid)]).toEqual([1, [last]])
    const released = await ok(endpoints.fleet.list, { status: 'RELEASED', pageSize: 100 })
    expect(released.total).toBe(5)
    expect((released.list as Obj[]).map((p) => p.iccid)).not.toContain(last)
    // The same as a filter expression, when another filter drives the query.
    const byConfig = { configId: fleet.configId, pageSize: 100 }
    expect((await ok(endpoints.fleet.list, { ...byConfig, status: 'RECYCLED' })).total).toBe(1)
    const releasedOfConfig = await ok(endpoints.fleet.list, { ...byConfig, status: 'RELEASED' })
    expect((releasedOfConfig.list as Obj[]).map((p) => p.iccid)).not.toContain(last)
    const byImsi = await ok(endpoints.fleet.list, { imsi: '310410', status: 'RECYCLED' })
    expect((byImsi.list as Obj[]).map((p) => p.iccid)).toEqual([last])
  })

  it('counts the fleet by state from its counters: the chips of the fleet', async () => {
    const counts = await ok(endpoints.fleet.counts)
    expect(counts.total).toBe(6)
    const byState = Object.fromEntries((counts.byState as Obj[]).map((s) => [s.state, s.count]))
    // The last profile was recycled above: five Released, one Recycled, none elsewhere.
    expect(byState).toMatchObject({ RELEASED: 5, RECYCLED: 1, INSTALLED: 0 })
    expect((await ok(endpoints.fleet.counts, undefined, fleet.other.token)).total).toBe(0)
  })

  it('exports the filtered fleet as CSV', async () => {
    const started = await ok(endpoints.fleet.export, { configId: fleet.configId })
    expect(started).toMatchObject({ status: 'COMPLETE', rows: 6 })
    const text = new TextDecoder().decode(await download(String(started.url)))
    expect(text.trim().split('\n')).toHaveLength(7)
    expect(text).toContain(iccids[0])
  })
})

describe('permission and tenant checks', () => {
  it('refuses every fleet endpoint to a member without its permission id (403) and to no session (401)', async () => {
    const iccid = '89014103211118510720'
    await fleet.expectGuarded([
      [endpoints.fleet.list, {}],
      [endpoints.fleet.counts, undefined],
      [endpoints.fleet.info, { iccid }],
      [endpoints.fleet.notes, { iccids: [iccid], notes: 'x' }],
      [endpoints.fleet.protection, { iccids: [iccid], protected: true }],
      [endpoints.fleet.recycle, { iccids: [iccid] }],
      [endpoints.fleet.export, {}],
      [endpoints.fleet.exportInfo, { exportId: 'x' }],
      [endpoints.fleet.moveToGroup, { iccids: [iccid], groupId: null }],
    ])
  })

  it("never reads or writes another enterprise's profile", async () => {
    const mine = iccids[0] ?? ''
    const theirs = fleet.other.token
    const info = await api(endpoints.fleet.info, { iccid: mine }, theirs)
    expect(info.status).toBe(404)
    const notes = await ok(endpoints.fleet.notes, { iccids: [mine], notes: 'hijack' }, theirs)
    expect(notes).toMatchObject({ updated: 0 })
    const recycle = await ok(endpoints.fleet.recycle, { iccids: [mine] }, theirs)
    expect(recycle).toMatchObject({ updated: 0 })
    expect((await ok(endpoints.fleet.list, {}, theirs)).total).toBe(0)
    expect((await ok(endpoints.fleet.list, { iccid: mine }, theirs)).total).toBe(0)
    const detail = await ok(endpoints.fleet.info, { iccid: mine })
    expect(detail.profile).not.toMatchObject({ notes: 'hijack' })
  })

  it("never shows another enterprise's export", async () => {
    const started = await ok(endpoints.fleet.export, {})
    const answer = await api(endpoints.fleet.exportInfo, { exportId: started.exportId }, fleet.other.token)
    expect(answer.status).toBe(404)
  })
})
