import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Colours come from the semantic tokens of web/src/index.css (`bg-card`, `text-muted-foreground`,
 * `border-destructive/25`...), never from the raw Tailwind palette, so a dark theme is one block of
 * token values. Only `web/src/components/ui` may hold a raw class (a dialog's black backdrop, which is
 * dark in every theme). Each finding names the file, the line and the class.
 */
const root = path.resolve(import.meta.dirname, '../..')

const PALETTE =
  'slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose'
const PROPERTY =
  'bg|text|border(?:-[xytrblse])?|ring(?:-offset)?|outline|divide|fill|stroke|from|via|to|decoration|accent|caret|shadow|placeholder'
/** A class as JSX, cva tables, template strings and @apply write it, variants and opacity included. */
const RAW = new RegExp(
  `(?<=^|[\\s'"\`{(])(?:[^\\s'"\`]*:)?(?:${PROPERTY})-(?:(?:${PALETTE})-\\d{2,3}|white|black)(?:/\\d{1,3})?(?=$|[\\s'"\`),;}])`,
  'gm',
)

function checkedFiles(files: readonly string[]): string[] {
  return files.filter(
    (file) => /^web\/.*\.(tsx?|css|html)$/.test(file) && !file.startsWith('web/src/components/ui/'),
  )
}

/** `file:line  class` for every raw palette class of a text. */
function rawClasses(file: string, text: string): string[] {
  return [...text.matchAll(RAW)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length
    return `${file}:${line}  ${match[0]}`
  })
}

describe('web colours', () => {
  it('are semantic tokens outside components/ui (no raw palette classes)', () => {
    const tracked = execFileSync('git', ['ls-files', 'web'], { cwd: root, encoding: 'utf8' }).split('\n')
    const found = checkedFiles(tracked).flatMap((file) =>
      rawClasses(file, readFileSync(path.join(root, file), 'utf8')),
    )
    expect(found, `raw palette classes; use the tokens of web/src/index.css:\n${found.join('\n')}`).toEqual(
      [],
    )
  })

  it('name raw classes with their variants and opacity, and let tokens and components/ui through', () => {
    const text = [
      '<p className="text-sm text-zinc-600">',
      "  cn('hover:bg-zinc-50', error && 'aria-invalid:ring-red-600/20')",
      '  <div className="bg-white [&>svg]:text-amber-700 text-black" />',
      '  @apply bg-slate-50 text-gray-900;',
      '<p className="bg-card text-muted-foreground border-destructive/25 text-primary-foreground" />',
      '<p className="hover:bg-accent ring-ring/40 zinc-600 my-text-zinc-600-ish" />',
    ].join('\n')
    expect(rawClasses('a.tsx', text)).toEqual([
      'a.tsx:1  text-zinc-600',
      'a.tsx:2  hover:bg-zinc-50',
      'a.tsx:2  aria-invalid:ring-red-600/20',
      'a.tsx:3  bg-white',
      'a.tsx:3  [&>svg]:text-amber-700',
      'a.tsx:3  text-black',
      'a.tsx:4  bg-slate-50',
      'a.tsx:4  text-gray-900',
    ])
    expect(
      checkedFiles([
        'web/src/features/a.tsx',
        'web/src/components/ui/button.tsx',
        'web/src/index.css',
        'shared/a.ts',
      ]),
    ).toEqual(['web/src/features/a.tsx', 'web/src/index.css'])
  })
})
