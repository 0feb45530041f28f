import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), keyed by source or shared chunk name. */
export type ManifestEntry = {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  isDynamicEntry?: boolean
}
export type Manifest = Record<string, ManifestEntry>

/** JavaScript files and their bytes: raw, and as served compressed (the build's `.gz` and `.br` files). */
export type Weight = { files: string[]; raw: number; gzip: number; brotli: number }

export const ENTRY = 'index.html'

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The given manifest keys and what `next` names of each, transitively. */
function closure(
  manifest: Manifest,
  entries: readonly string[],
  next: (key: string, entry: ManifestEntry) => readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const pending = [...entries]
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue
    const entry = manifest[key]
    if (!entry) throw new Error(`The build manifest has no entry ${key}: was the module renamed?`)
    seen.add(key)
    pending.push(...next(key, entry))
  }
  return seen
}

/** The manifest keys a page loads before it runs: the given entries and their static imports, transitively. */
export const staticClosure = (manifest: Manifest, entries: readonly string[]): Set<string> =>
  closure(manifest, entries, (_, entry) => entry.imports ?? [])

/**
 * Every manifest key a page may load as it is used: the given entries, their static imports and the chunks
 * they import lazily (a chart drawn after first paint), transitively. The router's lazy screens are the
 * entry's dynamic imports: a screen's closure stops at the entry.
 */
export const fullClosure = (manifest: Manifest, entries: readonly string[]): Set<string> =>
  closure(manifest, entries, (key, entry) =>
    key === ENTRY ? [] : [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])],
  )

/**
 * A file's bytes as the console's server sends it: the precompressed file beside it when the build wrote
 * one (it writes one only when smaller), else the file itself. Compressed here when the build wrote none
 * at all (an older build), so the figure never depends on the server.
 */
function served(distDir: string, file: string, encoding: 'gz' | 'br'): number {
  const full = path.join(distDir, file)
  const compressed = `${full}.${encoding}`
  if (existsSync(compressed)) return statSync(compressed).size
  if (existsSync(`${full}.gz`) || existsSync(`${full}.br`)) return statSync(full).size
  const raw = readFileSync(full)
  const size = encoding === 'gz' ? gzipSync(raw, { level: 9 }).length : brotliCompressSync(raw).length
  return Math.min(size, raw.length)
}

/** The JavaScript of the given manifest keys, weighed. */
export function weigh(distDir: string, manifest: Manifest, keys: Iterable<string>): Weight {
  const files = [...keys]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
    .sort()
  return {
    files,
    raw: files.reduce((sum, file) => sum + statSync(path.join(distDir, file)).size, 0),
    gzip: files.reduce((sum, file) => sum + served(distDir, file, 'gz'), 0),
    brotli: files.reduce((sum, file) => sum + served(distDir, file, 'br'), 0),
  }
}

/** What a first visit to a page loads: the entry's closure with the page's route module's. */
export function pageWeight(distDir: string, manifest: Manifest, routeModules: readonly string[]): Weight {
  return weigh(distDir, manifest, staticClosure(manifest, [ENTRY, ...routeModules]))
}

/**
 * What every screen but sign-in loads before it draws, beside its own chunk (web/src/app/router.tsx): the
 * query client's module and tailwind-merge, each a chunk of its own that the entry does not carry.
 */
export function screenNeeds(manifest: Manifest): string[] {
  const needs = Object.keys(manifest).filter(
    (key) => key === 'src/lib/query-provider.tsx' || /node_modules\/tailwind-merge\//.test(key),
  )
  if (needs.length !== 2) throw new Error(`The build manifest has ${needs.length} of a screen's 2 needs`)
  return needs
}

/**
 * What a route adds to what the entry already loaded: its module and static imports, with what a screen
 * waits for (`needs`: none for the sign-in page), less the entry's.
 */
export function routeWeight(
  distDir: string,
  manifest: Manifest,
  routeModule: string,
  needs: readonly string[] = [],
): Weight {
  const atStart = staticClosure(manifest, [ENTRY])
  const own = [...staticClosure(manifest, [routeModule, ...needs])].filter((key) => !atStart.has(key))
  return weigh(distDir, manifest, own)
}

/** The signed-in frame every console screen loads with it. */
export const LAYOUT = 'src/app/layouts/default-layout.tsx'

/**
 * The JavaScript files a first visit to a signed-in screen loads before it draws: the entry's, the layout's,
 * the screen's needs (screenNeeds), the screen's chunk and its prefetch's (web/src/app/route-prefetch.ts,
 * `prefetch` names the feature's module when it has one), each with their static imports.
 */
export function firstVisitFiles(manifest: Manifest, routeModule: string, prefetch?: string): string[] {
  const keys = [ENTRY, LAYOUT, ...screenNeeds(manifest), routeModule, 'src/app/prefetch-layout.ts']
  const all = staticClosure(manifest, prefetch ? [...keys, prefetch] : keys)
  return [...all].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'))
}

/** The route modules (screens and layouts) the router loads lazily, as the manifest names them. */
export function lazyRouteModules(manifest: Manifest): string[] {
  return Object.values(manifest)
    .filter((entry) => entry.isDynamicEntry && /^src\/app\/(routes|layouts)\//.test(entry.src ?? ''))
    .map((entry) => entry.src as string)
    .sort()
}
