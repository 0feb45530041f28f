import { rmSync } from 'node:fs'
import { qrStyleInputSchema } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, writeScratch, zbar } from '../../../test/generation.ts'
import { CORPUS_LOGOS } from '../../../test/qr-corpus.ts'
import { allowedLogoSizes, readersOf, readersOfAll } from '../../../test/qr-decoders.ts'
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

/** An opaque square logo: the worst case, it hides every module under it. */
function squareLogo() {
  const png = new PNG({ width: 64, height: 64 })
  for (let i = 0; i < 64 * 64; i++) png.data.set([20, 160, 60, 255], i * 4)
  return { width: png.width, height: png.height, data: png.data }
}

/**
 * The shortest and longest ACs a configuration can produce: a short SM-DP+ address with a 13-character
 * matching id (the shortest real SM-DP+s hand out), and the longest address the configuration takes (253
 * characters, lower case, so byte mode) with the longest matching id (64) and the confirmation flag.
 */
const SHORTEST_AC = 'LPA:1$SMDP.IO$ABCDE-FGHIJ-K'
const LONGEST_ADDRESS = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(57), 'com'].join('.')
const LONGEST_AC = `LPA:1$${LONGEST_ADDRESS}$${'Z'.repeat(64)}$$1`

// Each code drawn and read by three decoders, on the CPU and synchronously (a timeout is only a verdict):
// the first test took 17 s in one run with both cores loaded and 68 s in the next, beside the QR corpus.
describe('styled QR codes', { timeout: 300_000 }, () => {
  it('reads with zbar, jsQR and ZXing at every allowed logo size, for the shortest and the longest AC', () => {
    expect(LONGEST_ADDRESS).toHaveLength(253)
    const codes = [SHORTEST_AC, LONGEST_AC].flatMap((text) =>
      allowedLogoSizes().map((logoSize) => {
        const style = qrStyleInputSchema.parse({ foreground: '#000000', logoSize })
        return { text, logoSize, png: styledQrPng(text, style, squareLogo()) }
      }),
    )
    const unread = readersOfAll(codes).flatMap((readers, i) =>
      readers.length < 3
        ? [`${codes[i]?.text.length} characters at ${codes[i]?.logoSize}: read by ${readers}`]
        : [],
    )
    expect(unread).toEqual([])
  })

  it('reads a 43-character AC with the largest logo, which hides too much of its own version', () => {
    const text = 'LPA:1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815'
    const style = qrStyleInputSchema.parse({ foreground: '#000000', logoSize: 0.3 })
    expect(readersOf(styledQrPng(text, style, squareLogo()), text)).toEqual(['zbar', 'jsQR', 'ZXing'])
  })

  it('draws the alignment patterns a large logo covers over it, so zbar still fits the grid to a busy logo', () => {
    const text = 'LPA:1$SMDP.GSMA.COM$04386-AGYFT-A74Y8-3F815'
    const style = qrStyleInputSchema.parse({ foreground: '#000000', logoSize: 0.28 })
    const png = styledQrPng(text, style, CORPUS_LOGOS.busy)
    expect(readersOf(png, text)).toEqual(['zbar', 'jsQR', 'ZXing'])
    // Version 8 has an alignment pattern in its middle: dark centre, light ring, dark ring, light ring.
    const image = PNG.sync.read(png)
    const shade = (modules: number) => {
      const at = (Math.floor(image.height / 2) * image.width + Math.floor(image.width / 2) + modules * 8) * 4
      return [...image.data.subarray(at, at + 3)]
    }
    expect([0, 1, 2, 3].map(shade)).toEqual([
      [0, 0, 0],
      [255, 255, 255],
      [0, 0, 0],
      [255, 255, 255],
    ])
  })

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
      // The logo's disc, beside the middle (an alignment pattern may be drawn over the middle itself).
      const image = PNG.sync.read(png)
      const x = Math.floor(image.width / 2 + image.width * logoSize * 0.3)
      const at = (Math.floor(image.height / 2) * image.width + x) * 4
      expect([...image.data.subarray(at, at + 3)]).toEqual([220, 30, 40])
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
