import { ErrorCode } from '@simlessly/shared/errors'
import { eidCheckDigits, withLuhn } from '@simlessly/shared/esim/identifiers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmdpClient, type SmdpClient, SmdpError } from '../../adapters/smdp/index.ts'
import { type SmdpSimulator, startSmdpSimulator } from './server.ts'

const MATCHING_ID = /^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/
const EID_A = '89882119900000000000000000001654'
const EID_B = '89034011560010000000000000000121'
let simulator: SmdpSimulator
let smdp: SmdpClient
let serial = 0

beforeAll(async () => {
  simulator = await startSmdpSimulator({ port: 0, smdpAddress: 'SMDP.TEST.EXAMPLE' })
  smdp = createSmdpClient({
    url: simulator.url,
    requesterId: 'simulator-test',
    timeoutMs: 5_000,
    retries: 0,
    maxConnections: 16,
    tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
  })
})
afterAll(async () => {
  smdp?.close()
  await simulator?.stop()
})

/** Fresh profiles per test, so that tests do not depend on each other's states. */
async function load(count = 1, profileType = 'Default') {
  const profiles = Array.from({ length: count }, () => {
    serial += 1
    return {
      iccid: withLuhn(`894400000000${String(serial).padStart(6, '0')}`),
      imsi: `23415${String(serial).padStart(10, '0')}`,
      ki: '000102030405060708090A0B0C0D0E0F',
      opc: 'ffeeddccbbaa99887766554433221100',
      profileType,
    }
  })
  await smdp.loadProfiles(profiles)
  return profiles.map((p) => p.iccid)
}

async function stateOf(iccid: string) {
  const response = await fetch(`${simulator.url}/simulator/v1/profiles/${iccid}`)
  return (await response.json()) as Record<string, unknown>
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof SmdpError)) throw new Error(`Expected an SmdpError, got ${String(error)}`)
  return {
    code: error.code,
    codes: `${error.statusCodeData?.subjectCode}/${error.statusCodeData?.reasonCode}`,
  }
}

describe('the order flow', () => {
  it('goes available -> allocated -> confirmed -> released -> available, answering a fresh matching id', async () => {
    const [iccid = ''] = await load()
    expect(await stateOf(iccid)).toMatchObject({ state: 'available', eid: null, matchingId: null })
    expect(await smdp.downloadOrder({ iccid })).toEqual({ iccid })
    expect(await stateOf(iccid)).toMatchObject({ state: 'allocated' })
    const confirmed = await smdp.confirmOrder({ iccid, releaseFlag: false })
    expect(confirmed).toEqual({
      matchingId: expect.stringMatching(MATCHING_ID),
      smdpAddress: 'SMDP.TEST.EXAMPLE',
    })
    expect(await stateOf(iccid)).toMatchObject({ state: 'confirmed', matchingId: confirmed.matchingId })
    await smdp.releaseProfile({ iccid })
    expect(await stateOf(iccid)).toMatchObject({ state: 'released' })
    await smdp.cancelOrder({ iccid, finalProfileStatusIndicator: 'Available' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'available', matchingId: null })

    await smdp.downloadOrder({ iccid })
    const again = await smdp.confirmOrder({ iccid, releaseFlag: true })
    expect(again.matchingId).not.toBe(confirmed.matchingId)
    expect(await stateOf(iccid)).toMatchObject({ state: 'released' })
  })

  it('finds a 19-digit ICCID sent padded with F, as the pySim encoder sends it, in every function', async () => {
    const [iccid = ''] = await load()
    expect(iccid).toHaveLength(19)
    const padded = `${iccid}F`
    expect(await smdp.downloadOrder({ iccid: padded })).toEqual({ iccid })
    await smdp.confirmOrder({ iccid: padded, releaseFlag: false })
    await smdp.releaseProfile({ iccid: `${iccid}f` })
    expect(await stateOf(iccid)).toMatchObject({ state: 'released' })
    await smdp.cancelOrder({ iccid: padded, finalProfileStatusIndicator: 'Available' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'available' })
  })

  it('links an order to the EID given at DownloadOrder and keeps the operator matching id', async () => {
    const [iccid = ''] = await load()
    await smdp.downloadOrder({ iccid, eid: EID_A })
    const answer = await smdp.confirmOrder({ iccid, releaseFlag: false, matchingId: `OP-${iccid}` })
    expect(answer).toEqual({ matchingId: `OP-${iccid}`, eid: EID_A, smdpAddress: 'SMDP.TEST.EXAMPLE' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'linked', eid: EID_A })
  })

  it('orders any available profile of a profile type, and says when the type is unknown or used up', async () => {
    const [first = '', second = ''] = await load(2, 'Travel-EU')
    const picked = [
      await smdp.downloadOrder({ profileType: 'Travel-EU' }),
      await smdp.downloadOrder({ profileType: 'Travel-EU' }),
    ]
    expect(picked.map((p) => p.iccid).sort()).toEqual([first, second].sort())
    expect(await refusal(smdp.downloadOrder({ profileType: 'Travel-EU' }))).toEqual({
      code: ErrorCode.SMDP_PROFILE_TYPE,
      codes: '8.2.5/3.7',
    })
    expect(await refusal(smdp.downloadOrder({ profileType: 'Nope' }))).toEqual({
      code: ErrorCode.SMDP_PROFILE_TYPE,
      codes: '8.2.5/3.9',
    })
  })
})

describe('refusals, with the SGP.22 status codes', () => {
  it('refuses an unknown ICCID', async () => {
    const unknown = withLuhn('894499999999999999')
    expect(await refusal(smdp.downloadOrder({ iccid: unknown }))).toEqual({
      code: ErrorCode.SMDP_PROFILE_UNKNOWN,
      codes: '8.2.1/3.9',
    })
    expect(await refusal(smdp.releaseProfile({ iccid: unknown }))).toMatchObject({ codes: '8.2.1/3.9' })
  })

  it('refuses operations in the wrong state', async () => {
    const [iccid = ''] = await load()
    expect(await refusal(smdp.confirmOrder({ iccid, releaseFlag: true }))).toEqual({
      code: ErrorCode.SMDP_PROFILE_WRONG_STATE,
      codes: '8.2.1/3.5',
    })
    expect(
      await refusal(smdp.cancelOrder({ iccid, finalProfileStatusIndicator: 'Available' })),
    ).toMatchObject({ codes: '8.2.1/3.5' })
    await smdp.downloadOrder({ iccid })
    expect(await refusal(smdp.downloadOrder({ iccid }))).toEqual({
      code: ErrorCode.SMDP_PROFILE_NOT_AVAILABLE,
      codes: '8.2.1/3.3',
    })
    expect(await refusal(smdp.releaseProfile({ iccid }))).toMatchObject({ codes: '8.2.1/3.5' })
    await smdp.cancelOrder({ iccid, finalProfileStatusIndicator: 'Unavailable' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'unavailable' })
    expect(await refusal(smdp.downloadOrder({ iccid }))).toMatchObject({ codes: '8.2.1/3.3' })
  })

  it('refuses a ConfirmOrder whose EID differs from the DownloadOrder one', async () => {
    const [iccid = ''] = await load()
    await smdp.downloadOrder({ iccid, eid: EID_A })
    expect(await refusal(smdp.confirmOrder({ iccid, releaseFlag: true, eid: EID_B }))).toEqual({
      code: ErrorCode.SMDP_EID_MISMATCH,
      codes: '8.1.1/3.10',
    })
    expect(
      await refusal(smdp.cancelOrder({ iccid, finalProfileStatusIndicator: 'Available', eid: EID_B })),
    ).toMatchObject({ codes: '8.1.1/3.10' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'allocated', eid: EID_A })
  })

  it('refuses an EID whose check digits are wrong', async () => {
    const [iccid = ''] = await load()
    const wrong = `${EID_A.slice(0, 30)}${eidCheckDigits(EID_A.slice(0, 30)) === '00' ? '01' : '00'}`
    expect(await refusal(smdp.downloadOrder({ iccid, eid: wrong }))).toEqual({
      code: ErrorCode.SMDP_EID_INVALID,
      codes: '8.1.1/2.1',
    })
    expect(await refusal(smdp.downloadOrder({ iccid, eid: '1234' }))).toMatchObject({ codes: '8.1.1/2.1' })
    expect(await stateOf(iccid)).toMatchObject({ state: 'available' })
  })

  it('refuses a matching id in use, or used by an order since cancelled', async () => {
    const [first = '', second = ''] = await load(2)
    await smdp.downloadOrder({ iccid: first })
    const { matchingId } = await smdp.confirmOrder({ iccid: first, releaseFlag: true })
    await smdp.downloadOrder({ iccid: second })
    expect(await refusal(smdp.confirmOrder({ iccid: second, releaseFlag: true, matchingId }))).toEqual({
      code: ErrorCode.SMDP_MATCHING_ID_IN_USE,
      codes: '8.2.6/3.3',
    })
    await smdp.cancelOrder({ iccid: first, finalProfileStatusIndicator: 'Available', matchingId })
    expect(await refusal(smdp.confirmOrder({ iccid: second, releaseFlag: true, matchingId }))).toMatchObject({
      codes: '8.2.6/3.3',
    })
    expect(
      await refusal(smdp.confirmOrder({ iccid: second, releaseFlag: true, matchingId: 'lower-case' })),
    ).toMatchObject({ codes: '8.2.6/2.1' })
  })

  it('needs an EID to push through an SM-DS', async () => {
    const [iccid = ''] = await load()
    await smdp.downloadOrder({ iccid })
    expect(
      await refusal(smdp.confirmOrder({ iccid, releaseFlag: true, smdsAddress: 'lpa.ds.gsma.com' })),
    ).toMatchObject({ codes: '8.1.1/2.2' })
    const pushed = await smdp.confirmOrder({
      iccid,
      releaseFlag: true,
      eid: EID_B,
      smdsAddress: 'lpa.ds.gsma.com',
    })
    expect(pushed).toMatchObject({ eid: EID_B })
    expect(await stateOf(iccid)).toMatchObject({ state: 'released', smdsAddress: 'lpa.ds.gsma.com' })
  })
})

describe('the ES2+ edge', () => {
  async function post(name: string, body: object, protocol = 'gsma/rsp/v2.1.0') {
    const response = await fetch(`${simulator.url}/gsma/rsp2/es2plus/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Protocol': protocol },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      body: (await response.json()) as { header: { functionExecutionStatus: object } },
    }
  }
  const header = (id: string) => ({ functionRequesterIdentifier: 'edge-test', functionCallIdentifier: id })

  it('answers a repeated call (same call id and body) as the first time, instead of a state error', async () => {
    const [iccid = ''] = await load()
    const first = await post('downloadOrder', { header: header(`repeat-${iccid}`), iccid })
    const repeat = await post('downloadOrder', { header: header(`repeat-${iccid}`), iccid })
    expect(repeat).toEqual(first)
    expect(first.body).toEqual({ header: { functionExecutionStatus: { status: 'Executed-Success' } }, iccid })
    const fresh = await post('downloadOrder', { header: header(`other-${iccid}`), iccid })
    expect(fresh.body.header.functionExecutionStatus).toMatchObject({ status: 'Failed' })
  })

  it('takes the SM-DS address under either name peers send it: smdsAddress, or smdpAddress', async () => {
    for (const [field, address] of [
      ['smdsAddress', 'SMDS.SCHEMA.EXAMPLE'],
      ['smdpAddress', 'SMDS.OSTELCO.EXAMPLE'],
    ] as const) {
      const [iccid = ''] = await load()
      await smdp.downloadOrder({ iccid })
      const confirmed = await post('confirmOrder', {
        header: header(`smds-${iccid}`),
        iccid,
        releaseFlag: true,
        eid: EID_A,
        [field]: address,
      })
      expect(confirmed.body.header.functionExecutionStatus).toEqual({ status: 'Executed-Success' })
      expect(await stateOf(iccid)).toMatchObject({ state: 'released', smdsAddress: address })
    }
  })

  it('names a missing or malformed parameter, and wants the admin protocol header', async () => {
    const missing = await post('confirmOrder', { header: header('m1'), iccid: '8944478600004958824' })
    expect(missing.body.header.functionExecutionStatus).toEqual({
      status: 'Failed',
      statusCodeData: { subjectCode: '1.6', reasonCode: '2.2', message: 'Missing parameter releaseFlag' },
    })
    const malformed = await post('cancelOrder', {
      header: header('m2'),
      iccid: 'x',
      finalProfileStatusIndicator: 'Gone',
    })
    expect(malformed.body.header.functionExecutionStatus).toMatchObject({
      statusCodeData: {
        subjectCode: '1.6',
        reasonCode: '2.1',
        message: 'Invalid parameter finalProfileStatusIndicator',
      },
    })
    const noHeader = await post('releaseProfile', { iccid: 'x' })
    expect(noHeader.body.header.functionExecutionStatus).toMatchObject({
      statusCodeData: { reasonCode: '2.2' },
    })
    expect((await post('releaseProfile', { header: header('m3'), iccid: 'x' }, 'other/v1')).status).toBe(400)
  })
})

describe('matching ids', () => {
  it('generates distinct ones for many profiles confirmed at once', async () => {
    const iccids = await load(600)
    const ids = await Promise.all(
      iccids.map(async (iccid) => {
        await smdp.downloadOrder({ iccid })
        return (await smdp.confirmOrder({ iccid, releaseFlag: true })).matchingId
      }),
    )
    expect(new Set(ids).size).toBe(600)
    for (const id of ids) expect(id).toMatch(MATCHING_ID)
  })
})
