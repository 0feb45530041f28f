import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { endpoints } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import {
  createConfig,
  download,
  profileRows,
  scratchDir,
  toCsv,
  upload,
  waitForBatch,
  writeScratch,
  zbar,
} from '../../../test/generation.ts'
import { fileContext } from '../../../test/helpers.ts'
import type { AppContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
let token: string
const dir = scratchDir()

beforeAll(async () => {
  ctx = fileContext()
  app = createApp(ctx)
  const user = await createActiveUser(ctx)
  token = await signIn(app, user)
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

function logo(): string {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i++) png.data.set([20, 160, 60, 255], i * 4)
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`
}

describe('QR code beautifier', () => {
  it('starts on the default, which cannot be edited, and refuses an unsaved custom style', async () => {
    const settings = await call(app, endpoints.qrStyle.settings, { token })
    expect(settings.body.obj).toMatchObject({
      active: 'DEFAULT',
      custom: null,
      default: { foreground: '#000000' },
    })
    const activate = await call(app, endpoints.qrStyle.activate, { token, body: { active: 'CUSTOM' } })
    expect(activate.body.msg).toMatch(/Save a style of your own/)
  })

  it(
    'previews and saves a style, and the PICTURE outputs of a batch use it and decode',
    async () => {
      const style = { foreground: '#1E3A8A', background: '#FFFFFF', logo: logo(), logoSize: 0.25 }
      const preview = await call(app, endpoints.qrStyle.preview, { token, body: style })
      const image = (preview.body.obj as { image: string }).image
      expect(zbar(writeScratch(dir, 'preview.png', Buffer.from(image.split(',')[1] ?? '', 'base64')))).toBe(
        'LPA:1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815',
      )
      const saved = await call(app, endpoints.qrStyle.save, { token, body: style })
      expect(saved.body.obj).toMatchObject({
        active: 'CUSTOM',
        custom: { foreground: '#1E3A8A', logoSize: 0.25 },
      })

      const configId = await createConfig(app, token)
      const started = await upload(app, token, { file: toCsv(profileRows(3)), configId, formats: 'PICTURE' })
      const batch = await waitForBatch(app, token, started.obj?.batchCode ?? '')
      const zip = writeScratch(dir, 'styled.zip', await download(batch.downloads.zip ?? ''))
      const pictures = path.join(dir, 'styled')
      execFileSync('unzip', ['-q', '-o', zip, '-d', pictures])
      for (const file of readdirSync(pictures)) {
        expect(zbar(path.join(pictures, file))).toMatch(/^LPA:1\$smdp\.example\.com\$/)
        const png = PNG.sync.read(readFileSync(path.join(pictures, file)))
        const centre = (Math.floor(png.height / 2) * png.width + Math.floor(png.width / 2)) * 4
        expect([...png.data.subarray(centre, centre + 3)]).toEqual([20, 160, 60])
      }
    },
    waiting(BATCH_WAIT_MS),
  )

  it('reports a style a reader could not decode', async () => {
    const answer = await call(app, endpoints.qrStyle.save, { token, body: { foreground: '#EEEEEE' } })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toMatch(/more contrast/)
  })
})
