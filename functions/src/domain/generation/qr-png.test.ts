import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, writeScratch, zbar } from '../../../test/generation.ts'
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

  it('is fast enough for ten thousand codes per batch', () => {
    const started = performance.now()
    for (let i = 0; i < 200; i++)
      qrPng(`LPA:1$smdp.example.com$ABCDE-12345-FGHIJ-${String(i).padStart(5, '0')}`)
    const perCode = (performance.now() - started) / 200
    expect(perCode).toBeLessThan(5)
  })
})
