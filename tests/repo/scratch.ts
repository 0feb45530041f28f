import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Scratch folders holding deliberate violations, so that a repository check is shown to fail on a bad file
 * without touching the working tree. A test file using them runs `afterEach(removeScratches)`.
 */
const scratches: string[] = []

/** Removes the scratch folders made so far. */
export async function removeScratches() {
  await Promise.all(scratches.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
}

/** A new folder (under `parent`, the system's temporary folder by default) holding these files. */
export async function scratchTree(files: Record<string, string>, prefix: string, parent = tmpdir()) {
  await mkdir(parent, { recursive: true })
  const dir = await mkdtemp(path.join(parent, prefix))
  scratches.push(dir)
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), text)
  }
  return dir
}
