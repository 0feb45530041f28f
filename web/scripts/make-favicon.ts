/**
 * Writes web/public/favicon.ico: a SIM card on the default theme colour, as PNG images (16, 32 and 48 px)
 * inside an ICO container. Run with `npm run favicon -w web`; the generated file is committed.
 */
import { writeFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import { DEFAULT_THEME } from '@simlessly/shared/constants'

type Rgba = [number, number, number, number]

const SIZES = [16, 32, 48]
const SAMPLES = 4
const THEME = hexToRgba(DEFAULT_THEME)
const WHITE: Rgba = [255, 255, 255, 255]
const CLEAR: Rgba = [0, 0, 0, 0]

function hexToRgba(hex: string): Rgba {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255]
}

function inRoundedRect(x: number, y: number, x0: number, y0: number, x1: number, y1: number, r: number) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false
  const cx = Math.min(Math.max(x, x0 + r), x1 - r)
  const cy = Math.min(Math.max(y, y0 + r), y1 - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
}

/** The colour of one point of the unit square, painted back to front. */
function colourAt(x: number, y: number): Rgba {
  const inChip = inRoundedRect(x, y, 0.38, 0.46, 0.62, 0.7, 0.04)
  // The card's top-right corner is cut along the diagonal from (0.58, 0.18) to (0.72, 0.32).
  const inCard = inRoundedRect(x, y, 0.28, 0.18, 0.72, 0.82, 0.04) && x - 0.58 <= y - 0.18
  if (inChip) return THEME
  if (inCard) return WHITE
  return inRoundedRect(x, y, 0, 0, 1, 1, 0.22) ? THEME : CLEAR
}

/** Supersampled RGBA pixels, premultiplied while averaging so that edges blend cleanly. */
function render(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [sr, sg, sb, sa] = [0, 0, 0, 0]
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const [r, g, b, a] = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
          )
          sr += r * a
          sg += g * a
          sb += b * a
          sa += a
        }
      }
      const offset = (py * size + px) * 4
      pixels[offset] = sa ? Math.round(sr / sa) : 0
      pixels[offset + 1] = sa ? Math.round(sg / sa) : 0
      pixels[offset + 2] = sa ? Math.round(sb / sa) : 0
      pixels[offset + 3] = Math.round(sa / (SAMPLES * SAMPLES))
    }
  }
  return pixels
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function encodePng(size: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    // Each scanline starts with filter type 0 (none).
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const dir = Buffer.alloc(6 + images.length * 16)
  dir.writeUInt16LE(0, 0)
  dir.writeUInt16LE(1, 2) // type 1: icon
  dir.writeUInt16LE(images.length, 4)
  let offset = dir.length
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16
    dir.writeUInt8(size % 256, entry) // 0 means 256
    dir.writeUInt8(size % 256, entry + 1)
    dir.writeUInt16LE(1, entry + 4) // colour planes
    dir.writeUInt16LE(32, entry + 6) // bits per pixel
    dir.writeUInt32LE(png.length, entry + 8)
    dir.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([dir, ...images.map((image) => image.png)])
}

const target = new URL('../public/favicon.ico', import.meta.url)
const ico = encodeIco(SIZES.map((size) => ({ size, png: encodePng(size, render(size)) })))
writeFileSync(target, ico)
console.log(`wrote ${target.pathname} (${ico.length} bytes)`)
