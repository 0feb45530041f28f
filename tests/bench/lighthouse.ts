import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { TOKEN_COOKIE_NAME } from '@simlessly/shared'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'
import { closeContext } from '../../functions/src/context.ts'
import { benchOwner, startProduct } from './product.ts'
import { loadLine, printResult } from './result.ts'

/**
 * `npm run bench:lighthouse`: Lighthouse 12 (performance only, its default simulated throttling) on the
 * production build as `npm start` serves it, mobile and desktop, for the sign-in page and three pages
 * behind it: the fleet, Generate AC and the dashboard. Those need a session: a fresh owner with one
 * configuration is written into the product's table and signed in through the API, and the session
 * cookie (scripts read it: the SPA sends it as its token) is set in the browser before Lighthouse opens
 * the page; Lighthouse then keeps the origin's storage (it would clear the cookie), and each page gets a
 * browser of its own, so its cache starts empty all the same. A signed-in page that ends anywhere but
 * where it was opened (sent to sign-in) fails the run. Prints scores, FCP, LCP, TBT and bytes per page,
 * and Lighthouse's benchmark index of the machine during the run ("machine": higher is faster; a busy
 * machine gives a lower one, and a longer TBT, which Lighthouse multiplies by 4 on mobile).
 *
 *   npm run bench:lighthouse                 # every page, mobile and desktop, one run each
 *   npm run bench:lighthouse -- --runs 3     # the median of three runs per page and form factor
 *   npm run bench:lighthouse -- --save /tmp  # also writes each run's full report there
 *   npm run bench:lighthouse -- --only login # some pages: login, fleet, generate, dashboard
 *   PORT=3385 DYNAMODB_PORT=8950 SQS_PORT=8952 S3_PORT=8951 SMTP_PORT=8953 npm run bench:lighthouse
 */
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg === -1 ? 1 : Number(process.argv[runsArg + 1] ?? 1)
const saveArg = process.argv.indexOf('--save')
/** With `--save <dir>`: each run's full report (JSON) is written there, to read what Lighthouse suggests. */
const SAVE_DIR = saveArg === -1 ? undefined : process.argv[saveArg + 1]

const onlyArg = process.argv.indexOf('--only')
const ONLY = onlyArg === -1 ? undefined : process.argv[onlyArg + 1]?.split(',')

const ALL_PAGES = [
  { id: 'login', path: '/login', signedIn: false },
  { id: 'fleet', path: '/profile/fleet', signedIn: true },
  { id: 'generate', path: '/profile/generateac', signedIn: true },
  { id: 'dashboard', path: '/dashboard', signedIn: true },
] as const
const PAGES = ALL_PAGES.filter((page) => !ONLY || ONLY.includes(page.id))
const FORM_FACTORS = ['mobile', 'desktop'] as const

type Figures = {
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  kib: number
  jsKib: number
}

/**
 * A run whose trace Lighthouse could not read. Declared before the runs start: the top-level code below
 * reaches it while the module is still running, where a class declared further down is not yet defined.
 */
class TraceError extends Error {}

const PORT_NAMES = ['PORT', 'DYNAMODB_PORT', 'S3_PORT', 'SQS_PORT', 'SMTP_PORT'] as const
const env = Object.fromEntries(
  PORT_NAMES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
)
const product = await startProduct({ env })
try {
  const { ctx, token } = await benchOwner(product)
  closeContext(ctx)
  console.log(loadLine())
  console.log(
    `${'page'.padEnd(28)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}` +
      `${'TBT'.padStart(9)}${'bytes'.padStart(11)}${'of them JS'.padStart(12)}${'machine'.padStart(9)}`,
  )
  const figures: Record<string, number> = {}
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await auditAgain(`${product.url}${page.path}`, formFactor, page.signedIn ? token : undefined),
        )
      const m = medianRun(runs)
      const name = `${page.path} ${formFactor}`
      console.log(
        `${name.padEnd(28)}${String(Math.round(m.score * 100)).padStart(6)}${`${(m.fcpMs / 1000).toFixed(1)} s`.padStart(9)}` +
          `${`${(m.lcpMs / 1000).toFixed(1)} s`.padStart(9)}${`${Math.round(m.tbtMs)} ms`.padStart(9)}` +
          `${`${m.kib.toFixed(0)} KiB`.padStart(11)}${`${m.jsKib.toFixed(0)} KiB`.padStart(12)}` +
          `${String(Math.round(m.benchmarkIndex)).padStart(9)}`,
      )
      const key = `${page.id}${formFactor === 'mobile' ? 'Mobile' : 'Desktop'}`
      Object.assign(figures, {
        [`${key}Score`]: Math.round(m.score * 100),
        [`${key}FcpMs`]: m.fcpMs,
        [`${key}LcpMs`]: m.lcpMs,
        [`${key}TbtMs`]: m.tbtMs,
        [`${key}KiB`]: m.kib,
        [`${key}BenchmarkIndex`]: m.benchmarkIndex,
      })
    }
  }
  printResult('lighthouse', figures)
} finally {
  await product.stop()
}

/**
 * One Lighthouse run in a browser of its own (chrome-launcher, as the CLI does: a Puppeteer-launched page
 * gives Lighthouse 12 no navigation start in its trace on this Chromium); with a token, signed in by the
 * session cookie, set through the DevTools protocol before Lighthouse connects.
 */
async function audit(url: string, formFactor: 'mobile' | 'desktop', token?: string): Promise<Figures> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  })
  try {
    if (token) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      await browser.setCookie({
        name: TOKEN_COOKIE_NAME,
        value: token,
        domain: new URL(url).hostname,
        path: '/',
      })
      await browser.disconnect()
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(token),
    }
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    if (lhr.runtimeError) throw new TraceError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    if (SAVE_DIR) {
      const name = `${new URL(url).pathname.slice(1).replaceAll('/', '-')}-${formFactor}-${Date.now()}.json`
      writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr))
    }
    const landed = new URL(lhr.finalDisplayedUrl).pathname
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not signed in?`)
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const details = lhr.audits['network-requests']?.details as
      | { items?: { resourceType?: string; transferSize?: number }[] }
      | undefined
    const scripts = (details?.items ?? []).filter((r) => r.resourceType === 'Script')
    return {
      benchmarkIndex: lhr.environment.benchmarkIndex,
      score: lhr.categories.performance?.score ?? 0,
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      kib: value('total-byte-weight') / 1024,
      jsKib: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    }
  } finally {
    chrome.kill()
  }
}

/**
 * Lighthouse's own advice for its trace errors (NO_NAVSTART and the like, which a busy machine gives now and
 * then) is to run it again: up to three times, then the error stands.
 */
async function auditAgain(url: string, formFactor: 'mobile' | 'desktop', token?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, formFactor, token)
    } catch (error) {
      if (attempt === 3 || !(error instanceof TraceError)) throw error
      console.log(`  (${url} ${formFactor}: ${error.message}; running it again)`)
    }
  }
}

/** The run with the median score (Lighthouse's own advice: the median run, not medians of each metric). */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  return sorted[Math.floor(sorted.length / 2)] as Figures
}
