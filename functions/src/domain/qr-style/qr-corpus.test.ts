import { qrStyleInputSchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { CORPUS_LOGOS, CORPUS_TEXTS } from '../../../test/qr-corpus.ts'
import { allowedLogoSizes, QR_DECODERS, readersOfAll } from '../../../test/qr-decoders.ts'
import { styledQrPng } from './qr-styled.ts'

/** Black on white, and a dark blue on cream, taken in turn over the sizes. */
const COLOURS = [
  { foreground: '#000000', background: '#FFFFFF' },
  { foreground: '#1E3A8A', background: '#FEFCE8' },
]

/**
 * Every logo at every size, each read by all three readers, on one of the texts in turn: each logo meets
 * every text at a quarter of the sizes, and each size every text over the logos. Before, every logo at every
 * size with all four texts (588 codes), zbar reading all and jsQR and ZXing in turn: 12-16 CPU s, most of
 * it the JavaScript readers; now 147 codes read by all three. Checked on a broken encoder (tests/README.md,
 * "Sixth pass: the unit phase's CPU"): drawn on the text's own version instead of the larger one the logo
 * needs (`versionForLogo`), 14 of the 147 codes are missed by every reader and this test fails.
 */
describe('QR codes with a logo, as phones read them', () => {
  it('every logo shape, at every size the console allows, with short, typical and long ACs in turn, reads in zbar, jsQR and ZXing', () => {
    const started = performance.now()
    const codes: { shape: string; logoSize: number; label: string; text: string; png: Uint8Array }[] = []
    for (const [l, [shape, logo]] of Object.entries(CORPUS_LOGOS).entries()) {
      for (const [s, logoSize] of allowedLogoSizes().entries()) {
        const style = qrStyleInputSchema.parse({ ...COLOURS[s % COLOURS.length], logoSize })
        const text = CORPUS_TEXTS[(l + s) % CORPUS_TEXTS.length] ?? ''
        const label = `${shape} at ${logoSize}: ${text}`
        codes.push({ shape, logoSize, label, text, png: styledQrPng(text, style, logo) })
      }
    }
    const missed: Record<string, string[]> = Object.fromEntries(
      Object.keys(QR_DECODERS).map((name) => [name, []]),
    )
    for (const [i, read] of readersOfAll(codes).entries()) {
      const code = codes[i]
      if (!code) continue
      for (const name of Object.keys(QR_DECODERS)) if (!read.includes(name)) missed[name]?.push(code.label)
    }
    const counts = Object.entries(missed).map(([name, list]) => `${name} ${list.length}`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`QR logo corpus: ${codes.length} codes in ${seconds} s; missed by ${counts.join(', ')}`)
    expect(codes).toHaveLength(Object.keys(CORPUS_LOGOS).length * allowedLogoSizes().length)
    // Every text is drawn with every logo, and at every size.
    const textsOf = (key: (code: (typeof codes)[number]) => string | number) => {
      const seen = new Map<string | number, Set<string>>()
      for (const code of codes) seen.set(key(code), (seen.get(key(code)) ?? new Set()).add(code.text))
      return [...seen.values()].map((texts) => texts.size)
    }
    expect(new Set(textsOf((code) => code.shape))).toEqual(new Set([CORPUS_TEXTS.length]))
    expect(new Set(textsOf((code) => code.logoSize))).toEqual(new Set([CORPUS_TEXTS.length]))
    expect(missed).toEqual(Object.fromEntries(Object.keys(QR_DECODERS).map((name) => [name, []])))
  }, 600_000)
})
