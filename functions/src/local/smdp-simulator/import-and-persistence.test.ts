import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { ErrorCode } from '@simlessly/shared/errors'
import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createSmdpClient, type ImportableProfile, type SmdpClient } from '../../adapters/smdp/index.ts'
import { openProfileStore } from './profile-store.ts'
import { type SmdpSimulator, startSmdpSimulator } from './server.ts'

const dirs: string[] = []
const running: { simulator?: SmdpSimulator; client?: SmdpClient } = {}
afterEach(async () => {
  running.client?.close()
  await running.simulator?.stop()
})
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

async function freshDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'smdp-sim-test-'))
  dirs.push(dir)
  return dir
}

async function start(dataDir?: string) {
  running.client?.close()
  await running.simulator?.stop()
  const simulator = await startSmdpSimulator({ port: 0, smdpAddress: 'SMDP.TEST.EXAMPLE', dataDir })
  const client = createSmdpClient({
    url: simulator.url,
    requesterId: 'persistence-test',
    timeoutMs: 5_000,
    retries: 0,
    maxConnections: 4,
    tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
  })
  Object.assign(running, { simulator, client })
  return { simulator, client }
}

const profile = (iccid: string, ki = '000102030405060708090a0b0c0d0e0f'): ImportableProfile => ({
  iccid,
  imsi: '234150000000001',
  ki,
  opc: 'FFEEDDCCBBAA99887766554433221100',
  profileType: 'Default',
})
const A = '8944478600004958824'
const B = '89860468152080349618'
const C = withLuhn('894447860000495883')

async function stateOf(simulator: SmdpSimulator, iccid: string) {
  const response = await fetch(`${simulator.url}/simulator/v1/profiles/${iccid}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the vendor import', () => {
  it('is idempotent per ICCID and all or nothing on a conflict, and never shows Ki or OPc', async () => {
    const { simulator, client } = await start()
    expect(await client.loadProfiles([profile(A)])).toEqual({ created: 1, unchanged: 0 })
    // The same data again, with the hex in another case, is the same profile.
    expect(await client.loadProfiles([profile(A, '000102030405060708090A0B0C0D0E0F'), profile(B)])).toEqual({
      created: 1,
      unchanged: 1,
    })
    const conflict = client.loadProfiles([profile(C), profile(A, 'F'.repeat(32))])
    await expect(conflict).rejects.toMatchObject({
      code: ErrorCode.SMDP_IMPORT_CONFLICT,
      message: `The SM-DP+ already holds different data for ICCID ${A}`,
    })
    expect((await stateOf(simulator, C)).status).toBe(404)
    const shown = await stateOf(simulator, A)
    expect(shown.body).toMatchObject({ iccid: A, state: 'available', profileType: 'Default' })
    expect(JSON.stringify(shown.body)).not.toMatch(/0102030405|FFEEDDCC|"ki"|"opc"/i)
  })

  it('refuses invalid profile data with a message that does not echo it', async () => {
    const { client } = await start()
    const bad = { ...profile(A), ki: 'secret-not-hex' }
    const error = await client.loadProfiles([bad]).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: ErrorCode.SMDP_REFUSED,
      message: expect.stringMatching(/profiles\.0\.ki/),
    })
    expect(String((error as Error).message)).not.toContain('secret-not-hex')
  })
})

describe('persistence', () => {
  it('keeps states, EIDs and matching ids across a restart on the same folder', async () => {
    const dataDir = await freshDir()
    const first = await start(dataDir)
    await first.client.loadProfiles([profile(A), profile(B)])
    await first.client.downloadOrder({ iccid: A, eid: '89882119900000000000000000001654' })
    const { matchingId } = await first.client.confirmOrder({ iccid: A, releaseFlag: true })
    await first.client.downloadOrder({ iccid: B })
    await first.client.confirmOrder({ iccid: B, releaseFlag: true, matchingId: 'USED-ONCE' })
    await first.client.cancelOrder({ iccid: B, finalProfileStatusIndicator: 'Available' })

    const second = await start(dataDir)
    expect((await stateOf(second.simulator, A)).body).toMatchObject({
      state: 'released',
      eid: '89882119900000000000000000001654',
      matchingId,
    })
    expect((await stateOf(second.simulator, B)).body).toMatchObject({ state: 'available', matchingId: null })
    await second.client.downloadOrder({ iccid: B })
    // A matching id once handed out stays retired after the restart too.
    await expect(
      second.client.confirmOrder({ iccid: B, releaseFlag: true, matchingId: 'USED-ONCE' }),
    ).rejects.toMatchObject({
      code: ErrorCode.SMDP_MATCHING_ID_IN_USE,
    })
    expect(await second.client.loadProfiles([profile(A)])).toEqual({ created: 0, unchanged: 1 })
  })

  it('survives a write cut short by a crash, and refuses a journal damaged in the middle', async () => {
    const dataDir = await freshDir()
    const first = await start(dataDir)
    await first.client.loadProfiles([profile(A)])
    await first.client.downloadOrder({ iccid: A })
    await first.simulator.stop()
    const journal = path.join(dataDir, 'smdp', 'journal.jsonl')
    await appendFile(journal, '{"op":"order","iccid":"89444786')

    const second = await start(dataDir)
    expect((await stateOf(second.simulator, A)).body).toMatchObject({ state: 'allocated' })
    await second.client.confirmOrder({ iccid: A, releaseFlag: true })
    await second.simulator.stop()
    const lines = (await readFile(journal, 'utf8')).split('\n')
    expect(lines.at(-1)).toBe('')
    for (const line of lines.slice(0, -1)) expect(() => JSON.parse(line)).not.toThrow()

    await appendFile(journal, 'garbage\n{"op":"retired","matchingIds":[]}\n')
    await expect(start(dataDir)).rejects.toThrow(/journal .* is damaged at line 4/)
    running.simulator = undefined
  })

  it('compacts a long journal on open without losing anything', async () => {
    const dataDir = await freshDir()
    const store = await openProfileStore({ dataDir })
    store.importProfiles([{ ...profile(A), ki: '0'.repeat(32), opc: '1'.repeat(32), maxDownloadAttempts: 3 }])
    for (let i = 0; i < 700; i += 1) {
      store.setOrder(A, { state: 'released', matchingId: `ID-${i}` })
      store.setOrder(A, { state: 'available' })
    }
    store.setOrder(A, {
      state: 'linked',
      eid: '89882119900000000000000000001654',
      matchingId: 'LAST',
      downloadAttempts: 2,
    })
    await store.persisted()
    await store.close()

    const reopened = await openProfileStore({ dataDir })
    expect(reopened.get(A)).toMatchObject({
      state: 'linked',
      matchingId: 'LAST',
      ki: '0'.repeat(32),
      maxDownloadAttempts: 3,
      downloadAttempts: 2,
    })
    expect(reopened.isMatchingIdTaken('ID-0') && reopened.isMatchingIdTaken('ID-699')).toBe(true)
    await reopened.close()
    const lines = (await readFile(path.join(dataDir, 'smdp', 'journal.jsonl'), 'utf8')).trim().split('\n')
    expect(lines.length).toBeLessThan(10)
  })
})
