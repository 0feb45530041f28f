import { describe, expect, it } from 'vitest'
import { parseResults, RESULT_MARKER } from '../bench/result.ts'

describe('bench results', () => {
  it('are read from the marked lines of a bench output, in order, and nothing else', () => {
    const output = [
      'batch of 10 rows: complete in 1.0 s',
      `${RESULT_MARKER}${JSON.stringify({ bench: 'auth', figures: { signInMedianMs: 81.5 }, load: [1, 2, 3], cores: 2 })}`,
      `not a result ${RESULT_MARKER}{}`,
      `${RESULT_MARKER}${JSON.stringify({ bench: 'web', figures: { loginJsGzipKiB: 149 }, load: [0, 0, 0], cores: 2 })}`,
    ].join('\n')
    expect(parseResults(output).map((r) => [r.bench, r.figures])).toEqual([
      ['auth', { signInMedianMs: 81.5 }],
      ['web', { loginJsGzipKiB: 149 }],
    ])
  })
})
