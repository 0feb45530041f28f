import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRERENDERED_SCREENS } from './screen-headers'

const src = path.resolve(import.meta.dirname, '../..')

describe('the prerendered signed-in screens (index.html)', () => {
  it.each(Object.entries(PRERENDERED_SCREENS))(
    '%s: its page draws the same header in the same column',
    (route, { page, width, description }) => {
      const source = readFileSync(path.join(src, page), 'utf8')
      const header = `<PageHeader title={t('routeTitles.${route}')} description={t('${description}')}`
      const column = `<div className="mx-auto grid ${width} gap-6">\n      ${header}`
      expect(source).toContain(column)
    },
  )
})
