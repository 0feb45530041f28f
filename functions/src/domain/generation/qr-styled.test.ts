import { rmSync } from 'node:fs'
import { qrStyleInputSchema } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, writeScratch, zbar } from '../../../test/generation.ts'
import { decodeLogo, styledQrPng } from './qr-styled.ts'

const dir = scratchDir()
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const TEXT = 'LPA:1$smdp.example.com$ABCDE-12345-FGHIJ-67890'

const decode = (png: Buffer) => zbar(writeScratch(dir, `${crypto.randomUUID()}.png`, png))

/** A 120 px logo: an opaque red disc on a transparent square. */
function logoDataUrl(): string {
  const png = new PNG({ width: 120, height: 120 })
  for (let y = 0; y < 120; y++) {
    for (let x = 0; x < 120; x++) {
      const inside = (x - 60) ** 2 + (y - 60) ** 2 < 55 ** 2
      png.data.set(inside ? [220, 30, 40, 255] : [0, 0, 0, 0], (y * 120 + x) * 4)
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`
}

describe('styled QR codes', () => {
  it('draws the colours and still decodes', () => {
    const style = qrStyleInputSchema.parse({ foreground: '#1e3a8a', background: '#fefce8' })
    expect(decode(styledQrPng(TEXT, style))).toBe(TEXT)
  })

  it.each([0.1, 0.2, 0.3])(
    'decodes with a logo covering %s of its width (error correction H)',
    (logoSize) => {
      const style = qrStyleInputSchema.parse({ foreground: '#000000', logo: logoDataUrl(), logoSize })
      const png = styledQrPng(TEXT, style, decodeLogo(style.logo ?? ''))
      expect(decode(png)).toBe(TEXT)
      const image = PNG.sync.read(png)
      const centre = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2)) * 4
      expect([...image.data.subarray(centre, centre + 3)]).toEqual([220, 30, 40])
    },
  )

  it('refuses colours a reader could not see and logos that hide too much', () => {
    expect(qrStyleInputSchema.safeParse({ foreground: '#DDDDDD' }).error?.issues[0]?.message).toMatch(
      /more contrast/,
    )
    expect(qrStyleInputSchema.safeParse({ foreground: '#FFFFFF', background: '#000000' }).success).toBe(false)
    expect(
      qrStyleInputSchema.safeParse({ foreground: '#000000', logoSize: 0.4 }).error?.issues[0]?.message,
    ).toMatch(/Up to 30%/)
  })
})
