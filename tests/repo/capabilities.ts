import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * One name per capability: CAPABILITIES.md's table names each capability once and says which layers carry
 * that very name (`yes`); any other cell says where the capability lives instead. Read here, the table is
 * held against the tree: a `yes` needs the file or folder, and every file or folder of a layer needs a row
 * that says `yes` for it, or a place in EXCEPTIONS with the reason it names no capability.
 */
export const LAYERS = {
  endpoints: 'shared/src/endpoints and functions/src/api/routes',
  domain: 'functions/src/domain',
  api: 'web/src/api',
  features: 'web/src/features',
} as const

export type Layer = keyof typeof LAYERS

/** What a layer holds that names no capability, and why. */
export const EXCEPTIONS: Record<Layer, Record<string, string>> = {
  endpoints: { index: 'the table (shared) and the list of routers (functions) that gather the others' },
  domain: {
    actor: 'who acts, the caller every command takes',
    'console-link': 'the console links that mails and answers carry, for any capability',
    csv: 'every CSV the console writes',
    language: "a user's language, which the mails and documents of every capability are written in",
    paging: 'the paging helper of lists',
    'rotating-secret': 'the rotation of a secret, for API keys and webhook endpoints alike',
    scheduled: 'the scheduled job, which calls into the capabilities',
  },
  api: {
    'query-key': 'the key every query is cached under',
    'sign-in':
      "the account's sign-in call, apart from account.ts's query hooks: the sign-in page loads no query code",
    plain:
      "the first page's two calls (sign-in, the brand's query) read without the table's schemas: no zod on /login",
  },
  features: {
    home: 'the landing page, which shows the insight and the subscription; not a resource',
    navigation: 'the menu and the signed-in layout; not a resource',
    preferences:
      "the user's own choices that hold on every screen (theme, language), kept as behaviour modules",
  },
}

export type Row = { name: string; cells: Record<Layer, string> }

/** The rows of CAPABILITIES.md's table. */
export function capabilityRows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| `[a-z0-9-]+` \|/.test(line))
    .map((line) => {
      const [name = '', ...rest] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim())
      const [endpoints = '', domain = '', api = '', features = ''] = rest
      return { name: name.replaceAll('`', ''), cells: { endpoints, domain, api, features } }
    })
}

function names(dir: string, kind: 'files' | 'both'): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() ? kind === 'both' : /^[^.]+\.tsx?$/.test(entry.name)))
    .filter((entry) => !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.tsx?$/, ''))
}

/** The names each layer of the tree at `root` carries (the endpoint layer: shared's and the routes' apart). */
export function layerNames(root: string) {
  const at = (dir: string) => path.join(root, dir)
  return {
    shared: names(at('shared/src/endpoints'), 'files'),
    routes: names(at('functions/src/api/routes'), 'files'),
    domain: names(at('functions/src/domain'), 'both'),
    api: names(at('web/src/api'), 'files'),
    features: readdirSync(at('web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  }
}

/** Every way the tree at `root` and the table disagree, one sentence each. */
export function capabilityProblems(root: string, rows: readonly Row[]): string[] {
  const tree = layerNames(root)
  const problems: string[] = []
  const seen = new Set<string>()
  for (const row of rows) {
    if (seen.has(row.name)) problems.push(`${row.name} has two rows`)
    seen.add(row.name)
  }
  const check = (layer: Layer, present: readonly string[], where: string) => {
    const claimed = new Set(rows.filter((row) => row.cells[layer] === 'yes').map((row) => row.name))
    for (const name of claimed) {
      if (!present.includes(name)) problems.push(`${name}: the table says ${where} has it, it does not`)
    }
    for (const name of present) {
      if (!claimed.has(name) && !(name in EXCEPTIONS[layer])) {
        problems.push(`${where}/${name} names no capability of the table`)
      }
    }
  }
  check('endpoints', tree.shared, 'shared/src/endpoints')
  check('endpoints', tree.routes, 'functions/src/api/routes')
  check('domain', tree.domain, 'functions/src/domain')
  check('api', tree.api, 'web/src/api')
  check('features', tree.features, 'web/src/features')
  for (const name of tree.shared.filter((name) => !tree.routes.includes(name))) {
    problems.push(`shared/src/endpoints/${name}.ts has no route file of its name`)
  }
  for (const name of tree.routes.filter((name) => !tree.shared.includes(name))) {
    problems.push(`functions/src/api/routes/${name}.ts has no endpoint file of its name`)
  }
  return [...new Set(problems)]
}

/** The endpoint table's resource keys, kebab-cased: each must be the name of its endpoint and route files. */
export function kebab(resource: string): string {
  return resource.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}
