import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Which strings each lazily loaded part of the web can show, read from its source. The web starts with
 * the common strings (`locales/en.json`, imported by `lib/i18n.ts`); every other `locales/en.<area>.json`
 * comes with the chunk whose modules import it (through its `locales/<area>.ts`). A key that a part names
 * (a string literal such as 'fleet.title', or the head of a template such as `metrics.${name}`) must
 * therefore be reachable from that part's own static imports or the entry's: else the part shows the raw
 * key until some other page happens to load the area.
 */
export type MissingArea = { root: string; file: string; key: string; areas: string[] }

type Module = { statics: string[]; dynamics: string[]; strings: string[] }

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file (relative to `src`) a specifier names, or null for a package. */
function resolve(srcDir: string, from: string, specifier: string): string | null {
  let target: string
  if (specifier.startsWith('@/')) target = specifier.slice(2)
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const candidate = `${target}${extension}`
    const full = path.join(srcDir, candidate)
    if (existsSync(full) && statSync(full).isFile()) return path.posix.normalize(candidate)
  }
  return null
}

/** A module's static imports and re-exports, its dynamic imports, and the strings that could be keys. */
function readModule(srcDir: string, file: string): Module {
  const statics: string[] = []
  const dynamics: string[] = []
  const strings: string[] = []
  if (file.endsWith('.json')) return { statics, dynamics, strings }
  const text = readFileSync(path.join(srcDir, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly
      const target = resolve(srcDir, file, (node.moduleSpecifier as ts.StringLiteral).text)
      if (target && !typeOnly) statics.push(target)
      return
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      const target = argument && ts.isStringLiteral(argument) ? resolve(srcDir, file, argument.text) : null
      if (target) dynamics.push(target)
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.push(node.text)
    } else if (ts.isTemplateExpression(node)) {
      strings.push(node.head.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { statics, dynamics, strings }
}

/** Every path of a message tree: 'fleet', 'fleet.columns', 'fleet.columns.iccid', ... */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return []
  return Object.entries(tree).flatMap(([key, value]) => {
    const own = prefix ? `${prefix}.${key}` : key
    return [own, ...keyPaths(value, own)]
  })
}

/** The leaves of a message tree, each with its full key. */
export function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key))
}

/** The locale files under `src/locales`, each with its parsed tree. */
export function localeFiles(srcDir: string): Map<string, unknown> {
  const dir = path.join(srcDir, 'locales')
  return new Map(
    readdirSync(dir)
      .filter((name) => /^en(\.[\w-]+)?\.json$/.test(name))
      .map((name) => [`locales/${name}`, JSON.parse(readFileSync(path.join(dir, name), 'utf8'))]),
  )
}

export function createGraph(srcDir: string) {
  const modules = new Map<string, Module>()
  const read = (file: string) => {
    let module = modules.get(file)
    if (!module) {
      module = readModule(srcDir, file)
      modules.set(file, module)
    }
    return module
  }
  /** The files a module loads with it: itself and its static imports, transitively. */
  const closure = (root: string): Set<string> => {
    const seen = new Set<string>()
    const pending = [root]
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue
      seen.add(file)
      pending.push(...read(file).statics)
    }
    return seen
  }
  /** The entry and every module loaded by a dynamic import from anything reachable. */
  const roots = (entry: string): string[] => {
    const found = new Set([entry])
    const pending = [entry]
    for (let root = pending.pop(); root !== undefined; root = pending.pop()) {
      for (const file of closure(root)) {
        for (const target of read(file).dynamics) {
          if (!found.has(target)) {
            found.add(target)
            pending.push(target)
          }
        }
      }
    }
    return [...found]
  }
  return { read, closure, roots }
}

/** The keys each lazily loaded part names without the locale file that holds them in its chunk or the entry's. */
export function missingAreas(srcDir: string, entry = 'main.tsx'): MissingArea[] {
  const locales = localeFiles(srcDir)
  const holders = new Map<string, string[]>()
  for (const [file, tree] of locales) {
    for (const key of keyPaths(tree)) holders.set(key, [...(holders.get(key) ?? []), file])
  }
  const graph = createGraph(srcDir)
  const atStart = graph.closure(entry)
  return graph.roots(entry).flatMap((root) => {
    const loaded = new Set([...atStart, ...graph.closure(root)])
    return [...graph.closure(root)]
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        graph.read(file).strings.flatMap((text) => {
          // A template's head ('fleet.' of `fleet.${name}`) names the subtree its keys are in.
          const key = text.replace(/\.$/, '')
          const areas = key.includes('.') || text.endsWith('.') ? holders.get(key) : undefined
          if (!areas || areas.some((area) => loaded.has(area))) return []
          return [{ root, file, key, areas }]
        }),
      )
  })
}
