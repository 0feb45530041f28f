/**
 * Finder-pattern lookalikes. Readers find a QR code by its three finder patterns, scanning lines for dark,
 * light, dark, light, dark runs in the proportions 1:1:3:1:1, each run allowed half a module either way
 * (ZXing's `foundPatternCross`; zbar and jsQR look for the same with similar slack), and checking the line
 * across the middle run the same way. Data modules, or a logo with the modules beside it, can draw such a
 * cross elsewhere; a reader that counts a lookalike among its candidates can pick it over a real finder
 * and not find the code at all (ZXing missed about 4% of plain codes drawn with the mask `qrcode` chose).
 * The mask changes every data module, so the generator draws the code with a mask that leaves none.
 */

/**
 * A square image, `size` cells on each side and `module` cells to a module: `dark` and `fixed` (a cell no
 * mask changes: a finder pattern, a logo) per cell, the `lines` worth scanning along rows and along
 * columns (lines that are alike need one scan), and `runs`, which writes where the runs along a row (or a
 * column) start into `starts`, in order, and answers how many there are.
 */
export type Cells = {
  size: number
  module: number
  lines: { row: ArrayLike<number>; column: ArrayLike<number> }
  dark: (x: number, y: number) => boolean
  fixed: (x: number, y: number) => boolean
  runs: (line: number, column: boolean, starts: Int32Array) => number
}

/**
 * How far a lookalike's module size may be from the code's for a reader to take it for a finder: ZXing
 * keeps, of more than three candidates, those within a fifth of their average size (or a standard
 * deviation), and zbar and jsQR prefer finders of one size; some slack over that.
 */
const SIZE_SLACK = 0.35

const sum = (runs: ArrayLike<number>) => {
  let total = 0
  for (let i = 0; i < runs.length; i++) total += runs[i] ?? 0
  return total
}

/** Whether five run lengths (dark, light, dark, light, dark) are in 1:1:3:1:1 within a reader's slack. */
export function finderProportions(runs: ArrayLike<number>): boolean {
  if (runs.length !== 5) return false
  const module = sum(runs) / 7
  for (let i = 0; i < 5; i++) {
    const run = runs[i] ?? 0
    if (run === 0) return false
    const [expected, slack] = i === 2 ? [3 * module, 1.5 * module] : [module, 0.5 * module]
    if (Math.abs(run - expected) >= slack) return false
  }
  return true
}

/**
 * The lookalikes in `cells`: crosses in finder proportions along a row and down the column through their
 * middle, or along a column and across the row. A cross drawn with fixed cells alone (the code's own
 * finder patterns, or a logo) is left out: no mask changes it. Stops counting at `limit`.
 */
export function finderLookalikes(cells: Cells, limit = 1): number {
  const { size } = cells
  const starts = new Int32Array(size + 1)
  const runs = new Int32Array(5)
  let found = 0
  for (const transposed of [false, true]) {
    // The cell k along line `line` is (k, line) along a row, (line, k) down a column: `along` below.
    const lines = transposed ? cells.lines.column : cells.lines.row
    for (let l = 0; l < lines.length; l++) {
      const line = lines[l] ?? 0
      const count = cells.runs(line, transposed, starts)
      starts[count] = size
      for (let r = along(cells.dark, transposed, line, 0) ? 0 : 1; r + 4 < count; r += 2) {
        for (let i = 0; i < 5; i++) runs[i] = (starts[r + i + 1] ?? 0) - (starts[r + i] ?? 0)
        if (!finderProportions(runs) || !moduleSized(runs, cells.module)) continue
        // Across the line through the middle of the middle run, as ZXing checks a candidate.
        const middle = (starts[r + 2] ?? 0) + ((runs[2] ?? 0) >> 1)
        const across = runsAcross(cells, transposed, middle, line)
        if (!across || !finderProportions(across.runs)) continue
        let changeable = false
        for (let k = starts[r] ?? 0; k < (starts[r + 5] ?? 0) && !changeable; k++)
          changeable = !along(cells.fixed, transposed, line, k)
        for (let k = across.from; k < across.to && !changeable; k++)
          changeable = !along(cells.fixed, transposed, k, middle)
        if (changeable && ++found >= limit) return found
      }
    }
  }
  return found
}

/** `cell` (dark or fixed) at k along line `line`: a row's, or a column's when `transposed`. */
const along = (cell: Cells['dark'], transposed: boolean, line: number, k: number) =>
  transposed ? cell(line, k) : cell(k, line)

const moduleSized = (runs: Int32Array, module: number) =>
  Math.abs(sum(runs) / 7 - module) <= SIZE_SLACK * module

/**
 * The five runs across a line at cell `centre`, along line `middle` (the cell at k across being
 * `along(cells.dark, transposed, k, middle)`), and the cells they span; null when a run before the outer
 * ones reaches the edge.
 */
function runsAcross(cells: Cells, transposed: boolean, middle: number, centre: number) {
  const { size } = cells
  const dark = (k: number) => along(cells.dark, transposed, k, middle)
  const runs = new Int32Array(5)
  let from = centre
  let to = centre + 1
  for (const [direction, order] of [
    [-1, [2, 1, 0]],
    [1, [2, 3, 4]],
  ] as const) {
    let k = direction === -1 ? centre : centre + 1
    for (const [step, run] of order.entries()) {
      const wanted = step % 2 === 0
      while (k >= 0 && k < size && dark(k) === wanted) {
        runs[run] = (runs[run] ?? 0) + 1
        k += direction
      }
      if ((k < 0 || k >= size) && step < 2) return null
    }
    if (direction === -1) from = k + 1
    else to = k
  }
  return { runs, from, to }
}
