import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Runs index.html's inline script in a stand-in of the browser (first-paint-script.test.ts and
 * first-paint-screens.test.ts): what it did to the document and what it put into the head, when.
 */
const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8')
const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? ''

export type Visit = {
  path?: string
  search?: string
  cookie?: string
  languages?: string[]
  /** What the browser's localStorage holds. */
  stored?: Record<string, string>
}

/** A map of the signed-in routes' chunks as the build writes it (web/scripts/preload-routes.ts). */
const ROUTE_MAP = {
  files: ['assets/layout.js', 'assets/fleet.js', 'assets/form.js', 'assets/home.js', 'assets/password.js'],
  routes: {
    '': [0, 3],
    'profile/fleet': [0, 1],
    'configform/:operation': [0, 2],
    'user/changePassword': [4],
  },
}

/** The signed-in screens whose first paint index.html carries, as the build lists them. */
export const SCREEN_PRERENDERS = ['profile/fleet', 'dashboard']

/** The entry's static imports (the build's `entry-scripts` template, web/scripts/prerender-sign-in.ts). */
export const ENTRY = '/assets/index.js'

type Node = string | { tag?: string; href?: string; src?: string; name?: string }

/** What index.html's script put into the head, by name: a template's preloads, or a part of the entry. */
function named(node: Node): string | undefined {
  if (typeof node === 'string') return node
  if (node.name) return node.name
  if (node.tag === 'script') return node.src === ENTRY ? 'entry' : 'another script'
  return node.href === ENTRY ? 'entry preload' : undefined
}

/**
 * Runs index.html's inline script on a visit: what it did to the document, and what it put into the head
 * at once, once the document was parsed (DOMContentLoaded) and once the first contentful paint is reported.
 */
export function runScript({
  path = '/login',
  search = '',
  cookie = '',
  languages = ['en-US'],
  stored = {},
}: Visit) {
  const root = { dataset: {} as Record<string, string>, classList: { add: () => undefined } }
  // The build's templates of each kind of visit's preloads (web/scripts/preload-sign-in.ts).
  const templates: Record<string, { content: string }> = {
    'sign-in-preloads': { content: 'sign-in' },
    'signed-in-preloads': { content: 'signed-in' },
  }
  const entryScript = {
    remove: () => undefined,
    getAttribute: (name: string) => (name === 'src' ? ENTRY : null),
  }
  const elements: Record<string, unknown> = {
    ...templates,
    'route-preloads': { textContent: JSON.stringify(ROUTE_MAP) },
    // The build's list of the prerendered signed-in screens (web/scripts/prerender-sign-in.ts).
    'screen-prerenders': { textContent: JSON.stringify(SCREEN_PRERENDERS) },
    'entry-scripts': { content: { name: 'entry imports', querySelector: () => entryScript } },
  }
  const appended: Node[] = []
  const document = {
    documentElement: root,
    cookie,
    hidden: false,
    getElementById: (id: string) => elements[id] ?? null,
    head: { append: (...nodes: Node[]) => appended.push(...nodes) },
    createElement: (tag: string) => ({ tag }),
  }
  type Paints = { getEntriesByName: (name: string) => unknown[] }
  const queued = { parsed: [] as (() => void)[], paint: [] as ((paints: Paints) => void)[] }
  const timers: (() => void)[] = []
  class PerformanceObserver {
    constructor(private readonly callback: (paints: Paints) => void) {}
    observe() {
      queued.paint.push(this.callback)
    }
  }
  const run = new Function(
    'localStorage',
    'matchMedia',
    'document',
    'location',
    'navigator',
    'addEventListener',
    'PerformanceObserver',
    'setTimeout',
    script,
  )
  run(
    { getItem: (key: string) => stored[key] ?? null },
    () => ({ matches: false }),
    document,
    { pathname: path, search },
    { languages },
    (type: string, listener: () => void) => type === 'DOMContentLoaded' && queued.parsed.push(listener),
    PerformanceObserver,
    (callback: () => void) => timers.push(callback),
  )
  const names = () => appended.map(named).filter((name) => name !== undefined)
  const atOnce = names()
  for (const callback of queued.parsed.splice(0)) callback()
  const parsed = names().slice(atOnce.length)
  // The first paint, then the first contentful one; then the fallback timers, which find it done.
  for (const callback of queued.paint) callback({ getEntriesByName: () => [] })
  for (const callback of queued.paint.splice(0)) {
    callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })
  }
  for (const callback of timers.splice(0)) callback()
  const painted = names().slice(atOnce.length + parsed.length)
  const links = appended.filter(
    (node) => typeof node === 'object' && node.tag === 'link' && node.href !== ENTRY,
  )
  return {
    prerender: root.dataset.prerender === 'login',
    /** The page shown: `login`, a screen's route, or none. */
    shown: root.dataset.prerender,
    /** The rules the script added (a screen's, to show it). */
    styles: appended.flatMap((node) =>
      typeof node === 'object' && node.tag === 'style'
        ? [(node as { textContent?: string }).textContent]
        : [],
    ),
    providers: root.dataset.providers,
    preloads: [...atOnce, ...parsed, ...painted].filter((name) => name === 'sign-in' || name === 'signed-in'),
    links,
    head: { atOnce, parsed, painted },
  }
}
