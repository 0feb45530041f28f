import { decodeOperation, handleDownloadProgressInfoSchema } from '@simlessly/shared/esim/es2plus'
import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmdpClient, type SmdpClient } from '../../adapters/smdp/index.ts'
import type { DeviceDownload } from './device-routes.ts'
import { type SmdpSimulator, startSmdpSimulator } from './server.ts'

const SMDP = 'SMDP.DEVICE.EXAMPLE'
const EID = '89882119900000000000000000001654'
let simulator: SmdpSimulator
let smdp: SmdpClient
let serial = 0

beforeAll(async () => {
  simulator = await startSmdpSimulator({ port: 0, smdpAddress: SMDP })
  smdp = createSmdpClient({
    url: simulator.url,
    requesterId: 'device-test',
    timeoutMs: 5_000,
    retries: 0,
    maxConnections: 4,
    tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
  })
})
afterAll(async () => {
  smdp?.close()
  await simulator?.stop()
})

/** A fresh released order, as the console's generation leaves it; answers its ICCID and AC. */
async function released(
  order: { eid?: string; confirmationCode?: string; maxDownloadAttempts?: number } = {},
) {
  serial += 1
  const iccid = withLuhn(`894400000000${String(serial).padStart(6, '0')}`)
  const { maxDownloadAttempts, eid, confirmationCode } = order
  await smdp.loadProfiles([
    {
      iccid,
      imsi: `23415${String(serial).padStart(10, '0')}`,
      ki: '000102030405060708090A0B0C0D0E0F',
      opc: 'FFEEDDCCBBAA99887766554433221100',
      profileType: 'Travel',
      ...(maxDownloadAttempts && { maxDownloadAttempts }),
    },
  ])
  await smdp.downloadOrder({ iccid, ...(eid && { eid }) })
  const { matchingId } = await smdp.confirmOrder({
    iccid,
    releaseFlag: true,
    ...(eid && { eid, smdsAddress: 'SMDS.EXAMPLE' }),
    ...(confirmationCode && { confirmationCode }),
  })
  return { iccid, ac: `LPA:1$${SMDP}$${matchingId}` }
}

async function device(action: string, body: DeviceDownload | { iccid: string }) {
  const response = await fetch(`${simulator.url}/simulator/v1/device/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as {
    error?: string
    profile?: { state: string; downloadAttempts: number }
    notifications?: { notification: unknown; delivery: { outcome: string } }[]
  }
  // Every notification must be what the console's endpoint accepts.
  const points = (json.notifications ?? []).map(({ notification, delivery }) => {
    expect(delivery.outcome).toBe('recorded')
    return handleDownloadProgressInfoSchema.parse(notification)
  })
  return { status: response.status, ...json, points }
}

const outcome = (points: { notificationPointId: number; notificationPointStatus: object }[]) =>
  points.map((p) => ({ point: p.notificationPointId, ...p.notificationPointStatus }))

describe('the simulated device', () => {
  it('downloads and installs by AC: points 1, 3 and 4 succeed and the profile is installed', async () => {
    const { iccid, ac } = await released()
    // The address is the configuration's: this simulator stands for any, so the matching id decides.
    const answer = await device('download', { activationCode: ac.replace(SMDP, 'smdp.any.example') })
    expect(answer).toMatchObject({ status: 200, profile: { iccid, state: 'installed', downloadAttempts: 1 } })
    expect(outcome(answer.points)).toEqual([
      { point: 1, status: 'Executed-Success' },
      { point: 3, status: 'Executed-Success' },
      { point: 4, status: 'Executed-Success' },
    ])
    const [first] = answer.points
    expect(first).toMatchObject({
      iccid,
      profileType: 'Travel',
      header: { functionRequesterIdentifier: SMDP },
    })
    expect(new Set(answer.points.map((p) => p.header.functionCallIdentifier)).size).toBe(3)
    expect((await device('download', { activationCode: ac.slice(4) })).status).toBe(409)
  })

  it.each([
    ['eligibility', 1, '8.1', '4.8'],
    ['confirmation', 2, '8.2.7', '3.8'],
    ['download', 3, '8.8.5', '4.2'],
    ['installation', 4, '8.1', '4.2'],
  ] as const)(
    'fails at %s with point %i and leaves the profile released',
    async (failAt, point, subject, reason) => {
      const { ac } = await released()
      const answer = await device('download', { activationCode: ac, failAt })
      expect(answer.profile?.state).toBe('released')
      const last = answer.points.at(-1)
      expect(last).toMatchObject({
        notificationPointId: point,
        notificationPointStatus: {
          status: 'Failed',
          statusCodeData: { subjectCode: subject, reasonCode: reason },
        },
      })
      expect(
        answer.points.slice(0, -1).every((p) => p.notificationPointStatus.status === 'Executed-Success'),
      ).toBe(true)
      expect((await device('download', { activationCode: ac })).profile?.state).toBe('installed')
    },
  )

  it('checks the confirmation code of an order that has one', async () => {
    const { ac } = await released({ confirmationCode: '1234' })
    const wrong = await device('download', { activationCode: ac, confirmationCode: '9999' })
    expect(outcome(wrong.points).at(-1)).toMatchObject({ point: 2, status: 'Failed' })
    const right = await device('download', { activationCode: ac, confirmationCode: '1234' })
    expect(right.profile?.state).toBe('installed')
  })

  it('refuses the attempt after maxDownloadAttempts at the eligibility point with 8.8.5/6.4', async () => {
    const { ac } = await released({ maxDownloadAttempts: 2 })
    for (const _ of [1, 2]) await device('download', { activationCode: ac, failAt: 'download' })
    const refused = await device('download', { activationCode: ac })
    expect(refused.profile).toMatchObject({ state: 'released', downloadAttempts: 2 })
    expect(refused.points).toHaveLength(1)
    expect(refused.points[0]).toMatchObject({
      notificationPointId: 1,
      notificationPointStatus: {
        status: 'Failed',
        statusCodeData: { subjectCode: '8.8.5', reasonCode: '6.4' },
      },
    })
  })

  it('finds the order pushed to an EID, and answers 404 for an unknown AC or EID', async () => {
    const { iccid } = await released({ eid: EID })
    const answer = await device('download', { eid: EID })
    expect(answer.profile).toMatchObject({ iccid, state: 'installed' })
    expect(answer.points.every((p) => p.eid === EID)).toBe(true)
    const other = '89034011560010000000000000000121'
    expect(await device('download', { eid: other })).toMatchObject({ status: 404 })
    expect(await device('download', { activationCode: `1$${SMDP}$NO-SUCH-ID` })).toMatchObject({
      status: 404,
    })
    expect(await device('download', { activationCode: 'not an AC' })).toMatchObject({ status: 400 })
  })

  it('reads every AC the LPAs read: lpa: in lower case, a sixth field, an empty matching id with an OID', async () => {
    const lower = await released()
    const text = `lpa:${lower.ac.slice(4)}$$$ignored`
    expect(await device('download', { activationCode: text })).toMatchObject({
      status: 200,
      profile: { iccid: lower.iccid, state: 'installed' },
    })
    // A lower-case matching id is read, and looked up as given (this SM-DP+ hands out upper case only).
    const unknown = await device('download', { activationCode: `1$${SMDP}$abcde-12345` })
    expect(unknown).toMatchObject({ status: 404, error: expect.stringMatching(/matching id abcde-12345/) })

    const eid = '89086030202200000022000014352016'
    const pushed = await released({ eid })
    const byEid = `1$${SMDP}$$1.3.6.1.4.1.31746`
    expect(await device('download', { activationCode: byEid })).toMatchObject({ status: 400 })
    expect(await device('download', { activationCode: byEid, eid })).toMatchObject({
      status: 200,
      profile: { iccid: pushed.iccid, state: 'installed' },
    })
  })

  it('enables, disables and deletes an installed profile, each with point 5 naming the operation', async () => {
    const { iccid, ac } = await released()
    expect((await device('delete', { iccid })).status).toBe(409)
    await device('download', { activationCode: ac })
    for (const [action, state] of [
      ['enable', 'enabled'],
      ['disable', 'disabled'],
      ['delete', 'deleted'],
    ] as const) {
      const answer = await device(action, { iccid })
      expect(answer.profile?.state).toBe(state)
      expect(outcome(answer.points)).toEqual([{ point: 5, status: 'Executed-Success' }])
      const sent = simulator.notifier.recent().at(-1)?.notification
      expect(decodeOperation(sent?.resultData)).toBe(action)
    }
    expect((await device('enable', { iccid })).status).toBe(409)
  })
})
