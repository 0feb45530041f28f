import type QRCode from 'qrcode'

/**
 * The same code under another mask, without drawing it again: the data modules are XORed with the old
 * mask (undoing it) and the new one, and the 15 format bits rewritten, as qrcode's `createSymbol` places
 * them (`qr-remask.test.ts` checks the result against `QRCode.create` with that mask).
 */
const MASKS: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i * j) % 3) + ((i + j) % 2)) % 2 === 0,
]

const G15 = 0b10100110111
const G15_MASK = 0b101010000010010
const degree = (n: number) => 32 - Math.clz32(n)

/** The 15 format bits (BCH(15,5) of the level's bits and the mask, XORed with the standard's mask). */
function formatBits(levelBit: number, mask: number): number {
  const data = (levelBit << 3) | mask
  let d = data << 10
  while (degree(d) - degree(G15) >= 0) d ^= G15 << (degree(d) - degree(G15))
  return ((data << 10) | d) ^ G15_MASK
}

export function remasked(code: QRCode.QRCode, mask: QRCode.QRCodeMaskPattern): QRCode.QRCode {
  const { size, reservedBit } = code.modules
  const data = Uint8Array.from(code.modules.data)
  const [before, after] = [MASKS[code.maskPattern ?? 0], MASKS[mask]]
  if (!before || !after) throw new Error(`No mask ${mask}`)
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const at = row * size + col
      if (!reservedBit[at] && before(row, col) !== after(row, col)) data[at] = (data[at] ?? 0) ^ 1
    }
  }
  const bits = formatBits(code.errorCorrectionLevel.bit, mask)
  const set = (row: number, col: number, dark: boolean) => {
    data[row * size + col] = dark ? 1 : 0
  }
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >> i) & 1) === 1
    set(i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, 8, dark)
    set(8, i < 8 ? size - i - 1 : i < 9 ? 15 - i : 15 - i - 1, dark)
  }
  set(size - 8, 8, true)
  const modules = Object.assign(Object.create(Object.getPrototypeOf(code.modules)), {
    size,
    data,
    reservedBit,
  }) as QRCode.BitMatrix
  return { ...code, modules, maskPattern: mask }
}
