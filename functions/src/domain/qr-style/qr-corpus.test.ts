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
 * The JavaScript readers cost most of this test (drawing 588 codes took 3.6 CPU s, jsQR 5.8, ZXing 7.2,
 * zbar's one run about 2): zbar reads every code, and jsQR and ZXing take the codes in turn, so that each
 * reads every logo at every size (two of its four texts) and every text at every other size.
 */
const JS_READERS = ['jsQR', 'ZXing']

describe('QR codes with a logo, as phones read them', () => {
  it('every logo shape, at every size the console allows, for short, typical and long ACs, reads in zbar and in jsQR or ZXing in turn', () => {
    const started = performance.now()
    const codes: { label: string; text: string; png: Uint8Array; readers: string[]; pair: string }[] = []
    for (const [l, [shape, logo]] of Object.entries(CORPUS_LOGOS).entries()) {
      for (const [s, logoSize] of allowedLogoSizes().entries()) {
        const style = qrStyleInputSchema.parse({ ...COLOURS[s % COLOURS.length], logoSize })
        for (const [t, text] of CORPUS_TEXTS.entries()) {
          const label = `${shape} at ${logoSize}: ${text}`
          const readers = ['zbar', JS_READERS[(l + s + t) % JS_READERS.length] ?? '']
          const png = styledQrPng(text, style, logo)
          codes.push({ label, text, png, readers, pair: `${shape} at ${logoSize}` })
        }
      }
    }
    const missed: Record<string, string[]> = Object.fromEntries(
      Object.keys(QR_DECODERS).map((name) => [name, []]),
    )
    // Which readers read each logo at each size, to show the turns leave none out.
    const readersByPair = new Map<string, Set<string>>()
    for (const [i, read] of readersOfAll(codes).entries()) {
      const code = codes[i]
      if (!code) continue
      for (const name of code.readers) if (!read.includes(name)) missed[name]?.push(code.label)
      const seen = readersByPair.get(code.pair) ?? new Set()
      for (const name of code.readers) seen.add(name)
      readersByPair.set(code.pair, seen)
    }
    const counts = Object.entries(missed).map(([name, list]) => `${name} ${list.length}`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`QR logo corpus: ${codes.length} codes in ${seconds} s; missed by ${counts.join(', ')}`)
    expect(codes).toHaveLength(
      Object.keys(CORPUS_LOGOS).length * allowedLogoSizes().length * CORPUS_TEXTS.length,
    )
    expect([...readersByPair.values()].filter((seen) => seen.size < 3)).toEqual([])
    expect(readersByPair.size).toBe(Object.keys(CORPUS_LOGOS).length * allowedLogoSizes().length)
    expect(missed).toEqual(Object.fromEntries(Object.keys(QR_DECODERS).map((name) => [name, []])))
  }, 600_000)
})
