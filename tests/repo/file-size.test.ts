import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A source file a newcomer can read in one sitting: at most 300 lines (STYLE.md aims for 40-150). Tests,
 * specs and declaration files are left out: a test file is a list of cases. A file past the limit is split
 * where it holds two things (a module and its helpers, a screen and its parts), not trimmed of comments.
 */
const MAX_LINES = 300
const root = path.resolve(import.meta.dirname, '../..')

function sourceFiles(files: readonly string[]): string[] {
  return files.filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(file))
}

function overLimit(file: string, text: string): string | null {
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  return lines > MAX_LINES ? `${file} (${lines} lines)` : null
}

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each`, () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n')
    const long = sourceFiles(tracked)
      .map((file) => overLimit(file, readFileSync(path.join(root, file), 'utf8')))
      .filter(Boolean)
    expect(long).toEqual([])
  })

  it('count a file of 301 lines as too long, and leave tests and declarations out', () => {
    expect(overLimit('a.ts', `${'x\n'.repeat(300)}`)).toBeNull()
    expect(overLimit('a.ts', `${'x\n'.repeat(301)}`)).toBe('a.ts (301 lines)')
    expect(sourceFiles(['a.ts', 'b.tsx', 'a.test.ts', 'b.spec.ts', 'c.d.ts', 'd.json'])).toEqual([
      'a.ts',
      'b.tsx',
    ])
  })
})
