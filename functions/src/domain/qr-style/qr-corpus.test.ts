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

describe('QR codes with a logo, as phones read them', () => {
  it('every logo shape, at every size the console allows, for short, typical and long ACs, reads in zbar, jsQR and ZXing', () => {
    const missed: Record<string, string[]> = Object.fromEntries(
      Object.keys(QR_DECODERS).map((name) => [name, []]),
    )
    const started = performance.now()
    const codes: { label: string; text: string; png: Uint8Array }[] = []
    for (const [shape, logo] of Object.entries(CORPUS_LOGOS)) {
      for (const [step, logoSize] of allowedLogoSizes().entries()) {
        const style = qrStyleInputSchema.parse({ ...COLOURS[step % COLOURS.length], logoSize })
        for (const text of CORPUS_TEXTS) {
          codes.push({ label: `${shape} at ${logoSize}: ${text}`, text, png: styledQrPng(text, style, logo) })
        }
      }
    }
    // zbar reads the whole corpus in one run; jsQR and ZXing read each code.
    for (const [i, readers] of readersOfAll(codes).entries()) {
      for (const name of Object.keys(QR_DECODERS)) {
        if (!readers.includes(name)) missed[name]?.push(codes[i]?.label ?? '')
      }
    }
    const counts = Object.entries(missed).map(([name, list]) => `${name} ${list.length}`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`QR logo corpus: ${codes.length} codes in ${seconds} s; missed by ${counts.join(', ')}`)
    expect(codes).toHaveLength(
      Object.keys(CORPUS_LOGOS).length * allowedLogoSizes().length * CORPUS_TEXTS.length,
    )
    expect(missed).toEqual(Object.fromEntries(Object.keys(QR_DECODERS).map((name) => [name, []])))
  }, 600_000)
})
