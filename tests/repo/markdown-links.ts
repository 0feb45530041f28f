import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Relative links in the repository's Markdown: each must reach a file or folder inside the repository and,
 * when it names an anchor in a Markdown file, one of that file's headings (GitHub's slugs). Links with a
 * scheme (https:, mailto:) are left to the reader; code spans and fenced blocks are not links.
 */
export type BrokenLink = { file: string; link: string; reason: string }

/** Markdown text without fenced blocks and code spans, so that code samples are not read as links. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

/** The targets of inline links and images, `[text](target "title")`, and of references, `[id]: target`. */
export function linksOf(text: string): string[] {
  const body = prose(text)
  const inline = [...body.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
  const references = [...body.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)]
  return [...inline, ...references].map((match) => match[1] ?? '')
}

/** GitHub's anchors for a Markdown file's headings: lower case, punctuation dropped, spaces as hyphens. */
export function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, heading = ''] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** What is wrong with `link` written in `file` (relative to `root`), or null when it resolves. */
export function brokenReason(root: string, file: string, link: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) return null
  const [rawPath = '', anchor] = link.split('#')
  const target =
    rawPath === ''
      ? path.join(root, file)
      : path.resolve(path.dirname(path.join(root, file)), decodeURI(rawPath))
  const inside = path.relative(root, target)
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'leads outside the repository'
  if (!existsSync(target)) return 'no such file'
  if (anchor === undefined || anchor === '' || !target.endsWith('.md') || statSync(target).isDirectory())
    return null
  return anchorsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(anchor)) ? null : 'no such heading'
}

/** Every broken relative link of the Markdown files `files` (paths relative to `root`). */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  return files.flatMap((file) =>
    linksOf(readFileSync(path.join(root, file), 'utf8')).flatMap((link) => {
      const reason = brokenReason(root, file, link)
      return reason ? [{ file, link, reason }] : []
    }),
  )
}
