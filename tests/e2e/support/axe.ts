import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type axe from 'axe-core'
import type { AxeResults, ElementContext, RunOptions } from 'axe-core'

/**
 * The signed-in layout's parts around a screen (the skip link, the side menu, the top bar), which
 * web/src/app/layouts/default-layout.tsx marks with `data-layout`.
 */
export const LAYOUT = '[data-layout]'

/**
 * WCAG 2.1 A/AA and best-practice violations of the screen (or inside `include`), as ids and targets: the
 * layout around it is left out (`exclude`, not `include('main')`: the whole document stays the context, so
 * the rules that look at the page itself, its one main landmark, its h1, its title and language, still
 * run; only the layout's nodes are not visited). The layout is the same on every screen, so its own scans
 * are `pageViolations`, one per layout width and theme (light in insights.spec, dark in theme-screens.spec,
 * 390 px in phones.spec). On a page without the layout (signing in, the public pages) nothing is left out.
 */
export function violations(page: Page, include?: string) {
  return scan(page, { include: include ? [include] : [], exclude: [LAYOUT] })
}

/** The same scan over the whole page, the layout included. */
export function pageViolations(page: Page) {
  return scan(page, { include: [], exclude: [] })
}

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only the violations are detailed: the passes and the inapplicable rules, which no test reads, are
  // counted without collecting every node (10-24 % less CPU a scan, the same rules and violations).
  resultTypes: ['violations'],
}

/** axe-core as @axe-core/playwright itself loads it (its own dependency, so always the same version). */
const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }),
  'utf8',
)

/**
 * Runs axe-core in the page with the same rules and context as `AxeBuilder(...).analyze()`, injecting it
 * once per document instead of once per scan: the builder injects its 550 kB into every frame on every
 * scan, then carries the partial results over to a blank page it opens to finish (a renderer of its own).
 * Measured here on one page, six scans each: the builder 300-390 CPU ms in Chromium and 60-75 in Node a
 * scan, axe-core already in the page 30-40 and 3. The screens reached inside the console (`showInApp`)
 * keep the document, so their scans find axe-core there. A page with frames (none in the console) still
 * goes through the builder, which scans every frame.
 */
async function scan(page: Page, context: { include: string[]; exclude: string[] }) {
  let results: AxeResults
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(OPTIONS)
    for (const selector of context.include) builder = builder.include(selector)
    for (const selector of context.exclude) builder = builder.exclude(selector)
    results = await builder.analyze()
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
    // An empty `include` is the whole document (as the builder's context), given as `exclude` alone.
    const within = context.include.length ? context : { exclude: context.exclude }
    // Given to the page as JSON (Playwright's types for the argument do not reach into axe-core's).
    const json = JSON.stringify({ within, options: OPTIONS })
    results = await page.evaluate((given) => {
      const { within, options } = JSON.parse(given) as { within: ElementContext; options: RunOptions }
      return (window as unknown as { axe: typeof axe }).axe.run(within, options)
    }, json)
  }
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))
}
