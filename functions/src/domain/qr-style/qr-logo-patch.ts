import type { QrStyle } from '@simlessly/shared'
import { getPositions } from 'qrcode/lib/core/alignment-pattern.js'
import { logoBox, SCALE } from './qr-logo-fit.ts'
import type { Cover } from './qr-mask.ts'
import { rgb } from './qr-png.ts'

export type LogoImage = { width: number; height: number; data: Buffer }

/**
 * The square drawn over the middle of a code with a logo: the background, the logo scaled into its middle
 * (source-over, logos usually have transparent edges), and the alignment patterns that fall in the square
 * drawn again on top, each with a clear ring. Those patterns are not data: readers of larger codes look for
 * them to fit the grid, and a busy logo under them makes zbar fit it to a pattern seen in the logo (it
 * missed every code drawn with a noisy logo at 28% and 29%). The patch depends on the logo, the style and
 * the code's size, not on the code's text, so it is computed once for a batch. `cover` says which of its
 * pixels a reader sees as dark, for the choice of mask.
 */
export type Patch = { origin: number; side: number; rgb: Buffer; cover: Cover }
const patches = new WeakMap<LogoImage, Map<string, Patch>>()

export function logoPatch(logo: LogoImage, style: QrStyle, count: number): Patch {
  const key = `${count}|${style.logoSize}|${style.foreground}|${style.background}`
  const cached = patches.get(logo)?.get(key)
  if (cached) return cached
  const { inner, first, last, origin, size, logoOrigin } = logoBox(count, style.logoSize)
  const out = Buffer.alloc(size * size * 3)
  const [background, foreground] = [rgb(style.background), rgb(style.foreground)]
  for (let i = 0; i < size * size; i++) background.copy(out, i * 3)
  const scale = Math.max(logo.width, logo.height) / inner
  const offsetX = logoOrigin + Math.round((inner - logo.width / scale) / 2)
  const offsetY = logoOrigin + Math.round((inner - logo.height / scale) / 2)
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sx = Math.floor((px - offsetX) * scale)
      const sy = Math.floor((py - offsetY) * scale)
      if (sx < 0 || sy < 0 || sx >= logo.width || sy >= logo.height) continue
      const src = (sy * logo.width + sx) * 4
      const alpha = (logo.data[src + 3] ?? 255) / 255
      const dst = (py * size + px) * 3
      for (let c = 0; c < 3; c++) {
        out[dst + c] = Math.round((logo.data[src + c] ?? 0) * alpha + (out[dst + c] ?? 0) * (1 - alpha))
      }
    }
  }
  const module = (mx: number, my: number, colour: Buffer) => {
    if (mx < first || my < first || mx > last || my > last) return
    for (let y = 0; y < SCALE; y++) {
      for (let x = 0; x < SCALE; x++)
        colour.copy(out, (((my - first) * SCALE + y) * size + (mx - first) * SCALE + x) * 3)
    }
  }
  for (const [row, column] of getPositions((count - 17) / 4)) {
    for (let dy = -3; dy <= 3; dy++) {
      for (let dx = -3; dx <= 3; dx++) {
        const ring = Math.max(Math.abs(dx), Math.abs(dy))
        module(column + dx, row + dy, ring === 0 || ring === 2 ? foreground : background)
      }
    }
  }
  const dark = darkPixels(out, foreground, background)
  const cover: Cover = {
    origin,
    end: origin + size,
    dark: (px, py) => dark[(py - origin) * size + px - origin] === 1,
  }
  const patch = { origin, side: size, rgb: out, cover }
  const byKey = patches.get(logo) ?? new Map<string, Patch>()
  byKey.set(key, patch)
  patches.set(logo, byKey)
  return patch
}

const luma = (r = 0, g = 0, b = 0) => 0.299 * r + 0.587 * g + 0.114 * b

/** Which pixels are nearer the code's dark colour than its light one. */
function darkPixels(pixels: Buffer, foreground: Buffer, background: Buffer): Uint8Array {
  const threshold = (luma(...foreground) + luma(...background)) / 2
  const dark = new Uint8Array(pixels.length / 3)
  for (let i = 0; i < dark.length; i++)
    dark[i] = luma(...pixels.subarray(i * 3, i * 3 + 3)) < threshold ? 1 : 0
  return dark
}
