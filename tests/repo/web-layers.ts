import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The web's layers, read from the import graph: `components/`, `lib/` and `api/` (the data layer) ->
 * `features/<name>/` -> `app/`.
 * Each import is resolved to the folder it lands in, whether written with the `@/` alias or a relative
 * path, so `../features/fleet` from lib/ or `../../groups/api` from a feature counts like its alias. The
 * feature folders are read from disk, so a new feature is covered the day it is made.
 */
export type Crossing = { file: string; specifier: string; rule: string }

type Place = { layer: 'app' | 'features' | 'components' | 'lib' | 'api' | 'other'; feature?: string }

/** Where a path relative to `web/src` sits. */
function placeOf(relative: string): Place {
  const [top = '', feature] = relative.split('/')
  if (top === 'features') return { layer: 'features', feature: feature ?? '' }
  if (top === 'app' || top === 'components' || top === 'lib' || top === 'api') return { layer: top }
  return { layer: 'other' }
}

/** The module specifiers a file imports or re-exports, dynamic imports included (comments and strings not). */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName)
}

/** The path relative to `src` that a specifier reaches from `file` (also relative to `src`), or null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier)
  return null
}

/** The rule an import from `from` to `to` breaks, or null. */
export function ruleBroken(from: Place, to: Place): string | null {
  const shared = from.layer === 'components' || from.layer === 'lib' || from.layer === 'api'
  if (shared && to.layer === 'features')
    return 'components/, lib/ and api/ are shared by the features and import none'
  if ((shared || from.layer === 'features') && to.layer === 'app') return 'only the app imports the app'
  if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
    return `features do not import each other: ${from.feature} imports ${to.feature || 'features/'}`
  }
  return null
}

function sourceFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relative)
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : []
  })
}

/** Every import under `srcDir` (the web's `src`) that crosses a layer the wrong way, tests included. */
export function webLayerCrossings(srcDir: string): Crossing[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const from = placeOf(file)
    return importsOf(readFileSync(path.join(srcDir, file), 'utf8')).flatMap((specifier) => {
      const target = resolve(file, specifier)
      const rule = target === null ? null : ruleBroken(from, placeOf(target))
      return rule ? [{ file, specifier, rule }] : []
    })
  })
}

/** The specifiers that reach the whole endpoint table (its root), rather than one resource's file. */
const TABLE_ROOTS = new Set(['@simlessly/shared', '@simlessly/shared/endpoints/index'])

/** The value imports (and re-exports) of the table itself that `text` makes: `endpoints`, or the whole module. */
export function tableValueImports(text: string): string[] {
  const source = ts.createSourceFile('x.tsx', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier
      if (from && ts.isStringLiteral(from) && TABLE_ROOTS.has(from.text)) {
        const clause = ts.isImportDeclaration(node) ? node.importClause : undefined
        const typeOnly = ts.isImportDeclaration(node) ? clause?.isTypeOnly : node.isTypeOnly
        const named = ts.isImportDeclaration(node) ? clause?.namedBindings : node.exportClause
        if (!typeOnly) {
          if (named && (ts.isNamespaceImport(named) || ts.isNamespaceExport(named)))
            found.push(`* from ${from.text}`)
          else if (ts.isExportDeclaration(node) && !named) found.push(`* from ${from.text}`)
          for (const element of named && (ts.isNamedImports(named) || ts.isNamedExports(named))
            ? named.elements
            : []) {
            const name = (element.propertyName ?? element.name).text
            if (name === 'endpoints' && !element.isTypeOnly) found.push(`endpoints from ${from.text}`)
          }
        }
      }
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      TABLE_ROOTS.has(node.arguments[0].text)
    ) {
      found.push(`import(${node.arguments[0].text})`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * The files of the data layer and the features (tests aside) that import the whole endpoint table as a
 * value: each takes its resource's file (`@simlessly/shared/endpoints/<resource>`), so that a screen loads
 * the endpoints it calls rather than the table (types from the package root are free: they weigh nothing).
 */
export function tableRootImports(srcDir: string): Crossing[] {
  return sourceFiles(srcDir)
    .filter((file) => /^(api|features)\//.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      tableValueImports(readFileSync(path.join(srcDir, file), 'utf8')).map((specifier) => ({
        file,
        specifier,
        rule: "import the resource's endpoint file, not the whole table",
      })),
    )
}
