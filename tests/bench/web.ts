import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { startProduct } from './product.ts'
import { loadLine, printResult } from './result.ts'

/**
 * `npm run bench:web`: the JavaScript a browser loads for the sign-in page. Chromium opens /login on the
 * local product and waits until the network is idle; every script it received is counted raw and
 * gzipped here (level 9, as a server would send it, whether or not this one compresses), in bytes, so the
 * figure is exact, not timed. Beside it, the floor: React and ReactDOM's client alone, bundled and
 * minified, the least a React page loads. Prints figures and a BENCH_RESULT line; asserts nothing.
 */
const product = await startProduct()
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  const page = await (await browser.newContext()).newPage()
  const scripts: { url: string; raw: number; gzip: number }[] = []
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => {
        scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
      }),
    )
  })
  await page.goto(`${product.url}/login`, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  const sum = (pick: (s: { raw: number; gzip: number }) => number) =>
    scripts.reduce((total, s) => total + pick(s), 0)
  const floor = await reactFloor()
  console.log(loadLine())
  console.log(
    `/login loads ${scripts.length} scripts: ${(sum((s) => s.raw) / 1024).toFixed(1)} kB raw, ` +
      `${(sum((s) => s.gzip) / 1024).toFixed(1)} kB gzipped`,
  )
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${new URL(s.url).pathname.padEnd(50)} ${(s.gzip / 1024).toFixed(1).padStart(7)} kB gz`)
  console.log(`floor: React and ReactDOM's client alone, minified: ${(floor / 1024).toFixed(1)} kB gzipped`)
  printResult('web', {
    loginScripts: scripts.length,
    loginJsRawKiB: sum((s) => s.raw) / 1024,
    loginJsGzipKiB: sum((s) => s.gzip) / 1024,
    reactFloorGzipKiB: floor / 1024,
  })
} finally {
  await browser.close()
  await product.stop()
}

/** React and ReactDOM's client, bundled and minified for production by esbuild, gzipped. */
async function reactFloor(): Promise<number> {
  const result = await build({
    stdin: {
      contents:
        "import { createRoot } from 'react-dom/client'\nimport { createElement } from 'react'\ncreateRoot(document.body).render(createElement('p'))",
      resolveDir: path.resolve(import.meta.dirname, '../../web'),
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length
}
