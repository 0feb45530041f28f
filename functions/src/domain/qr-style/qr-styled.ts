import type { QrStyle } from '@simlessly/shared'
import { PNG } from 'pngjs'
import { LOGO_ERROR_CORRECTION, MARGIN, SCALE, versionForLogo } from './qr-logo-fit.ts'
import { type LogoImage, logoPatch } from './qr-logo-patch.ts'
import { encodePng, qrModules, qrPng, rgb } from './qr-png.ts'

/**
 * QR codes in an enterprise's style. Without a logo they stay on the fast two-colour path; with one the
 * code is drawn at error correction H, on a version large enough for the logo to hide no more than the
 * code can correct (`qr-logo-fit.ts`), with a mask that draws no finder lookalike beside the logo
 * (`qr-mask.ts`), the logo's patch over its middle (`qr-logo-patch.ts`), and written as an RGB PNG. The
 * code is drawn straight from its modules and the patch (which does not depend on the code under it) is
 * computed once per logo, style and size.
 */
export type { LogoImage }

export function decodeLogo(dataUrl: string): LogoImage {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'))
  return { width: png.width, height: png.height, data: png.data }
}

export function styledQrPng(text: string, style: QrStyle, logo?: LogoImage): Buffer {
  const colours = { foreground: style.foreground, background: style.background }
  if (!logo) return qrPng(text, colours)
  const { count, side, dark } = qrModules(text, LOGO_ERROR_CORRECTION, SCALE, MARGIN, {
    chooseVersion: (textVersion) => versionForLogo(textVersion, style.logoSize),
    cover: (modules) => logoPatch(logo, style, modules).cover,
  })
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
  const patch = logoPatch(logo, style, count)
  for (let y = 0; y < patch.side; y++) {
    const start = y * patch.side * 3
    patch.rgb.copy(raw, (patch.origin + y) * stride + 1 + patch.origin * 3, start, start + patch.side * 3)
  }
  return encodePng({ side, bitDepth: 8, colorType: 2, raw })
}
