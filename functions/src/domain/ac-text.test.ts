import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { acText, type Endpoint, endpoints, parseActivationCode } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../test/budget.ts'
import {
  createConfig,
  download,
  generationWorld,
  parseCsv,
  profileRows,
  scratchDir,
  toCsv,
  upload,
  waitForBatch,
  writeScratch,
  zbar,
} from '../../test/generation.ts'
import { eventually } from '../../test/helpers.ts'
import type { ApiApp } from '../api/app.ts'

/**
 * One AC, one text: every place the console hands an AC out shows the same string, `LPA:` and the AC,
 * which is also what its QR codes decode to and what its install links carry.
 */
type Obj = Record<string, unknown>
let app: ApiApp
let token: string
const dir = scratchDir()

beforeAll(async () => {
  ;({ app, token } = await generationWorld({ config: false }))
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function ok(endpoint: Endpoint, body: unknown): Promise<Obj> {
  const answer = await call(app, endpoint, { token, body })
  if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
  return answer.body.obj as Obj
}
const decodeQr = (dataUrl: unknown, name: string) =>
  zbar(writeScratch(dir, name, Buffer.from(String(dataUrl).split(',')[1] ?? '', 'base64')))
const carddata = (link: unknown) => decodeURIComponent(String(link).split('carddata=')[1] ?? '')
const csvAc = async (batchCode: unknown, iccid: string) => {
  const batch = await waitForBatch(app, token, String(batchCode))
  const rows = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
  return rows.find((row) => row.iccid === iccid)?.ac
}

/** A fleet export run in the background. */
const EXPORT_WAIT_MS = 30_000
/** What `handedOut` waits on: the export, then its batch's AC file. */
const HANDED_OUT_WAITS = [EXPORT_WAIT_MS, BATCH_WAIT_MS]

/** Every producer's text of the profile's current AC, by producer. */
async function handedOut(iccid: string, batchCode: unknown, tag: string) {
  const list = await ok(endpoints.fleet.list, { iccid })
  const [listed] = list.list as Obj[]
  const detail = await ok(endpoints.fleet.info, { iccid })
  const profile = detail.profile as Obj
  const { exportId } = await ok(endpoints.fleet.export, { iccid })
  // A filter without a counter runs the export in the background.
  const done = await eventually(async () => {
    const info = await ok(endpoints.fleet.exportInfo, { exportId })
    return info.status === 'COMPLETE' ? info : undefined
  }, EXPORT_WAIT_MS)
  const exported = parseCsv(new TextDecoder().decode(await download(String(done.url))))
  return {
    'AC file of its batch': await csvAc(batchCode, iccid),
    'fleet list': listed?.ac,
    'fleet detail': profile.ac,
    'fleet detail QR code': decodeQr(detail.qr, `${tag}-detail.png`),
    'fleet detail iOS link': carddata(profile.acLink),
    'fleet detail Android link': carddata(profile.acLinkAndroid),
    'fleet export': exported.find((row) => row.iccid === iccid)?.ac,
  }
}

describe('the text of an AC', () => {
  it(
    'is `LPA:` and the AC in every output: results, QR codes, links, AC files, fleet, export, logs',
    async () => {
      const configId = await createConfig(app, token, { maxRedownloads: 1 })
      const [row] = profileRows(1)
      const iccid = row?.iccid ?? ''
      const single = await ok(endpoints.generation.single, { configId, ...row })
      const ac = String(single.ac)
      expect(ac).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9A-Z-]+$/)
      expect(acText(ac)).toBe(ac)
      expect(parseActivationCode(ac)?.matchingId).toBe(ac.split('$')[2])
      expect({
        'single result QR code': decodeQr(single.qr, 'single.png'),
        'single result iOS link': carddata(single.acLink),
        'single result Android link': carddata(single.acLinkAndroid),
        ...(await handedOut(iccid, single.batchCode, 'first')),
      }).toEqual({
        'single result QR code': ac,
        'single result iOS link': ac,
        'single result Android link': ac,
        'AC file of its batch': ac,
        'fleet list': ac,
        'fleet detail': ac,
        'fleet detail QR code': ac,
        'fleet detail iOS link': ac,
        'fleet detail Android link': ac,
        'fleet export': ac,
      })

      const again = await ok(endpoints.generation.regenerate, { iccids: [iccid] })
      const [renewed] = again.results as Obj[]
      const next = String(renewed?.ac)
      expect(next).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9A-Z-]+$/)
      expect(next).not.toBe(ac)
      const logs = await ok(endpoints.log.profile, { iccid, action: 'REGENERATE', pageNum: 1, pageSize: 10 })
      const [logged] = logs.list as Obj[]
      const detail = await ok(endpoints.fleet.info, { iccid })
      const history = (detail.history as Obj[]).find((entry) => entry.action === 'REGENERATE')
      const outputs = {
        ...(await handedOut(iccid, again.batchCode, 'renewed')),
        'Profile log, before': logged?.before,
        'Profile log, after': logged?.after,
        'profile history, before': history?.before,
        'profile history, after': history?.after,
      }
      expect(outputs).toEqual({
        'AC file of its batch': next,
        'fleet list': next,
        'fleet detail': next,
        'fleet detail QR code': next,
        'fleet detail iOS link': next,
        'fleet detail Android link': next,
        'fleet export': next,
        'Profile log, before': ac,
        'Profile log, after': next,
        'profile history, before': ac,
        'profile history, after': next,
      })
    },
    waiting(...HANDED_OUT_WAITS, ...HANDED_OUT_WAITS),
  )

  it(
    'is the same in the AC file of a batch from a file as in the fleet and its QR picture',
    async () => {
      const configId = await createConfig(app, token)
      const [row] = profileRows(1)
      const iccid = row?.iccid ?? ''
      const started = await upload(app, token, { file: toCsv([row ?? {}]), configId })
      const batchCode = started.obj?.batchCode ?? ''
      const batch = await waitForBatch(app, token, batchCode)
      const [line] = parseCsv(new TextDecoder().decode(await download(batch.downloads.csv ?? '')))
      const zip = writeScratch(dir, 'batch.zip', await download(batch.downloads.zip ?? ''))
      execFileSync('unzip', ['-q', '-o', zip, '-d', dir])
      const ac = String(line?.ac)
      expect(ac).toMatch(/^LPA:1\$smdp\.example\.com\$[0-9A-Z-]+$/)
      const { 'AC file of its batch': _same, ...fleet } = await handedOut(iccid, batchCode, 'file')
      expect({ 'QR picture': zbar(path.join(dir, `${iccid}.png`)), ...fleet }).toEqual({
        'QR picture': ac,
        'fleet list': ac,
        'fleet detail': ac,
        'fleet detail QR code': ac,
        'fleet detail iOS link': ac,
        'fleet detail Android link': ac,
        'fleet export': ac,
      })
    },
    waiting(BATCH_WAIT_MS, ...HANDED_OUT_WAITS),
  )
})
