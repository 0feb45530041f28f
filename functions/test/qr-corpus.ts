import { PNG } from 'pngjs'
import type { LogoImage } from '../src/domain/qr-style/qr-styled.ts'

/**
 * A corpus of logos and activation codes for QR tests: the logo shapes enterprises upload (an opaque
 * square, a disc on transparent corners, a busy photo-like image, a black one, a white one, a wide
 * wordmark, a dark ring) and ACs of different lengths, so a test can check every combination at every
 * allowed logo size with every reader.
 */
type Rgba = [number, number, number, number]

function logo(width: number, height: number, pixel: (x: number, y: number) => Rgba): LogoImage {
  const png = new PNG({ width, height })
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set(pixel(x, y), (y * width + x) * 4)
  }
  return { width, height, data: png.data }
}

/** A small deterministic generator, so the busy logo is the same image in every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const TRANSPARENT: Rgba = [0, 0, 0, 0]
const inDisc = (x: number, y: number, centre: number, radius: number) =>
  (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 < radius ** 2

export const CORPUS_LOGOS: Record<string, LogoImage> = {
  'opaque square': logo(64, 64, () => [20, 160, 60, 255]),
  'disc, transparent corners': logo(160, 160, (x, y) =>
    inDisc(x, y, 80, 80) ? [220, 30, 40, 255] : TRANSPARENT,
  ),
  busy: (() => {
    const random = seeded(7)
    return logo(96, 96, () => [random() * 256, random() * 256, random() * 256, 255].map(Math.floor) as Rgba)
  })(),
  black: logo(80, 80, () => [0, 0, 0, 255]),
  white: logo(80, 80, () => [255, 255, 255, 255]),
  'wide wordmark': logo(240, 80, (x, y) =>
    (Math.floor(x / 12) + Math.floor(y / 20)) % 2 === 0 ? [10, 10, 10, 255] : TRANSPARENT,
  ),
  'dark ring': logo(120, 120, (x, y) =>
    inDisc(x, y, 60, 60) && !inDisc(x, y, 60, 38) ? [30, 30, 90, 255] : TRANSPARENT,
  ),
}

/** ACs as the console hands them out: short, typical, the bare form, and long with an OID and the flag. */
export const CORPUS_TEXTS = [
  'LPA:1$SMDP.IO$ABCDE-FGHIJ-K',
  '1$SMDP.GSMA.COM$04386-AGYFT-A74Y8-3F815',
  'LPA:1$SMDP.GSMA.COM$04386-AGYFT-A74Y8-3F815',
  'LPA:1$RSP.EXAMPLE-OPERATOR.COM$Q9F3K-7ZP2M-LX4TB-88WQA-C2D1E$1.3.6.1.4.1.31746$1',
]
