import { ErrorCode } from '@simlessly/shared/errors'
import { handleDownloadProgressInfoSchema } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SmdpSimulator, startSmdpSimulator } from '../../local/smdp-simulator/server.ts'
import { createSmdpClient, SmdpError } from './index.ts'
import { es2Answer, type RecordedRequest, startRecordingServer } from './recording-server.ts'

// The ES2+ field lists (SGP.22 5.3) the adapter must send and accept, written out here so that
// a change of the adapter's schemas cannot quietly change the contract too.
const REQUEST_FIELDS = {
  downloadOrder: ['eid', 'iccid', 'profileType'],
  confirmOrder: ['iccid', 'releaseFlag', 'eid', 'matchingId', 'confirmationCode', 'smdsAddress'],
  cancelOrder: ['iccid', 'finalProfileStatusIndicator', 'eid', 'matchingId'],
  releaseProfile: ['iccid'],
}
const RESPONSE_FIELDS = {
  downloadOrder: ['iccid'],
  confirmOrder: ['matchingId', 'eid', 'smdpAddress'],
  cancelOrder: [],
  releaseProfile: [],
}
const EXECUTION_STATUSES = ['Executed-Success', 'Executed-WithWarning', 'Failed', 'Expired']
const ICCID = '8944478600004958824'
const EID = '89882119900000000000000000001654'
const settings = { requesterId: 'console-test', timeoutMs: 2_000, retries: 0, maxConnections: 4 }
const noTls = { certFile: undefined, keyFile: undefined, caFile: undefined }

describe('the JSON the adapter sends', () => {
  it('posts every function with the ES2+ header, path and field names only', async () => {
    const server = await startRecordingServer(({ url }) =>
      url.endsWith('/downloadOrder')
        ? es2Answer('Executed-Success', { iccid: ICCID })
        : url.endsWith('/confirmOrder')
          ? es2Answer('Executed-Success', {
              matchingId: 'ABC-123',
              eid: EID,
              smdpAddress: 'SMDP.EXAMPLE.COM',
            })
          : es2Answer('Executed-Success'),
    )
    const client = createSmdpClient({ ...settings, url: `${server.url}/base`, tls: noTls })
    try {
      await client.downloadOrder({ iccid: ICCID, eid: EID, profileType: 'Default' })
      await client.confirmOrder({
        iccid: ICCID,
        releaseFlag: true,
        eid: EID,
        matchingId: 'ABC-123',
        confirmationCode: '1234',
        smdsAddress: 'lpa.ds.gsma.com',
      })
      await client.cancelOrder({
        iccid: ICCID,
        finalProfileStatusIndicator: 'Available',
        eid: EID,
        matchingId: 'M',
      })
      await client.releaseProfile({ iccid: ICCID })
    } finally {
      client.close()
      await server.close()
    }
    const names = Object.keys(REQUEST_FIELDS) as (keyof typeof REQUEST_FIELDS)[]
    expect(server.requests.map((r) => r.url)).toEqual(names.map((name) => `/base/gsma/rsp2/es2plus/${name}`))
    server.requests.forEach((request: RecordedRequest, i) => {
      const name = names[i] as keyof typeof REQUEST_FIELDS
      expect(request.method).toBe('POST')
      expect(request.headers['x-admin-protocol']).toBe('gsma/rsp/v2.1.0')
      expect(request.headers['content-type']).toBe('application/json')
      const { header, ...fields } = request.body as Record<string, unknown>
      expect(Object.keys(header as object).sort()).toEqual([
        'functionCallIdentifier',
        'functionRequesterIdentifier',
      ])
      expect(header).toMatchObject({ functionRequesterIdentifier: 'console-test' })
      expect(Object.keys(fields).sort()).toEqual([...REQUEST_FIELDS[name]].sort())
    })
    const callIds = server.requests.map(
      (r) => (r.body as { header: { functionCallIdentifier: string } }).header,
    )
    expect(new Set(callIds.map((h) => h.functionCallIdentifier)).size).toBe(4)
  })

  it('leaves out optional fields that are not given, and anything that is not a field', async () => {
    const server = await startRecordingServer([es2Answer('Executed-Success', { matchingId: 'A-1' })])
    const client = createSmdpClient({ ...settings, url: server.url, tls: noTls })
    const row = { iccid: ICCID, releaseFlag: false, eid: undefined, ki: '00112233445566778899AABBCCDDEEFF' }
    await client.confirmOrder(row)
    client.close()
    await server.close()
    expect(server.requests[0]?.body).toEqual({
      header: expect.any(Object),
      iccid: ICCID,
      releaseFlag: false,
    })
  })
})

describe('the JSON the adapter accepts', () => {
  async function answerWith(reply: ReturnType<typeof es2Answer> | { status: number; raw: string }) {
    const warnings: unknown[] = []
    const server = await startRecordingServer([reply])
    const logger = { warn: (...args: unknown[]) => void warnings.push(args), debug: () => {} }
    const client = createSmdpClient({ ...settings, url: server.url, tls: noTls, logger })
    return {
      warnings,
      client,
      async done() {
        client.close()
        await server.close()
      },
    }
  }

  it('reads the ES2+ response fields, with the optional ones absent or present', async () => {
    const full = await answerWith(
      es2Answer('Executed-Success', { matchingId: 'X-1', eid: EID, smdpAddress: 'A.B' }),
    )
    expect(await full.client.confirmOrder({ iccid: ICCID, releaseFlag: true })).toEqual({
      matchingId: 'X-1',
      eid: EID,
      smdpAddress: 'A.B',
    })
    await full.done()
    const bare = await answerWith(es2Answer('Executed-Success', { matchingId: 'X-2' }))
    expect(await bare.client.confirmOrder({ iccid: ICCID, releaseFlag: true })).toEqual({ matchingId: 'X-2' })
    await bare.done()
  })

  it('takes a lower-case matching id as given (the response schema sets no pattern)', async () => {
    const lower = await answerWith(es2Answer('Executed-Success', { matchingId: 'a1b2c-3d4e5' }))
    expect(await lower.client.confirmOrder({ iccid: ICCID, releaseFlag: true })).toEqual({
      matchingId: 'a1b2c-3d4e5',
    })
    await lower.done()
  })

  it('strips the F padding older SM-DP+ put on a 19-digit ICCID', async () => {
    const padded = await answerWith(es2Answer('Executed-Success', { iccid: `${ICCID}F` }))
    expect(await padded.client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    await padded.done()
  })

  it('treats Executed-WithWarning as success and logs the warning', async () => {
    const warned = await answerWith(
      es2Answer('Executed-WithWarning', { iccid: ICCID }, { subjectCode: '8.2.1', reasonCode: '3.3' }),
    )
    expect(await warned.client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    expect(JSON.stringify(warned.warnings)).toContain('8.2.1')
    await warned.done()
  })

  it('turns Failed and Expired into an SmdpError with the status codes', async () => {
    const failed = await answerWith(
      es2Answer('Failed', {}, { subjectCode: '8.2.1', reasonCode: '3.9', message: 'unknown' }),
    )
    const error = await failed.client.releaseProfile({ iccid: ICCID }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SmdpError)
    expect(error).toMatchObject({
      code: ErrorCode.SMDP_PROFILE_UNKNOWN,
      executionStatus: 'Failed',
      statusCodeData: { subjectCode: '8.2.1', reasonCode: '3.9' },
      message: `The SM-DP+ does not know ICCID ${ICCID}; load the profile into the SM-DP+ first (SM-DP+ releaseProfile: 8.2.1/3.9)`,
    })
    await failed.done()
    const expired = await answerWith(es2Answer('Expired', {}, { subjectCode: '8.8.5', reasonCode: '4.10' }))
    await expect(
      expired.client.cancelOrder({ iccid: ICCID, finalProfileStatusIndicator: 'Available' }),
    ).rejects.toMatchObject({
      code: ErrorCode.SMDP_ORDER_EXPIRED,
      executionStatus: 'Expired',
    })
    await expired.done()
  })

  it('refuses answers that break the contract', async () => {
    const cases = [
      [es2Answer('Executed-Success', {}), ErrorCode.SMDP_BAD_ANSWER],
      [es2Answer('Done', { matchingId: 'A' }), ErrorCode.SMDP_BAD_ANSWER],
      [es2Answer('Executed-Success', { matchingId: 'A$1' }), ErrorCode.SMDP_BAD_ANSWER],
      [{ status: 200, raw: '<html>' }, ErrorCode.SMDP_BAD_ANSWER],
      [{ status: 403, raw: 'Forbidden' }, ErrorCode.SMDP_NOT_AUTHORISED],
    ] as const
    for (const [reply, code] of cases) {
      const bad = await answerWith(reply)
      await expect(bad.client.confirmOrder({ iccid: ICCID, releaseFlag: true })).rejects.toMatchObject({
        code,
      })
      await bad.done()
    }
    expect(EXECUTION_STATUSES).not.toContain('Done')
  })
})

describe('what the simulator answers', () => {
  let simulator: SmdpSimulator
  beforeAll(async () => {
    simulator = await startSmdpSimulator({ port: 0, smdpAddress: 'SMDP.CONTRACT.TEST' })
  })
  afterAll(() => simulator?.stop())

  async function post(name: keyof typeof RESPONSE_FIELDS, fields: object) {
    const response = await fetch(`${simulator.url}/gsma/rsp2/es2plus/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Protocol': 'gsma/rsp/v2.1.0' },
      body: JSON.stringify({
        header: { functionRequesterIdentifier: 'r', functionCallIdentifier: `${name}-${Math.random()}` },
        ...fields,
      }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-admin-protocol')).toMatch(/^gsma\/rsp\/v2\./)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const { header, ...rest } = (await response.json()) as {
      header: { functionExecutionStatus: { status: string } }
    }
    expect(EXECUTION_STATUSES).toContain(header.functionExecutionStatus.status)
    for (const key of Object.keys(rest)) expect(RESPONSE_FIELDS[name]).toContain(key)
    return { status: header.functionExecutionStatus.status, ...rest }
  }

  it('answers each function with the ES2+ response fields only', async () => {
    const client = createSmdpClient({ ...settings, url: simulator.url, tls: noTls })
    await client.loadProfiles([
      { iccid: ICCID, imsi: '234150000000001', ki: 'A'.repeat(32), opc: 'B'.repeat(32), profileType: 'T' },
    ])
    client.close()
    expect(await post('downloadOrder', { iccid: ICCID, eid: EID })).toEqual({
      status: 'Executed-Success',
      iccid: ICCID,
    })
    const confirmed = await post('confirmOrder', { iccid: ICCID, releaseFlag: false })
    expect(confirmed).toEqual({
      status: 'Executed-Success',
      matchingId: expect.stringMatching(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/),
      eid: EID,
      smdpAddress: 'SMDP.CONTRACT.TEST',
    })
    expect(await post('releaseProfile', { iccid: ICCID })).toEqual({ status: 'Executed-Success' })
    expect(await post('cancelOrder', { iccid: ICCID, finalProfileStatusIndicator: 'Unavailable' })).toEqual({
      status: 'Executed-Success',
    })
    expect(await post('releaseProfile', { iccid: ICCID })).toEqual({ status: 'Failed' })
  })
})

describe('the notification the console accepts', () => {
  // SGP.22 5.3: HandleDownloadProgressInfo | iccid, profileType, timestamp, notificationPointId,
  // notificationPointStatus, eid?, resultData? (plus the ES2+ request header).
  const MANDATORY = ['iccid', 'profileType', 'timestamp', 'notificationPointId', 'notificationPointStatus']
  const OPTIONAL = ['eid', 'resultData']
  const body = {
    header: { functionRequesterIdentifier: 'SMDP.EXAMPLE.COM', functionCallIdentifier: 'n-1' },
    iccid: ICCID,
    profileType: 'Test',
    timestamp: '2026-11-21T12:00:00Z',
    notificationPointId: 3,
    notificationPointStatus: { status: 'Executed-Success' },
  }

  it('has exactly the ES2+ fields and header', () => {
    expect(Object.keys(handleDownloadProgressInfoSchema.shape).sort()).toEqual(
      ['header', ...MANDATORY, ...OPTIONAL].sort(),
    )
    expect(handleDownloadProgressInfoSchema.safeParse(body).success).toBe(true)
    expect(
      handleDownloadProgressInfoSchema.safeParse({ ...body, eid: EID, resultData: 'AAEC' }).success,
    ).toBe(true)
  })

  it('refuses a notification missing any mandatory field, or with an unknown point or status', () => {
    for (const field of ['header', ...MANDATORY]) {
      const { [field]: _left, ...rest } = body as Record<string, unknown>
      expect([field, handleDownloadProgressInfoSchema.safeParse(rest).success]).toEqual([field, false])
    }
    expect(handleDownloadProgressInfoSchema.safeParse({ ...body, notificationPointId: 6 }).success).toBe(
      false,
    )
    const done = { ...body, notificationPointStatus: { status: 'Done' } }
    expect(handleDownloadProgressInfoSchema.safeParse(done).success).toBe(false)
  })

  it('takes every ES2+ execution status at a notification point', () => {
    for (const status of EXECUTION_STATUSES) {
      const notified = { ...body, notificationPointStatus: { status } }
      expect([status, handleDownloadProgressInfoSchema.safeParse(notified).success]).toEqual([status, true])
    }
  })
})
