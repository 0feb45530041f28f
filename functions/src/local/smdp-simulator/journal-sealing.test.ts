import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createDataKey, localDataKey } from '../../adapters/data-key.ts'
import { createSmdpClient, type SmdpClient } from '../../adapters/smdp/index.ts'
import { type SmdpSimulator, startSmdpSimulator } from './server.ts'

const KI = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const OPC = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const ICCID = '8944478600004958824'
const profile = { iccid: ICCID, imsi: '234150000000001', ki: KI, opc: OPC, profileType: 'Default' }

const dirs: string[] = []
const running: { simulator?: SmdpSimulator; client?: SmdpClient } = {}
afterEach(async () => {
  running.client?.close()
  await running.simulator?.stop()
  delete running.simulator
})
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

async function start(dataDir: string, dataKey?: Uint8Array) {
  running.client?.close()
  await running.simulator?.stop()
  const simulator = await startSmdpSimulator({ port: 0, smdpAddress: 'SMDP.TEST.EXAMPLE', dataDir, dataKey })
  const client = createSmdpClient({
    url: simulator.url,
    requesterId: 'sealing-test',
    timeoutMs: 5_000,
    retries: 0,
    maxConnections: 2,
    tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
  })
  Object.assign(running, { simulator, client })
  return { simulator, client }
}

async function freshDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'smdp-seal-test-'))
  dirs.push(dir)
  return dir
}
const journalOf = (dataDir: string) => path.join(dataDir, 'smdp', 'journal.jsonl')
const inClear = /0f1e2d3c4b5a6978|a1b2c3d4e5f60718/i

describe('the simulator journal', () => {
  it('holds Ki and OPc sealed with the data key, and unseals them after a restart', async () => {
    const dataDir = await freshDir()
    const first = await start(dataDir)
    expect(await first.client.loadProfiles([profile])).toEqual({ created: 1, unchanged: 0 })
    await first.client.downloadOrder({ iccid: ICCID })
    await first.simulator.stop()

    const raw = await readFile(journalOf(dataDir), 'utf8')
    expect(raw).not.toMatch(inClear)
    expect(raw).not.toMatch(/"ki"|"opc"/)
    // Sealed with the key the console keeps in the same data folder.
    const line = JSON.parse(raw.split('\n')[0] ?? '') as { profile: { kiSealed: string; opcSealed: string } }
    const key = createDataKey(await localDataKey(dataDir))
    expect(key.decryptText(line.profile.kiSealed)).toBe(KI.toUpperCase())
    expect(key.decryptText(line.profile.opcSealed)).toBe(OPC.toUpperCase())

    // After the restart the simulator still knows the keys: the same import is the same profile, another
    // Ki is a conflict, and the order goes on.
    const second = await start(dataDir)
    expect(await second.client.loadProfiles([profile])).toEqual({ created: 0, unchanged: 1 })
    await expect(second.client.loadProfiles([{ ...profile, ki: 'F'.repeat(32) }])).rejects.toThrow(
      /different data/,
    )
    await expect(second.client.confirmOrder({ iccid: ICCID, releaseFlag: true })).resolves.toMatchObject({
      matchingId: expect.any(String),
    })
    await second.simulator.stop()
    expect(await readFile(journalOf(dataDir), 'utf8')).not.toMatch(inClear)
  })

  it('uses the data key it is given, and refuses to start on a journal sealed with another', async () => {
    const dataDir = await freshDir()
    const given = randomBytes(32)
    const first = await start(dataDir, given)
    await first.client.loadProfiles([profile])
    await first.simulator.stop()
    const raw = await readFile(journalOf(dataDir), 'utf8')
    const line = JSON.parse(raw.split('\n')[0] ?? '') as { profile: { kiSealed: string } }
    expect(createDataKey(given).decryptText(line.profile.kiSealed)).toBe(KI.toUpperCase())

    await expect(start(dataDir, randomBytes(32))).rejects.toThrow(/sealed with another data key/)
  })

  it('seals a journal written before sealing, at the first start', async () => {
    const dataDir = await freshDir()
    await mkdir(path.join(dataDir, 'smdp'), { recursive: true })
    const old = { op: 'import', profile: { ...profile, ki: KI.toUpperCase(), opc: OPC.toUpperCase() }, at: 1 }
    await writeFile(journalOf(dataDir), `${JSON.stringify(old)}\n`, { mode: 0o600 })

    const { client } = await start(dataDir)
    expect(await readFile(journalOf(dataDir), 'utf8')).not.toMatch(inClear)
    expect(await client.loadProfiles([profile])).toEqual({ created: 0, unchanged: 1 })
  })
})
