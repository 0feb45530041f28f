import { describe, expect, it } from 'vitest'
import { type Cells, finderLookalikes, finderProportions } from './qr-lookalikes.ts'

/** A grid from rows of '#' (dark) and '.' (light), one cell per module, every line scanned. */
function grid(rows: string[], fixed = false): Cells {
  const size = rows.length
  const lines = Array.from({ length: size }, (_, i) => i)
  const dark = (x: number, y: number) => rows[y]?.[x] === '#'
  return {
    size,
    module: 1,
    lines: { row: lines, column: lines },
    dark,
    fixed: () => fixed,
    runs: (line, column, starts) => {
      let count = 0
      for (let k = 0; k < size; k++) {
        const here = column ? dark(line, k) : dark(k, line)
        const before = column ? dark(line, k - 1) : dark(k - 1, line)
        if (k === 0 || here !== before) starts[count++] = k
      }
      starts[count] = size
      return count
    },
  }
}

const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######']
const framed = (inner: string[]) => {
  const blank = '.'.repeat((inner[0]?.length ?? 0) + 4)
  return [blank, blank, ...inner.map((row) => `..${row}..`), blank, blank]
}

describe('finder lookalikes', () => {
  it('takes what readers take for a finder: 1:1:3:1:1 give or take half a module', () => {
    expect(finderProportions([1, 1, 3, 1, 1])).toBe(true)
    expect(finderProportions([1, 2, 5, 2, 2])).toBe(true)
    expect(finderProportions([2, 2, 6, 2, 2])).toBe(true)
    // An alignment pattern (1:1:1:1:1) and a long dark bar are not finders.
    expect(finderProportions([1, 1, 1, 1, 1])).toBe(false)
    expect(finderProportions([1, 1, 9, 1, 1])).toBe(false)
    expect(finderProportions([0, 1, 3, 1, 1])).toBe(false)
  })

  it('finds a finder drawn among data, and leaves out one that no mask changes', () => {
    expect(finderLookalikes(grid(framed(FINDER)))).toBe(1)
    expect(finderLookalikes(grid(framed(FINDER), true))).toBe(0)
  })

  it('needs the cross: a 1:1:3:1:1 line alone is no finder', () => {
    const line = ['.......', '.......', '.......', '#.###.#', '.......', '.......', '.......']
    expect(finderLookalikes(grid(framed(line)))).toBe(0)
  })
})
