import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import { DEFAULT_QR_STYLE, qrStyleInputSchema } from '@simlessly/shared'
import { unzipSync } from 'fflate'
import { PNG } from 'pngjs'
import { afterAll, describe, expect, it } from 'vitest'
import { scratchDir, writeScratch, zbar } from '../../../test/generation.ts'
import { renderThreadBundle } from './render-bundle.ts'
import { createRenderPool } from './render-pool.ts'
import { RENDER_THREAD, type RenderAnswer, renderZip } from './render-thread.ts'

const dir = scratchDir()
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const decode = (png: Uint8Array) => zbar(writeScratch(dir, `${crypto.randomUUID()}.png`, png))

const ac = (i: number) => `1$SMDP.EXAMPLE.COM$${String(i).padStart(5, '0')}-AGYFT-A74Y8-3F815`
const pictures = (n: number): [string, string][] =>
  Array.from({ length: n }, (_, i) => [`8901${String(i).padStart(15, '0')}.png`, ac(i)])

function logoStyle() {
  const png = new PNG({ width: 48, height: 48 })
  for (let i = 0; i < 48 * 48; i++) png.data.set([200, 40, 40, 255], i * 4)
  const logo = `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`
  return qrStyleInputSchema.parse({ ...DEFAULT_QR_STYLE, logo, logoSize: 0.2 })
}

describe('the render pool', { timeout: 60_000 }, () => {
  it('draws in another thread the same pictures the calling thread draws, and they decode to the AC', async () => {
    const pool = createRenderPool(2)
    const [plain, logo] = await Promise.all([
      pool.zip(undefined, pictures(12)),
      pool.zip(logoStyle(), pictures(3)),
    ])
    // The same bytes as drawn here, file for file.
    expect(unzipSync(plain)).toEqual(unzipSync(renderZip({ style: undefined, pictures: pictures(12) })))
    expect(unzipSync(logo)).toEqual(unzipSync(renderZip({ style: logoStyle(), pictures: pictures(3) })))
    const files = unzipSync(plain)
    expect(Object.keys(files)).toEqual(pictures(12).map(([name]) => name))
    expect(decode(files[pictures(12)[7]?.[0] ?? ''] ?? new Uint8Array())).toBe(`LPA:${ac(7)}`)
    expect(decode(Object.values(unzipSync(logo))[2] ?? new Uint8Array())).toBe(`LPA:${ac(2)}`)
  })

  it('runs its threads from a bundle of the thread module, made once, that draws in a thread without tsx', async () => {
    const bundle = renderThreadBundle() ?? ''
    expect(bundle).toMatch(/\.mjs$/)
    expect(renderThreadBundle()).toBe(bundle)
    // A plain thread (no loader registered: it could not import a .ts file) answers as the pool's do.
    const worker = new Worker(pathToFileURL(bundle), { workerData: { ...RENDER_THREAD, index: 0 } })
    const answer = await new Promise<RenderAnswer>((resolve) => {
      worker.once('message', resolve)
      worker.postMessage({ id: 1, style: undefined, pictures: pictures(5) })
    })
    await worker.terminate()
    expect('zip' in answer && unzipSync(answer.zip)).toEqual(
      unzipSync(renderZip({ style: undefined, pictures: pictures(5) })),
    )
  })

  it('leaves the calling thread free while it draws', async () => {
    const pool = createRenderPool(1)
    let turns = 0
    const ticking = setInterval(() => turns++, 1)
    const zip = await pool.zip(undefined, pictures(250))
    clearInterval(ticking)
    expect(Object.keys(unzipSync(zip))).toHaveLength(250)
    // 250 codes take a few hundred ms to draw; a thread drawing them itself would not turn meanwhile.
    expect(turns).toBeGreaterThan(20)
  })

  it('starts every thread when warmed, and the first chunk is drawn by one of them', async () => {
    const pool = createRenderPool(2)
    expect(pool.started).toBe(0)
    await pool.warm()
    expect(pool.started).toBe(2)
    // Warming again starts nothing more; a chunk goes to a thread already running.
    await pool.warm()
    expect(Object.keys(unzipSync(await pool.zip(undefined, pictures(2))))).toHaveLength(2)
    expect(pool.started).toBe(2)
  })

  it('refuses a chunk it cannot draw (a broken logo), and draws the next', async () => {
    const pool = createRenderPool(1)
    await expect(
      pool.zip({ ...DEFAULT_QR_STYLE, logo: 'data:image/png;base64,AAAA' }, pictures(1)),
    ).rejects.toThrow()
    expect(Object.keys(unzipSync(await pool.zip(undefined, pictures(2))))).toHaveLength(2)
  })

  it('keeps its process alive while it draws, and lets it end once idle', async () => {
    // A process that awaits a chunk at its top level, then has nothing left to do: it must get the chunk
    // (a pending job holds the process) and then end by itself (idle threads do not). It used to stay
    // up for good, which held the Vitest process that runs the test jobs 10 s past its last test.
    const pool = new URL('./render-pool.ts', import.meta.url).href
    const script = writeScratch(
      dir,
      'draw-and-end.mts',
      `const { createRenderPool } = await import(${JSON.stringify(pool)})
const zip = await createRenderPool(1).zip(undefined, [['a.png', ${JSON.stringify(ac(1))}]])
console.log('drawn', zip.length > 0)`,
    )
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 50_000,
    })
    expect(stdout.trim()).toBe('drawn true')
  })
})
