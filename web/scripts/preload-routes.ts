import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The id of index.html's map from a signed-in route to the chunks its first visit loads. */
export const ROUTE_PRELOADS = 'route-preloads'

/**
 * What every signed-in screen loads before it draws, beside its own module and the signed-in template's
 * chunks (preload-sign-in.ts), in the order they are needed: the query client, the saved language the guard
 * restores with the permissions and its operating check (app/router.tsx's `createAppGuard`), which the
 * screen waits for; the layout's prefetch (app/route-prefetch.ts); then tailwind-merge (app/router.tsx's
 * `screen`) and the signed-in frame. The screen's data's prefetch comes after the layout's, its module last.
 */
export const SIGNED_IN_NEEDS = {
  first: [
    'src/lib/query-provider.tsx',
    'src/features/preferences/restore-language.ts',
    'src/api/enterprise.ts',
    'src/app/prefetch-layout.ts',
  ],
  last: ['node_modules/tailwind-merge/', 'src/app/layouts/default-layout.tsx'],
}

/** A route's name (app/screens.ts, route-prefetch.ts) and the module its entry imports. */
type Imports = Map<string, string>

/**
 * The `'name': async () => (await import('<module>'))` entries of a source file's table (`const <table>`,
 * to the `}` that starts a line), resolved from the file's folder (or `@/`, web/src). Every lazy import of
 * the table must be such an entry: a table written another way fails the build rather than leaving routes
 * out of the map.
 */
export function readImportTable(file: string, table: string, webRoot: string): Imports {
  const text = readFileSync(file, 'utf8')
  const start = text.indexOf(`const ${table}`)
  const source = start === -1 ? '' : text.slice(start, text.indexOf('\n}', start))
  const entries = [...source.matchAll(/^\s*'?([\w/:]+)'?: async \(\) => \(await import\('([^']+)'\)\)/gm)]
  const imports = source.match(/import\('/g)?.length ?? 0
  if (entries.length === 0 || entries.length !== imports)
    throw new Error(`${file}: ${entries.length} entries of ${table} read, of ${imports} lazy imports`)
  const resolve = (specifier: string) => {
    const base = specifier.startsWith('@/')
      ? path.join(webRoot, 'src', specifier.slice(2))
      : path.resolve(path.dirname(file), specifier)
    const found = ['.ts', '.tsx', ''].map((ext) => `${base}${ext}`).find((full) => existsSync(full))
    if (!found) throw new Error(`${file}: ${specifier} resolves to no file`)
    return path.relative(webRoot, found).split(path.sep).join('/')
  }
  return new Map(entries.map(([, name, specifier]) => [name as string, resolve(specifier as string)]))
}

/** The route's path as the router matches it: home is the index route (`/`). */
export const routePath = (name: string) => (name === 'home' ? '' : name)

/** The chunk that holds a source module (a path under web/, or a folder of node_modules). */
export function chunkHolding(bundle: OutputBundle, module: string): string {
  const hit = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' &&
      output.moduleIds.some((id) =>
        module.endsWith('/') ? id.includes(`/${module}`) : id.endsWith(`/${module}`),
      ),
  )
  if (!hit) throw new Error(`No chunk of the build holds ${module}: was it renamed?`)
  return hit.fileName
}

/** The given chunks and their static imports, transitively, by file name. */
export function staticClosure(bundle: OutputBundle, files: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...files]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const output = bundle[file]
    if (seen.has(file) || output?.type !== 'chunk') continue
    seen.add(file)
    pending.push(...output.imports)
  }
  return seen
}

/**
 * The map: every file once (`files`), and per route path the indexes of the files its first visit loads
 * beyond what `loaded` holds (the entry's and the signed-in template's).
 */
export function routePreloadMap(
  bundle: OutputBundle,
  routes: Map<string, string[]>,
  loaded: ReadonlySet<string>,
): { files: string[]; routes: Record<string, number[]> } {
  const files: string[] = []
  const index = (file: string) => {
    const at = files.indexOf(file)
    return at === -1 ? files.push(file) - 1 : at
  }
  const byRoute: Record<string, number[]> = {}
  for (const [route, modules] of routes) {
    // Each module's chunk before the next module's, with what it imports: the browser asks for them in
    // this order (HTTP/1.1's six connections), so what the guard waits for comes first.
    const ordered = new Set(
      modules.flatMap((module) => [...staticClosure(bundle, [chunkHolding(bundle, module)])]),
    )
    byRoute[route] = [...ordered].filter((file) => !loaded.has(file)).map(index)
  }
  return { files, routes: byRoute }
}

/**
 * index.html's map of the signed-in routes (app/screens.ts) to the chunks a first visit to each loads
 * beyond `loaded`: SIGNED_IN_NEEDS, the screen's module and its data's prefetch (app/route-prefetch.ts),
 * with their static imports, in the order they are needed. A data block, not a script: index.html's inline script reads it and preloads
 * the visited route's chunks beside the entry, so its code (and the hash the CSP allows it by) stays the
 * same from build to build.
 */
export function routePreloads(bundle: OutputBundle, loaded: ReadonlySet<string>, webRoot: string): string {
  const screens = readImportTable(path.join(webRoot, 'src/app/screens.ts'), 'SCREENS', webRoot)
  const prefetches = readImportTable(
    path.join(webRoot, 'src/app/route-prefetch.ts'),
    'SCREEN_PREFETCH',
    webRoot,
  )
  const routes = new Map(
    [...screens].map(([name, module]) => {
      const prefetch = prefetches.get(name)
      const { first, last } = SIGNED_IN_NEEDS
      return [routePath(name), [...first, ...(prefetch ? [prefetch] : []), ...last, module]]
    }),
  )
  const map = routePreloadMap(bundle, routes, loaded)
  return `<script type="application/json" id="${ROUTE_PRELOADS}">${JSON.stringify(map)}</script>`
}
