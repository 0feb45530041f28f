import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { inputsHash } from './lambda-build-cache.ts'

const root = mkdtempSync(path.join(os.tmpdir(), 'simlessly-build-cache-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

describe('the Lambda build cache key', () => {
  it('changes with any input, the build script or the lockfile, and is missing when an input is gone', () => {
    write('scripts/build-lambda.ts', 'build')
    write('package-lock.json', '{}')
    write('functions/src/a.ts', 'a')
    write('functions/src/b.ts', 'b')
    const inputs = ['functions/src/a.ts', 'functions/src/b.ts']
    const first = inputsHash(inputs, root)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(inputsHash(inputs, root)).toBe(first)

    write('functions/src/b.ts', 'b changed')
    const second = inputsHash(inputs, root)
    expect(second).not.toBe(first)
    write('package-lock.json', '{"changed":true}')
    const third = inputsHash(inputs, root)
    expect(third).not.toBe(second)
    write('scripts/build-lambda.ts', 'build changed')
    expect(inputsHash(inputs, root)).not.toBe(third)
    // The content under another name is another input.
    write('functions/src/c.ts', 'a')
    expect(inputsHash(['functions/src/c.ts', 'functions/src/b.ts'], root)).not.toBe(inputsHash(inputs, root))

    rmSync(path.join(root, 'functions/src/a.ts'))
    expect(inputsHash(inputs, root)).toBeUndefined()
    expect(inputsHash(undefined, root)).toBeUndefined()
  })
})
