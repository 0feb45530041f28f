import zlib, { deflateSync } from 'node:zlib'
import QRCode from 'qrcode'
import { type Cover, codeWithoutLookalikes } from './qr-mask.ts'

/**
 * QR codes as small 1-bit PNGs, encoded here rather than through a general image library: the pipeline
 * renders tens of thousands per batch, and a 1-bit image of the module grid compresses in well under a
 * millisecond. Error correction M by default (H when a logo covers part of the code).
 */
export type QrOptions = {
  scale?: number
  margin?: number
  errorCorrection?: 'L' | 'M' | 'Q' | 'H'
  /** #RRGGBB of the modules and of the background (a two-colour palette; black on white by default). */
  foreground?: string
  background?: string
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** The CRC-32 of `bytes` continued from `from` (the CRC of what came before them). */
function jsCrc32(bytes: Uint8Array, from = 0): number {
  let c = (from ^ 0xffffffff) >>> 0
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
// zlib's own (Node 20.15 and later) where there is one: the same figure, several times faster.
const crc32: (bytes: Uint8Array, from?: number) => number =
  (zlib as { crc32?: (bytes: Uint8Array, from?: number) => number }).crc32 ?? jsCrc32

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  out.set(data, 8)
  out.writeUInt32BE(crc32(data, crc32(out.subarray(4, 8))), 8 + data.length)
  return out
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const rgb = (hex: string) => Buffer.from(hex.slice(1), 'hex')

/** A PNG file around filtered scanlines (`raw`: each row a filter byte, then its pixels). */
export function encodePng(image: {
  side: number
  bitDepth: number
  /** 2 truecolour, 3 palette. */
  colorType: 2 | 3
  palette?: Buffer
  raw: Buffer
}): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(image.side, 0)
  header.writeUInt32BE(image.side, 4)
  header[8] = image.bitDepth
  header[9] = image.colorType
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(image.palette ? [chunk('PLTE', image.palette)] : []),
    chunk('IDAT', deflateSync(image.raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * The code's modules, and the side in pixels with the margin, at `scale` pixels per module. `chooseVersion`
 * may answer a larger version than the text needs (when a logo covers part of the code); `cover` says what
 * covers the code of `count` modules, for the choice of mask (`qr-mask.ts`).
 */
export function qrModules(
  text: string,
  errorCorrection: QrOptions['errorCorrection'],
  scale: number,
  margin: number,
  options: { chooseVersion?: (textVersion: number) => number; cover?: (count: number) => Cover } = {},
) {
  const errorCorrectionLevel = errorCorrection ?? 'M'
  // The mask is chosen once, by `qr-mask.ts` (qrcode's own penalty search would draw the code 8 times
  // more and be overruled whenever it draws a lookalike): the first code is drawn with the first mask.
  const data = segmentsOf(text)
  const first = QRCode.create(data, { errorCorrectionLevel, maskPattern: FIRST_MASK })
  const version = options.chooseVersion?.(first.version) ?? first.version
  const code = codeWithoutLookalikes(
    version === first.version
      ? first
      : QRCode.create(data, { errorCorrectionLevel, version, maskPattern: FIRST_MASK }),
    { scale, margin, cover: options.cover },
  )
  const { modules } = code
  const count = modules.size
  return {
    count,
    side: (count + margin * 2) * scale,
    dark: (mx: number, my: number) =>
      mx >= 0 && my >= 0 && mx < count && my < count && Boolean(modules.get(my, mx)),
  }
}

const FIRST_MASK = 0 as QRCode.QRCodeMaskPattern
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/

/**
 * An AC (upper case, `LPA:1$...`) is one alphanumeric segment, given as such so qrcode skips its search
 * for the shortest mix of segments; any other text is left to that search.
 */
export const segmentsOf = (text: string): string | QRCode.QRCodeSegment[] =>
  ALPHANUMERIC.test(text) ? [{ data: text, mode: 'alphanumeric' }] : text

export function qrPng(text: string, options: QrOptions = {}): Buffer {
  const {
    scale = 8,
    margin = 4,
    errorCorrection = 'M',
    foreground = '#000000',
    background = '#FFFFFF',
  } = options
  const { count, side, dark } = qrModules(text, errorCorrection, scale, margin)
  const rowBytes = Math.ceil(side / 8)
  const stride = rowBytes + 1
  const raw = Buffer.alloc(stride * side, 0)
  // Each module row is `scale` identical scanlines: draw one (filter byte 0, then one bit per pixel:
  // palette index 1 is the background, 0 the modules), a module at a time, and copy it down.
  for (let my = -margin; my < count + margin; my++) {
    const row = (my + margin) * scale * stride + 1
    for (let mx = -margin; mx < count + margin; mx++) {
      if (dark(mx, my)) continue
      for (let x = (mx + margin) * scale, end = x + scale; x < end; x++) {
        raw[row + (x >> 3)] = (raw[row + (x >> 3)] ?? 0) | (0x80 >> (x & 7))
      }
    }
    for (let line = 1; line < scale; line++) raw.copy(raw, row - 1 + line * stride, row - 1, row - 1 + stride)
  }
  const palette = Buffer.concat([rgb(foreground), rgb(background)])
  return encodePng({ side, bitDepth: 1, colorType: 3, palette, raw })
}
