import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { qrStyleInputSchema } from '@simlessly/shared'
import zxing from '@zxing/library'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'

// @zxing/library is CommonJS without named exports Node can see.
const { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } =
  zxing

/**
 * Three independent QR readers, each answering the decoded text or null: zbar (the command-line reader
 * of most Linux desktops), jsQR (a JavaScript port used by web scanners) and ZXing (the library behind
 * most Android scanners). A code the console draws should be read by all three.
 */
export type QrDecoder = (png: Uint8Array) => string | null

export function zbarDecode(png: Uint8Array): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simlessly-qr-'))
  try {
    const file = path.join(dir, 'code.png')
    writeFileSync(file, png)
    return execFileSync('zbarimg', ['--raw', '-q', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    // zbarimg exits 4 when it finds no code.
    return null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function jsqrDecode(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png))
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
}

export function zxingDecode(png: Uint8Array): string | null {
  const image = PNG.sync.read(Buffer.from(png))
  const pixels = new Int32Array(image.width * image.height)
  for (let i = 0; i < pixels.length; i++) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3)
    pixels[i] = (0xff << 24) | (r << 16) | (g << 8) | b
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(pixels, image.width, image.height)),
  )
  const hints = new Map<zxing.DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  try {
    return new QRCodeReader().decode(bitmap, hints).getText()
  } catch {
    return null
  }
}

export const QR_DECODERS: Record<string, QrDecoder> = {
  zbar: zbarDecode,
  jsQR: jsqrDecode,
  ZXing: zxingDecode,
}

/** The names of the readers that decode `png` to exactly `text`. */
export function readersOf(png: Uint8Array, text: string): string[] {
  return Object.entries(QR_DECODERS)
    .filter(([, decode]) => decode(png) === text)
    .map(([name]) => name)
}

/** Every logo size the style form's slider and the shared schema allow, in the slider's 1% steps. */
export function allowedLogoSizes(): number[] {
  const { minValue, maxValue } = qrStyleInputSchema.shape.logoSize.unwrap()
  const [min, max] = [Math.round((minValue ?? 0) * 100), Math.round((maxValue ?? 0) * 100)]
  return Array.from({ length: max - min + 1 }, (_, i) => (min + i) / 100)
}
