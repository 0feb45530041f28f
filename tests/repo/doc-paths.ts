import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The paths a map of the code names in its code spans and fenced blocks (`functions/src/jobs.ts`,
 * `web/src/api/<resource>.ts`, `worker/dead-letter.ts`), each of which must name something in the
 * repository. A placeholder (`<resource>`) or a glob (`en*.json`) stands for one segment and must match at
 * least one; a path that does not start at the repository's top (`routes/index.ts`) must be the end of one
 * that does. URL paths (`/api/docs`), npm packages (`@aws-sdk/lib-dynamodb`) and build output are not
 * files of the repository; the package's own names (`@simlessly/shared/…`, the web's `@/…`) are.
 */
export type MissingPath = { path: string; reason: string }

const ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['@simlessly/shared/', 'shared/src/'],
  ['@/', 'web/src/'],
]
/** What the build writes and git does not hold: named by the map, checked by the build's own tests. */
const GENERATED = /^(dist|web\/dist|\.cache)(\/|$)/
const MODULE_ENDINGS = ['', '.ts', '.tsx', '/index.ts']
const EXTENSION = /\.(ts|tsx|mts|mjs|js|json|md|css|html|py|sh)$/

/** The fenced blocks and the code spans of a Markdown file. */
function codeOf(markdown: string): { fences: string[]; spans: string[] } {
  const fence = /^(```|~~~)[^\n]*\n([\s\S]*?)^\1[^\n]*$/gm
  const fences = [...markdown.matchAll(fence)].map((m) => m[2] ?? '')
  const spans = [...markdown.replace(fence, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '')
  return { fences, spans }
}

/** The path-like words of `code`: names joined by slashes, or a file name with its extension. */
function wordsOf(code: string): string[] {
  return [...code.matchAll(/(?<![\w/:.@<>*-])[@\w.<>*-]+(?:\/[\w.<>*-]+)*\/?(?![\w(])/g)]
    .map((m) => m[0].replace(/[.,;:]+$/, ''))
    .filter((word) => (word.includes('/') || EXTENSION.test(word)) && !/^\.\w+$/.test(word))
    .filter((word) => !/^@(?!simlessly\/|\/)/.test(word) && !/^\d/.test(word))
}

/**
 * The paths `markdown` names: every path-like word of its code spans, and those of its fenced blocks
 * (diagrams, where `exports/` is a bucket's prefix) that start with one of `top`, the repository's
 * top-level names, or an alias.
 */
export function pathsOf(markdown: string, top: ReadonlySet<string>): string[] {
  const { fences, spans } = codeOf(markdown)
  const rooted = (word: string) =>
    top.has(word.split('/')[0] ?? '') || ALIASES.some(([prefix]) => word.startsWith(prefix))
  return [...new Set([...spans.flatMap(wordsOf), ...fences.flatMap(wordsOf).filter(rooted)])]
}

function segmentPattern(segment: string): RegExp {
  const escaped = segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace(/<[^>]*>/g, '[^/]+').replace(/\*/g, '[^/]*')}$`)
}

/** Whether `written` (aliases already resolved) matches one of `tracked`, whole or as its end. */
function matches(written: string, tracked: readonly string[], whole: boolean): boolean {
  const segments = written.replace(/\/$/, '').split('/').map(segmentPattern)
  return tracked.some((file) => {
    const parts = file.split('/')
    const starts = whole ? [0] : parts.map((_, index) => index)
    return starts.some((start) =>
      segments.every(
        (pattern, index) => parts[start + index] !== undefined && pattern.test(parts[start + index] ?? ''),
      ),
    )
  })
}

/**
 * The paths of `markdown` that name nothing in the repository at `root`, whose tracked files (and the
 * folders above them) are `tracked`. A path starting with one of the repository's top-level names is read
 * from the top; any other must be the end of a tracked path.
 */
export function missingPaths(root: string, markdown: string, tracked: readonly string[]): MissingPath[] {
  const top = new Set(tracked.map((file) => file.split('/')[0] ?? ''))
  return pathsOf(markdown, top).flatMap((written): MissingPath[] => {
    const alias = ALIASES.find(([prefix]) => written.startsWith(prefix))
    const resolved = alias ? alias[1] + written.slice(alias[0].length) : written
    if (GENERATED.test(resolved)) return []
    if (path.isAbsolute(resolved) || path.normalize(resolved).startsWith('..'))
      return [{ path: written, reason: 'leads outside the repository' }]
    const whole = alias !== undefined || top.has(resolved.split('/')[0] ?? '')
    // A module specifier names its file without the extension.
    const candidates = alias ? MODULE_ENDINGS.map((ending) => resolved + ending) : [resolved]
    const found = candidates.some(
      (candidate) =>
        (whole && !/[<*]/.test(candidate) && existsSync(path.join(root, candidate))) ||
        matches(candidate, tracked, whole),
    )
    return found ? [] : [{ path: written, reason: 'names nothing in the repository' }]
  })
}
