import { createHash } from 'node:crypto'
import { mkdirSync, renameSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type BuildSync = (options: Record<string, unknown>) => { errors: unknown[] }

/**
 * Run from the sources (`npm start`, the tests), a render thread would register tsx, and under Node 20 each
 * thread that registers it gets a loader thread of its own with tsx in it: 40-45 MiB of resident memory
 * per render thread (measured: a thread that drew three chunks of 250 codes left its process at 160-171 MiB
 * through tsx, 120-122 MiB from a bundle). So the thread's module is bundled once per process with esbuild
 * (a development dependency, as tsx's own), as `npm run build:lambda` bundles it for the Lambda, into a
 * file in the temporary folder named by the checkout, which each process writes whole and renames into
 * place (processes of one checkout build the same file; two checkouts never share one). Undefined when
 * esbuild is not there or the build fails: the caller then starts the thread through tsx as before.
 */
let built: string | null | undefined

export function renderThreadBundle(): string | undefined {
  if (built !== undefined) return built ?? undefined
  built = null
  try {
    // Without this, esbuild's buildSync keeps a worker thread of its own (and its service) for the
    // process's life; with it, one call runs its binary once and ends. Read when esbuild is loaded.
    const threads = process.env.ESBUILD_WORKER_THREADS
    process.env.ESBUILD_WORKER_THREADS = '0'
    const { buildSync } = createRequire(import.meta.url)('esbuild') as { buildSync: BuildSync }
    if (threads === undefined) delete process.env.ESBUILD_WORKER_THREADS
    else process.env.ESBUILD_WORKER_THREADS = threads
    const entry = fileURLToPath(new URL('./render-thread.ts', import.meta.url))
    // One file per checkout (named by the sources' folder), replaced whole by each process's build.
    const dir = path.join(os.tmpdir(), 'simlessly-render-thread')
    mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `${createHash('sha256').update(entry).digest('hex').slice(0, 16)}.mjs`)
    const part = `${file}.${process.pid}.part`
    const result = buildSync({
      entryPoints: [entry],
      outfile: part,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      // Bundled CommonJS (pngjs, qrcode) calls `require` for Node's own modules.
      banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    })
    if (result.errors.length > 0) return undefined
    renameSync(part, file)
    built = file
    return file
  } catch {
    return undefined
  }
}
