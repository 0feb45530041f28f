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
  return zbarDecodeAll([png])[0] ?? null
}

/**
 * zbar's reading of each PNG, from one zbarimg run over them all: starting zbarimg (and ImageMagick
 * within it) costs more than reading a code, so a corpus of hundreds is one process, not hundreds. Its
 * XML names each file and gives every symbol found in it; several symbols are joined by a newline, as
 * `--raw` prints them, and a file without any reads as null.
 */
export function zbarDecodeAll(pngs: Uint8Array[]): (string | null)[] {
  if (pngs.length === 0) return []
  const dir = mkdtempSync(path.join(os.tmpdir(), 'simlessly-qr-'))
  try {
    const files = pngs.map((png, i) => {
      writeFileSync(path.join(dir, `${i}.png`), png)
      return `${i}.png`
    })
    const found = new Map<string, string>()
    for (const [, file = '', body = ''] of zbarXml(dir, files).matchAll(
      /<source href='([^']*)'>(.*?)<\/source>/gs,
    )) {
      const symbols = [...body.matchAll(/<data( format='base64')?[^>]*><!\[CDATA\[(.*?)\]\]><\/data>/gs)]
      const texts = symbols.map(([, base64, data = '']) =>
        base64 ? Buffer.from(data.trim(), 'base64').toString('utf8') : data,
      )
      if (texts.length > 0) found.set(file, texts.join('\n'))
    }
    return files.map((file) => found.get(file) ?? null)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function zbarXml(dir: string, files: string[]): string {
  try {
    return execFileSync('zbarimg', ['--xml', '-q', ...files], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch (error) {
    // zbarimg exits 4 when some file holds no code; its XML still lists every file.
    const { status, stdout } = error as { status?: number; stdout?: string }
    if (status === 4 && stdout) return stdout
    throw error
  }
}

type Image = { width: number; height: number; data: Uint8Array }
const readPng = (png: Uint8Array): Image => PNG.sync.read(Buffer.from(png))

function jsqrRead(image: Image): string | null {
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
}

function zxingRead(image: Image): string | null {
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

export const jsqrDecode = (png: Uint8Array) => jsqrRead(readPng(png))
export const zxingDecode = (png: Uint8Array) => zxingRead(readPng(png))

export const QR_DECODERS: Record<string, QrDecoder> = {
  zbar: zbarDecode,
  jsQR: jsqrDecode,
  ZXing: zxingDecode,
}

/** The names of the readers that decode `png` to exactly `text`. */
export function readersOf(png: Uint8Array, text: string): string[] {
  return readersOfAll([{ png, text }])[0] ?? []
}

/**
 * For each code, the names of the readers that decode its PNG to exactly its text, in QR_DECODERS' order:
 * zbar reads them all in one run (zbarDecodeAll), the JavaScript readers one by one. A code that names
 * its `readers` is tried with those alone (zbar still reads it in the one run).
 */
export function readersOfAll(
  codes: { png: Uint8Array; text: string; readers?: readonly string[] }[],
): string[][] {
  const byZbar = zbarDecodeAll(codes.map(({ png }) => png))
  return codes.map(({ png, text, readers = Object.keys(QR_DECODERS) }, i) => {
    // The JavaScript readers share one decoding of the PNG (reading it cost a third of their time).
    let image: Image | undefined
    const pixels = () => {
      image ??= readPng(png)
      return image
    }
    const read: Record<string, () => string | null> = {
      zbar: () => byZbar[i] ?? null,
      jsQR: () => jsqrRead(pixels()),
      ZXing: () => zxingRead(pixels()),
    }
    return Object.keys(QR_DECODERS).filter((name) => readers.includes(name) && read[name]?.() === text)
  })
}

/** Every logo size the style form's slider and the shared schema allow, in the slider's 1% steps. */
export function allowedLogoSizes(): number[] {
  const { minValue, maxValue } = qrStyleInputSchema.shape.logoSize.unwrap()
  const [min, max] = [Math.round((minValue ?? 0) * 100), Math.round((maxValue ?? 0) * 100)]
  return Array.from({ length: max - min + 1 }, (_, i) => (min + i) / 100)
}
