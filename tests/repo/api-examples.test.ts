import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { API_EXAMPLES } from '@simlessly/shared/api-examples'
import { describe, expect, it } from 'vitest'

/**
 * The public API's examples live once, as texts in shared/src/api-examples.ts, which the API reference and
 * the Developer settings page show; the runnable files in examples/api must be those texts to the byte, so
 * what an integrator copies from the docs is what the tests run.
 */
const root = path.resolve(import.meta.dirname, '../..')
const folder = path.join(root, 'examples/api')

describe('the public API examples', () => {
  it.each(API_EXAMPLES)('$file is the text the docs show', async ({ file, text }) => {
    const onDisk = await readFile(path.join(root, file), 'utf8')
    // On failure, copy the text of shared/src/api-examples.ts over the file (or the file into the text).
    expect(onDisk).toBe(text)
  })

  it('has a text for every file in examples/api', async () => {
    const files = (await readdir(folder)).map((name) => `examples/api/${name}`).sort()
    expect(files).toEqual(API_EXAMPLES.map(({ file }) => file).sort())
  })
})
