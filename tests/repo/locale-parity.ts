import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What a translation lacks against English: for each `<lang>[.<area>].json` beside `en[.<area>].json`,
 * the keys missing (the translator's worklist), the keys English no longer has, the keys whose
 * interpolation variables ({{count}}) differ, and the empty texts. A missing file counts all its keys.
 */
export type ParityProblem = {
  file: string
  missing: string[]
  extra: string[]
  variables: string[]
  empty: string[]
}

type Tree = { [key: string]: string | Tree }

/** Every leaf of a message tree, by its full key. */
export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(full, value)
    else for (const [k, v] of leaves(value, full)) found.set(k, v)
  }
  return found
}

/** The plural forms of a key (`_one`, `_other`, `_zero`...) are one key: languages have different sets. */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

const variables = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()

export function compare(file: string, english: Tree, translated: Tree | undefined): ParityProblem {
  const source = leaves(english)
  const target = leaves(translated ?? {})
  const sourceBases = new Set([...source.keys()].map(pluralBase))
  const targetBases = new Set([...target.keys()].map(pluralBase))
  const varsOf = (map: Map<string, string>, base: string) =>
    [...new Set([...map].filter(([k]) => pluralBase(k) === base).flatMap(([, v]) => variables(v)))].sort()
  return {
    file,
    missing: [...sourceBases].filter((base) => !targetBases.has(base)),
    extra: [...targetBases].filter((base) => !sourceBases.has(base)),
    variables: [...sourceBases]
      .filter((base) => targetBases.has(base))
      .filter((base) => varsOf(source, base).join() !== varsOf(target, base).join()),
    empty: [...target].filter(([, text]) => text.trim() === '').map(([key]) => key),
  }
}

/** The problems of every translation in a locales folder, one entry per file that has any. */
export function parityProblems(dir: string, languages: readonly string[]): ParityProblem[] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json'))
  const read = (name: string): Tree => JSON.parse(readFileSync(path.join(dir, name), 'utf8'))
  return languages.flatMap((language) =>
    names
      .filter((name) => /^en(\.[\w-]+)?\.json$/.test(name))
      .map((name) => {
        const file = name.replace(/^en/, language)
        return compare(file, read(name), names.includes(file) ? read(file) : undefined)
      })
      .filter((p) => p.missing.length + p.extra.length + p.variables.length + p.empty.length > 0),
  )
}

/** The problems as the integrator's worklist: per file, what to add, remove or fix. */
export function describeProblems(problems: readonly ParityProblem[]): string {
  return problems
    .map(({ file, missing, extra, variables, empty }) =>
      [
        `${file}:`,
        missing.length ? `  missing (${missing.length}): ${missing.join(', ')}` : '',
        extra.length ? `  not in English (${extra.length}): ${extra.join(', ')}` : '',
        variables.length ? `  other {{variables}} than English: ${variables.join(', ')}` : '',
        empty.length ? `  empty: ${empty.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n')
}
