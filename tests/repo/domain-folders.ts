import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The domain's capabilities depend one way: a capability is a folder or a module at the top of
 * `functions/src/domain` (`billing/`, `group.ts`), and two of them never import each other, whichever files
 * do it. The piece both need moves down, into the lower one or a module of its own. Import cycles between
 * files are the lint's (`noImportCycles`); this is the same rule one level up.
 */
export type TwoWay = { pair: [string, string]; imports: string[] }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The capability a path under `domainDir` belongs to: its first segment, without `.ts`. */
function capabilityOf(domainDir: string, file: string): string {
  return (path.relative(domainDir, file).split(path.sep)[0] ?? '').replace(/\.tsx?$/, '')
}

/** Every pair of capabilities under `domainDir` that import each other, with the imports of both ways. */
export function twoWayDependencies(domainDir: string): TwoWay[] {
  const edges = new Map<string, string[]>()
  for (const file of sourceFiles(domainDir)) {
    const from = capabilityOf(domainDir, file)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), fileName)
      if (!target.startsWith(domainDir + path.sep)) continue
      const to = capabilityOf(domainDir, target)
      if (to === from) continue
      const key = `${from} ${to}`
      const line = `${path.relative(domainDir, file)} -> ${path.relative(domainDir, target)}`
      edges.set(key, [...(edges.get(key) ?? []), line])
    }
  }
  return [...edges.entries()].flatMap(([key, imports]) => {
    const [from = '', to = ''] = key.split(' ')
    const back = edges.get(`${to} ${from}`)
    return from < to && back ? [{ pair: [from, to] as [string, string], imports: [...imports, ...back] }] : []
  })
}
