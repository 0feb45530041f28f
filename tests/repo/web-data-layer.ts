import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * One web data layer (web/src/api/README.md): each endpoint is called from the data layer's file of its own
 * resource, `web/src/api/<resource>.ts`, so a query or mutation is written once and every screen shares it;
 * query keys come from `queryKey(endpoint, input)`, never typed by hand. Files are paths relative to
 * `web/src`.
 */
export type Misplaced = { file: string; found: string; rule: string }

/** Calls outside their resource's file, each with why (read where they stand). */
export const CALLS_ELSEWHERE: Record<string, string> = {
  'lib/session/signed-in-calls.ts':
    "the session's sign-out and permission tree: lib/ sits below api/, and the session is lib's",
}

/** Query keys typed by hand, each with why: only for what is not an endpoint. */
export const KEYS_BY_HAND: Record<string, string> = {
  'features/fleet/api/device-simulator.ts': "npm start's device simulator (/dev), not an endpoint",
}

/** The source files below `src`, tests and test helpers left out. */
export function sourceFiles(src: string): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .sort()
}

/** `alias -> resource` for the endpoint files a module imports (`{ fleetEndpoints as fleet }` -> fleet). */
function endpointImports(text: string): Map<string, string> {
  const aliases = new Map<string, string>()
  for (const [, names = '', resource = ''] of text.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'@simlessly\/shared\/endpoints\/([\w-]+)'/g,
  )) {
    for (const name of names.split(',')) {
      const [exported = '', local = exported] = name
        .replace(/\btype\s+/, '')
        .trim()
        .split(/\s+as\s+/)
      if (exported) aliases.set(local.trim(), resource)
    }
  }
  return aliases
}

/** What `file`'s text does against the data layer's rules. */
export function misplacedIn(file: string, text: string): Misplaced[] {
  const found: Misplaced[] = []
  const aliases = endpointImports(text)
  for (const [call, alias = '', name = ''] of text.matchAll(/api\.call\(\s*(\w+)\.(\w+)/g)) {
    const resource = aliases.get(alias)
    if (resource === undefined || file === `api/${resource}.ts` || file in CALLS_ELSEWHERE) continue
    found.push({ file, found: `${call} (${resource}.${name})`, rule: `call it from api/${resource}.ts` })
  }
  if (/queryKey:\s*\[/.test(text) && !(file in KEYS_BY_HAND)) {
    found.push({ file, found: 'queryKey: [', rule: 'derive the key: queryKey(endpoint, input)' })
  }
  return found
}

/** Every breach of the data layer's rules below `src` (web/src). */
export function dataLayerBreaches(src: string): Misplaced[] {
  return sourceFiles(src).flatMap((file) => misplacedIn(file, readFileSync(path.join(src, file), 'utf8')))
}
