/**
 * The error-correction block table inside the pinned `qrcode` package (ISO/IEC 18004 table 9), the one it
 * draws with. Its public API exposes the matrix but not how the codewords split into blocks, which the
 * logo's budget needs. `level` is the object QRCode.create answers as `errorCorrectionLevel` (at run time
 * `{ bit }`, though the package's types call it a string); the functions compare it by identity.
 */
declare module 'qrcode/lib/core/error-correction-code.js' {
  /** The number of Reed-Solomon blocks of a version at a level. */
  export function getBlocksCount(version: number, level: unknown): number
  /** The number of error-correction codewords of a version at a level, all blocks together. */
  export function getTotalCodewordsCount(version: number, level: unknown): number
}

/** The alignment patterns' places in the pinned `qrcode` package (ISO/IEC 18004 annex E). */
declare module 'qrcode/lib/core/alignment-pattern.js' {
  /** The [row, column] of the centre of every alignment pattern of a version. */
  export function getPositions(version: number): [number, number][]
}
