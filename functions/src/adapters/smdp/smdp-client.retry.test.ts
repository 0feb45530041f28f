import { ErrorCode } from '@simlessly/shared/errors'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmdpClient, type SmdpClient } from './index.ts'
import { es2Answer, type Reply, startRecordingServer } from './recording-server.ts'

const ICCID = '8944478600004958824'
const noTls = { certFile: undefined, keyFile: undefined, caFile: undefined }
const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function clientFor(script: Reply[], options: { retries?: number; timeoutMs?: number } = {}) {
  const server = await startRecordingServer(script)
  const warnings: unknown[][] = []
  const client: SmdpClient = createSmdpClient({
    url: server.url,
    requesterId: 'retry-test',
    timeoutMs: options.timeoutMs ?? 2_000,
    retries: options.retries ?? 3,
    maxConnections: 2,
    tls: noTls,
    backoff: { baseDelayMs: 5, maxDelayMs: 20 },
    logger: { warn: (...args: unknown[]) => void warnings.push(args), debug: () => {} },
  })
  cleanup.push(
    () => server.close(),
    () => client.close(),
  )
  return { server, client, warnings }
}

function callIds(requests: { body: unknown }[]) {
  return requests.map(
    (r) => (r.body as { header: { functionCallIdentifier: string } }).header.functionCallIdentifier,
  )
}

describe('retries', () => {
  it('retries a 503 twice, then takes the answer, with one function call id throughout', async () => {
    const { server, client, warnings } = await clientFor([
      { status: 503, raw: 'busy' },
      { status: 503, raw: 'busy' },
      es2Answer('Executed-Success', { iccid: ICCID }),
    ])
    expect(await client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    expect(server.requests).toHaveLength(3)
    expect(new Set(callIds(server.requests)).size).toBe(1)
    expect(warnings.map((w) => w[0])).toEqual([
      'SM-DP+ call failed; retrying',
      'SM-DP+ call failed; retrying',
    ])
  })

  it('retries a connection that breaks before the answer', async () => {
    const { server, client } = await clientFor(['reset', es2Answer('Executed-Success')])
    await client.releaseProfile({ iccid: ICCID })
    expect(server.requests).toHaveLength(2)
  })

  it('never retries a Failed answer', async () => {
    const { server, client } = await clientFor([
      es2Answer('Failed', {}, { subjectCode: '8.2.1', reasonCode: '3.5', message: 'wrong state' }),
      es2Answer('Executed-Success', { matchingId: 'NEVER' }),
    ])
    await expect(client.confirmOrder({ iccid: ICCID, releaseFlag: true })).rejects.toMatchObject({
      name: 'SmdpError',
      code: ErrorCode.SMDP_PROFILE_WRONG_STATE,
      statusCodeData: { subjectCode: '8.2.1', reasonCode: '3.5' },
    })
    expect(server.requests).toHaveLength(1)
  })

  it('never retries a 4xx either', async () => {
    const { server, client } = await clientFor([{ status: 400, raw: '{}' }, es2Answer('Executed-Success')])
    await expect(client.releaseProfile({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_BAD_ANSWER,
    })
    expect(server.requests).toHaveLength(1)
  })

  it('gives up after the configured retries with a clear "unreachable" error', async () => {
    const { server, client } = await clientFor([{ status: 502, raw: 'bad gateway' }], { retries: 2 })
    await expect(client.releaseProfile({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_UNREACHABLE,
      httpStatus: 502,
      message: 'The SM-DP+ could not answer releaseProfile; try again in a minute (HTTP 502)',
    })
    expect(server.requests).toHaveLength(3)
  })

  it('reads a Failed answer that comes with a 5xx once the retries are spent', async () => {
    const failed = es2Answer('Failed', {}, { subjectCode: '1.2', reasonCode: '4.2' })
    const { server, client } = await clientFor([{ ...failed, status: 500 }], { retries: 1 })
    await expect(client.releaseProfile({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_REFUSED,
    })
    expect(server.requests).toHaveLength(2)
  })
})

describe('timeouts', () => {
  it('abandons an attempt after timeoutMs and retries it, then reports the SM-DP+ unreachable', async () => {
    const { server, client } = await clientFor(['hang'], { retries: 1, timeoutMs: 150 })
    const started = performance.now()
    const error = await client.downloadOrder({ iccid: ICCID }).catch((e: unknown) => e)
    const elapsed = performance.now() - started
    expect(error).toMatchObject({
      code: ErrorCode.SMDP_UNREACHABLE,
      message: expect.stringMatching(/150 ms/),
    })
    expect(server.requests).toHaveLength(2)
    expect(elapsed).toBeGreaterThanOrEqual(290)
    // Far below the hang (which never ends); loose enough for a loaded machine.
    expect(elapsed).toBeLessThan(10_000)
  })

  it('takes a late answer on the retry after a timed-out attempt', async () => {
    const { server, client } = await clientFor(['hang', es2Answer('Executed-Success', { iccid: ICCID })], {
      timeoutMs: 150,
    })
    expect(await client.downloadOrder({ iccid: ICCID })).toEqual({ iccid: ICCID })
    expect(server.requests).toHaveLength(2)
  })
})

describe('without an SM-DP+', () => {
  it('says that none is configured, and refuses oversized imports before any call', async () => {
    const client = createSmdpClient({
      url: undefined,
      requesterId: 'x',
      timeoutMs: 1_000,
      retries: 0,
      maxConnections: 1,
      tls: noTls,
    })
    await expect(client.releaseProfile({ iccid: ICCID })).rejects.toMatchObject({
      code: ErrorCode.SMDP_NOT_CONFIGURED,
    })
    const many = Array.from({ length: 1_001 }, () => ({
      iccid: ICCID,
      imsi: '1',
      ki: '',
      opc: '',
      profileType: '',
    }))
    await expect(client.loadProfiles(many)).rejects.toThrow(/at most 1000 profiles/)
    client.close()
  })
})
