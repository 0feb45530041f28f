import type { QrStyle } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { qrPng } from './qr-png.ts'

/**
 * QR codes in an enterprise's style. Without a logo they stay on the fast two-colour path; with one the
 * code is drawn at error correction H (30% of it may be covered), the logo scaled into the middle on a
 * background-coloured pad, and written as an RGBA PNG.
 */
export type LogoImage = { width: number; height: number; data: Buffer }

export function decodeLogo(dataUrl: string): LogoImage {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
  return { width: png.width, height: png.height, data: png.data }
}

export function styledQrPng(text: string, style: QrStyle, logo?: LogoImage): Buffer {
  const colours = { foreground: style.foreground, background: style.background }
  if (!logo) return qrPng(text, colours)
  const base = PNG.sync.read(qrPng(text, { ...colours, errorCorrection: 'H' }))
  const image = new PNG({ width: base.width, height: base.height })
  base.data.copy(image.data)
  const side = Math.round(base.width * style.logoSize)
  const pad = Math.round(side * 0.08)
  const origin = Math.round((base.width - side) / 2)
  const bg = Buffer.from(style.background.slice(1), 'hex')
  for (let y = origin - pad; y < origin + side + pad; y++) {
    for (let x = origin - pad; x < origin + side + pad; x++)
      setPixel(image, x, y, [bg[0] ?? 255, bg[1] ?? 255, bg[2] ?? 255, 255])
  }
  const scale = Math.max(logo.width, logo.height) / side
  const offsetX = Math.round((side - logo.width / scale) / 2)
  const offsetY = Math.round((side - logo.height / scale) / 2)
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const sx = Math.floor((x - offsetX) * scale)
      const sy = Math.floor((y - offsetY) * scale)
      if (sx < 0 || sy < 0 || sx >= logo.width || sy >= logo.height) continue
      const i = (sy * logo.width + sx) * 4
      blend(image, origin + x, origin + y, logo.data.subarray(i, i + 4))
    }
  }
  return PNG.sync.write(image)
}

function setPixel(image: PNG, x: number, y: number, rgba: number[]) {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height) return
  image.data.set(rgba, (y * image.width + x) * 4)
}

/** Source-over blending of a logo pixel onto the code (logos usually have transparent edges). */
function blend(image: PNG, x: number, y: number, src: Uint8Array) {
  const i = (y * image.width + x) * 4
  const alpha = (src[3] ?? 255) / 255
  for (let c = 0; c < 3; c++) {
    image.data[i + c] = Math.round((src[c] ?? 0) * alpha + (image.data[i + c] ?? 0) * (1 - alpha))
  }
  image.data[i + 3] = 255
}
