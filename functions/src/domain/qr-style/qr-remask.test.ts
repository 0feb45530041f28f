import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { remasked } from './qr-remask.ts'

const TEXTS = [
  'LPA:1$SMDP.EXAMPLE.COM$04386-AGYFT-A74Y8-3F815',
  'LPA:1$smdp.example.com$ABCDE-12345-FGHIJ-67890$$1',
  'LPA:1$SMDP.GSMA.COM$UJ8D3-D4PE1-M1ZPN-63BZQ$1.3.6.1.4.1.31746',
  `LPA:1$${'A'.repeat(120)}$X`,
]

describe('remasked', () => {
  it.each(['L', 'M', 'Q', 'H'] as const)(
    'draws exactly what QRCode.create draws with that mask (level %s)',
    (level) => {
      for (const text of TEXTS) {
        const first = QRCode.create(text, { errorCorrectionLevel: level, maskPattern: 0 })
        for (let mask = 1; mask < 8; mask++) {
          const maskPattern = mask as QRCode.QRCodeMaskPattern
          const drawn = QRCode.create(text, {
            errorCorrectionLevel: level,
            version: first.version,
            maskPattern,
          })
          const other = remasked(first, maskPattern)
          expect(other.maskPattern).toBe(mask)
          expect(
            Buffer.from(other.modules.data).equals(Buffer.from(drawn.modules.data)),
            `${text} ${mask}`,
          ).toBe(true)
          expect(other.modules.get(3, 3)).toBe(drawn.modules.get(3, 3))
        }
      }
    },
  )
})
