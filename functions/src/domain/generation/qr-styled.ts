import type { QrStyle } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { LOGO_ERROR_CORRECTION, logoBox, MARGIN, SCALE, versionForLogo } from './qr-logo-fit.ts'
import { encodePng, qrModules, qrPng, rgb } from './qr-png.ts'

/**
 * QR codes in an enterprise's style. Without a logo they stay on the fast two-colour path; with one the
 * code is drawn at error correction H, on a version large enough for the logo to hide no more than the
 * code can correct (`qr-logo-fit.ts`), the logo scaled into the middle on a background-coloured pad, and
 * written as an RGB PNG. The code is drawn straight from its modules and the logo patch (which does not
 * depend on the code under it) is computed once per logo, style and size.
 */
export type LogoImage = { width: number; height: number; data: Buffer }

export function decodeLogo(dataUrl: string): LogoImage {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
  return { width: png.width, height: png.height, data: png.data }
}

export function styledQrPng(text: string, style: QrStyle, logo?: LogoImage): Buffer {
  const colours = { foreground: style.foreground, background: style.background }
  if (!logo) return qrPng(text, colours)
  const { count, side, dark } = qrModules(text, LOGO_ERROR_CORRECTION, SCALE, MARGIN, (textVersion) =>
    versionForLogo(textVersion, style.logoSize),
  )
  const stride = side * 3 + 1
  const raw = Buffer.alloc(stride * side)
  const fg = Buffer.alloc(SCALE * 3)
  const bg = Buffer.alloc(SCALE * 3)
  for (let i = 0; i < SCALE; i++) {
    rgb(style.foreground).copy(fg, i * 3)
    rgb(style.background).copy(bg, i * 3)
  }
  // Each module row is SCALE identical scanlines: draw one (filter byte 0, then RGB), copy it down.
  for (let my = -MARGIN; my < count + MARGIN; my++) {
    const top = (my + MARGIN) * SCALE * stride
    for (let mx = -MARGIN; mx < count + MARGIN; mx++) {
      ;(dark(mx, my) ? fg : bg).copy(raw, top + 1 + (mx + MARGIN) * SCALE * 3)
    }
    for (let line = 1; line < SCALE; line++) raw.copy(raw, top + line * stride, top, top + stride)
  }
  const patch = logoPatch(logo, style, side)
  for (let y = 0; y < patch.side; y++) {
    const start = y * patch.side * 3
    patch.rgb.copy(raw, (patch.origin + y) * stride + 1 + patch.origin * 3, start, start + patch.side * 3)
  }
  return encodePng({ side, bitDepth: 8, colorType: 2, raw })
}

type Patch = { origin: number; side: number; rgb: Buffer }
const patches = new WeakMap<LogoImage, Map<string, Patch>>()

/** The logo scaled onto its background pad, as RGB rows, for a code `side` pixels wide (cached). */
function logoPatch(logo: LogoImage, style: QrStyle, side: number): Patch {
  const key = `${side}|${style.logoSize}|${style.background}`
  const cached = patches.get(logo)?.get(key)
  if (cached) return cached
  const { inner, pad, origin, size } = logoBox(side, style.logoSize)
  const out = Buffer.alloc(size * size * 3)
  const background = rgb(style.background)
  for (let i = 0; i < size * size; i++) background.copy(out, i * 3)
  const scale = Math.max(logo.width, logo.height) / inner
  const offsetX = Math.round((inner - logo.width / scale) / 2)
  const offsetY = Math.round((inner - logo.height / scale) / 2)
  for (let y = 0; y < inner; y++) {
    for (let x = 0; x < inner; x++) {
      const sx = Math.floor((x - offsetX) * scale)
      const sy = Math.floor((y - offsetY) * scale)
      if (sx < 0 || sy < 0 || sx >= logo.width || sy >= logo.height) continue
      const px = x + pad
      const py = y + pad
      if (px >= size || py >= size) continue
      // Source-over blending onto the pad (logos usually have transparent edges).
      const src = (sy * logo.width + sx) * 4
      const alpha = (logo.data[src + 3] ?? 255) / 255
      const dst = (py * size + px) * 3
      for (let c = 0; c < 3; c++) {
        out[dst + c] = Math.round((logo.data[src + c] ?? 0) * alpha + (out[dst + c] ?? 0) * (1 - alpha))
      }
    }
  }
  const patch = { origin, side: size, rgb: out }
  const byKey = patches.get(logo) ?? new Map<string, Patch>()
  byKey.set(key, patch)
  patches.set(logo, byKey)
  return patch
}
