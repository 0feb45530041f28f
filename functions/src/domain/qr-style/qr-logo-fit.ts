import QRCode from 'qrcode'
import { getBlocksCount, getTotalCodewordsCount } from 'qrcode/lib/core/error-correction-code.js'

/**
 * How large a version a QR code with a logo needs. The logo hides a square of modules; the reader cannot
 * tell those modules are missing, so every codeword the square touches counts as an error, and
 * Reed-Solomon corrects at most half of a block's error-correction codewords (at level H about 30% of
 * the code, but counted per block, in whole codewords). The square must also stay clear of the finder
 * patterns, their separators, the timing and format information, the version information and the
 * bottom-right alignment pattern, which readers need to find the grid at all (the central alignment
 * patterns of version 7 and up fall under it: they are drawn again over the logo, `qr-logo-patch.ts`).
 *
 * The same share of the image covers relatively more of a small code (the quiet zone is a larger part of
 * its width), so a logo that does not fit the text's own version is drawn on the next version that it
 * fits instead: the logo keeps the size the enterprise chose and the code gets denser.
 */
export const SCALE = 8
export const MARGIN = 4
export const LOGO_ERROR_CORRECTION = 'H'
/**
 * Codewords per block the logo leaves to the reader for print and camera damage. The count above is
 * already cautious (every codeword with a module in the cleared square counts as lost), and a reserve of two keeps every
 * allowed logo size within a few versions of the text's own.
 */
const RESERVE_PER_BLOCK = 2

/**
 * Where the logo goes on a code of `count` modules: a square of whole modules cleared to the background
 * (an odd number, centred on the middle module, so no module is left half covered for a reader to guess
 * at), with the logo's own square, `inner` pixels wide, in its middle and at least half a module of clear
 * margin around it, so the logo's edge never runs into a dark module.
 */
export function logoBox(count: number, logoSize: number) {
  const side = (count + 2 * MARGIN) * SCALE
  const inner = Math.round(side * logoSize)
  const pad = Math.max(Math.round(inner * 0.08), SCALE / 2)
  let modules = Math.ceil((inner + 2 * pad) / SCALE)
  if (modules % 2 === 0) modules++
  const first = (count - modules) / 2
  const origin = (first + MARGIN) * SCALE
  const size = modules * SCALE
  return { inner, first, last: first + modules - 1, origin, size, logoOrigin: Math.round((size - inner) / 2) }
}

export type LogoLoss = {
  version: number
  /** Codewords each block can correct, and what the logo takes from the block it hurts most. */
  correctable: number
  worstBlockLoss: number
  clearOfPatterns: boolean
  fits: boolean
}

const losses = new Map<string, LogoLoss>()

/** What a logo of `logoSize` (share of the image's width) costs a code of `version` at level H. */
export function logoLoss(version: number, logoSize: number): LogoLoss {
  const key = `${version}|${logoSize}`
  const cached = losses.get(key)
  if (cached) return cached
  const layout = codewordLayout(version)
  const { count } = layout
  const { first, last } = logoBox(count, logoSize)
  const lostPerBlock = new Array<number>(layout.blocks).fill(0)
  const lost = new Set<number>()
  for (let y = first; y <= last; y++) {
    for (let x = first; x <= last; x++) {
      const codeword = layout.codewordAt[y * count + x] ?? -1
      if (codeword < 0 || lost.has(codeword)) continue
      lost.add(codeword)
      const block = layout.blockOf[codeword] ?? 0
      lostPerBlock[block] = (lostPerBlock[block] ?? 0) + 1
    }
  }
  // Finder, separator and format information take rows and columns 0-8 from the top and left corners,
  // the timing patterns row and column 6; the bottom-right alignment pattern reaches 9 modules in.
  const clearOfPatterns = first >= 9 && last <= count - 10
  const worstBlockLoss = Math.max(...lostPerBlock)
  const loss = {
    version,
    correctable: layout.correctable,
    worstBlockLoss,
    clearOfPatterns,
    fits: clearOfPatterns && worstBlockLoss <= layout.correctable - RESERVE_PER_BLOCK,
  }
  losses.set(key, loss)
  return loss
}

/** The smallest version from `textVersion` (the text's own at level H) on which the logo fits. */
export function versionForLogo(textVersion: number, logoSize: number): number {
  for (let version = textVersion; version <= 40; version++) {
    if (logoLoss(version, logoSize).fits) return version
  }
  throw new Error(`A logo of ${Math.round(logoSize * 100)}% does not fit any QR code version`)
}

type CodewordLayout = {
  count: number
  /** Per module (row * count + column): its codeword in the order placed, or -1 for function patterns. */
  codewordAt: Int32Array
  /** Per placed codeword: its Reed-Solomon block. */
  blockOf: number[]
  correctable: number
  blocks: number
}

const layouts = new Map<number, CodewordLayout>()

/** Where each codeword of a version lies (ISO/IEC 18004 7.7.3) and which block it belongs to (7.6). */
function codewordLayout(version: number): CodewordLayout {
  const cached = layouts.get(version)
  if (cached) return cached
  // The function patterns depend on the version only; the text is any that fits.
  const code = QRCode.create('0', { version, errorCorrectionLevel: LOGO_ERROR_CORRECTION })
  const { size: count, reservedBit } = code.modules
  const codewordAt = new Int32Array(count * count).fill(-1)
  let bit = 0
  let upward = true
  // Two-module columns from the right, alternately upwards and downwards, skipping the timing column.
  for (let right = count - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let i = 0; i < count; i++) {
      const y = upward ? count - 1 - i : i
      for (const x of [right, right - 1]) {
        if (reservedBit[y * count + x]) continue
        codewordAt[y * count + x] = bit >> 3
        bit++
      }
    }
    upward = !upward
  }
  const total = bit >> 3
  // The modules past the last whole codeword are remainder bits, which carry nothing.
  for (let i = 0; i < codewordAt.length; i++) if ((codewordAt[i] ?? -1) >= total) codewordAt[i] = -1
  const level = code.errorCorrectionLevel
  const blocks = getBlocksCount(version, level)
  const dataTotal = total - getTotalCodewordsCount(version, level)
  const shortBlocks = blocks - (total % blocks)
  const shortData = Math.floor(dataTotal / blocks)
  const ecPerBlock = Math.floor(total / blocks) - shortData
  // Data codewords are interleaved block by block (the longer blocks last), then the error correction.
  const blockOf: number[] = []
  for (let i = 0; i <= shortData; i++) {
    for (let b = 0; b < blocks; b++) if (i < shortData || b >= shortBlocks) blockOf.push(b)
  }
  for (let i = 0; i < ecPerBlock; i++) for (let b = 0; b < blocks; b++) blockOf.push(b)
  const layout = { count, codewordAt, blockOf, correctable: Math.floor(ecPerBlock / 2), blocks }
  layouts.set(version, layout)
  return layout
}
