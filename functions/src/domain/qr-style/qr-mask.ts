import type QRCode from 'qrcode'
import { finderLookalikes } from './qr-lookalikes.ts'
import { remasked } from './qr-remask.ts'

/** What covers the middle of a code (a logo): the square from `origin` to `end` in pixels, and its shades. */
export type Cover = { origin: number; end: number; dark: (px: number, py: number) => boolean }

type Drawing = { scale: number; margin: number; cover?: ((count: number) => Cover) | undefined }
type Counting = { scale: number; margin: number; cover?: Cover | undefined }

/**
 * The code as first drawn (`chosen`, with mask 0), unless its mask draws a finder lookalike (`qr-lookalikes.ts`), the cover included: then with the mask that draws fewest, none in
 * nearly every case. The standard's penalties (qrcode's own choice, skipped) count exact 1:1:3:1:1 runs on
 * one line only and know nothing of the logo; readers take much less for a finder.
 */
export function codeWithoutLookalikes(chosen: QRCode.QRCode, drawing: Drawing): QRCode.QRCode {
  let code = chosen
  const lookalikes = counterFor(code.modules.size, drawing)
  let fewest = lookalikes(code, MAX_LOOKALIKES)
  for (let mask = 0; mask < 8 && fewest > 0; mask++) {
    if (mask === code.maskPattern) continue
    const maskPattern = mask as QRCode.QRCodeMaskPattern
    // The same code under the other mask, its modules switched in place rather than drawn again.
    const other = remasked(chosen, maskPattern)
    const found = lookalikes(other, fewest)
    if (found < fewest) [code, fewest] = [other, found]
  }
  return code
}

/** Lookalikes counted before another mask is tried; past this many, a code is as bad as any. */
const MAX_LOOKALIKES = 50

const counters = new WeakMap<Cover, Map<string, ReturnType<typeof counter>>>()
/** Counters of codes without a cover, by size: a batch's codes share a few sizes. */
const uncovered = new Map<string, ReturnType<typeof counter>>()

/**
 * The counter for codes of `count` modules, made once per size and cover (a logo's patch keeps its
 * cover), not once per code: making one lists the lines to scan.
 */
function counterFor(count: number, drawing: Drawing) {
  const cover = drawing.cover?.(count)
  const key = `${count}|${drawing.scale}|${drawing.margin}`
  const byKey = cover ? (counters.get(cover) ?? new Map<string, ReturnType<typeof counter>>()) : uncovered
  if (cover) counters.set(cover, byKey)
  const made = byKey.get(key) ?? counter(count, { scale: drawing.scale, margin: drawing.margin, cover })
  byKey.set(key, made)
  return made
}

/**
 * Counts the lookalikes of a code of `count` modules as drawn. Without a cover the image is seen once per
 * module; with one, pixel by pixel, every other line through the cover (as ZXing scans) and one line
 * through each other row of modules, whose lines are all alike.
 */
function counter(count: number, { scale, margin, cover }: Counting) {
  const perModule = cover ? scale : 1
  const size = (count + 2 * margin) * perModule
  const module = (i: number) => Math.floor(i / perModule) - margin
  const inCover = (x: number, y: number) =>
    cover !== undefined && x >= cover.origin && y >= cover.origin && x < cover.end && y < cover.end
  // The finder patterns with their separators, in a corner's 8 x 8 modules.
  const inFinder = (m: number) => m >= -1 && m < count + 1 && (m < 8 || m >= count - 8)
  const fixed = (x: number, y: number) => {
    const [mx, my] = [module(x), module(y)]
    return (inFinder(mx) && inFinder(my) && (mx < 8 || my < 8)) || inCover(x, y)
  }
  // The lines to scan, and where the runs along those through the cover start inside it. A line alike
  // the one scanned before it (the same modules, the same cover) would find the same.
  const lines = { row: [] as number[], column: [] as number[] }
  const changes = { row: new Map<number, number[]>(), column: new Map<number, number[]>() }
  for (const direction of ['row', 'column'] as const) {
    let previous = ''
    for (let line = 0; line < size; line++) {
      if (!cover || line < cover.origin || line >= cover.end) {
        if (line % perModule === perModule >> 1) lines[direction].push(line)
        continue
      }
      if (line % 2 === 1) continue
      const shade = (k: number) => (direction === 'column' ? cover.dark(line, k) : cover.dark(k, line))
      const starts: number[] = []
      for (let k = cover.origin; k < cover.end; k++) {
        if (k === cover.origin || shade(k) !== shade(k - 1)) starts.push(k)
      }
      const key = `${module(line)}|${shade(cover.origin)}|${starts.join()}`
      if (key === previous) continue
      previous = key
      lines[direction].push(line)
      changes[direction].set(line, starts)
    }
  }
  // The code being counted: the functions below are made once per counter, not once per code.
  let data: ArrayLike<number> = []
  const moduleDark = (mx: number, my: number) =>
    mx >= 0 && my >= 0 && mx < count && my < count && data[my * count + mx] === 1
  const dark = (x: number, y: number) =>
    cover && inCover(x, y) ? cover.dark(x, y) : moduleDark(module(x), module(y))
  // A line's runs a module at a time, and pixel by pixel where it crosses the cover.
  const runs = (line: number, column: boolean, starts: Int32Array) => {
    const inside = changes[column ? 'column' : 'row'].get(line)
    let count = 0
    let previous: boolean | undefined
    for (let k = 0; k < size; ) {
      if (inside && cover && k === cover.origin) {
        for (const change of inside) {
          const shade = column ? dark(line, change) : dark(change, line)
          if (shade !== previous) starts[count++] = change
          previous = shade
        }
        k = cover.end
        continue
      }
      const shade = column ? dark(line, k) : dark(k, line)
      if (shade !== previous) starts[count++] = k
      previous = shade
      k += perModule - (k % perModule)
    }
    starts[count] = size
    return count
  }
  const cells = { size, module: perModule, lines, dark, fixed, runs }
  return (code: QRCode.QRCode, limit: number) => {
    data = code.modules.data
    return finderLookalikes(cells, limit)
  }
}
