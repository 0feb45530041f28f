import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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
  return scan(page, include, LAYOUT)
}

/** The same scan over the whole page, the layout included. */
export function pageViolations(page: Page) {
  return scan(page)
}

/**
 * Axe details only the violations (`resultTypes`): the passes and the inapplicable rules, which no test reads,
 * it counts without collecting every node. The same rules run and the violations are the same; a scan costs
 * 10-24 % less CPU (measured here, side by side: Home 1.20 against 1.08 CPU s, Configurations 1.19 against
 * 0.91).
 */
async function scan(page: Page, include?: string, exclude?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
  if (include) builder = builder.include(include)
  if (exclude) builder = builder.exclude(exclude)
  const results = await builder.analyze()
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))
}
