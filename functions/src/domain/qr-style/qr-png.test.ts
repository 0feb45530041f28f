import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, writeScratch, zbar } from '../../../test/generation.ts'
import { readersOf } from '../../../test/qr-decoders.ts'
import { qrPng } from './qr-png.ts'

const dir = scratchDir()
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const decode = (png: Buffer) => zbar(writeScratch(dir, `${crypto.randomUUID()}.png`, png))

describe('qrPng', () => {
  it.each([
    'LPA:1$SMDP.GSMA.COM$04386-AGYFT-A74Y8-3F815$1.3.6.1.4.1.31746',
    'LPA:1$smdp.example.com$ABCDE-12345-FGHIJ-67890$$1',
  ])('renders a PNG that a reader decodes to exactly %s', (text) => {
    const png = qrPng(text)
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect(decode(png)).toBe(text)
  })

  it('renders error correction H for logos, still decodable', () => {
    const text = 'LPA:1$smdp.example.com$ABCDE-12345-FGHIJ-67890'
    expect(decode(qrPng(text, { errorCorrection: 'H' }))).toBe(text)
  })

  it.each([
    ['M', 'LPA:1$SMDP.GSMA.COM$UJ8D3-D4PE1-M1ZPN-63BZQ'],
    ['M', 'LPA:1$SMDP.GSMA.COM$3WKCC-07TB1-YY20M-C6638'],
    ['M', 'LPA:1$SMDP.GSMA.COM$HB1MC-MU0CY-MMCVR-9EHY8'],
    ['H', 'LPA:1$SMDP.GSMA.COM$8L2VV-EAV4C-B8HLK-Q1MJD'],
    ['H', 'LPA:1$SMDP.GSMA.COM$B4RUX-2UPTG-KGFMR-GF7QG'],
  ] as const)(
    'draws with a mask that leaves no finder lookalike, so ZXing reads it too (level %s, %s)',
    (errorCorrection, text) => {
      // The standard's own choice of mask drew a lookalike in each, and ZXing took it for a finder.
      expect(readersOf(qrPng(text, { errorCorrection }), text)).toEqual(['zbar', 'jsQR', 'ZXing'])
    },
  )
})
