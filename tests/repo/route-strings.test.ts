import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { leafKeys, localeFiles, missingAreas } from './route-strings.ts'
import { removeScratches, scratchTree } from './scratch.ts'

afterEach(removeScratches)

const webSrc = path.resolve(import.meta.dirname, '../../web/src')

describe('the strings of each lazily loaded part of the web', () => {
  it('come with it: a key named in a chunk is in the common strings or an area that chunk imports', () => {
    const missing = missingAreas(webSrc).map(
      ({ root, file, key, areas }) => `${root}: ${file} names ${key}, held by ${areas.join(' or ')}`,
    )
    expect(missing).toEqual([])
  })

  it('catch a screen that names a key of an area it does not import, and pass once it does', async () => {
    const files = {
      'main.tsx': "import './lib/i18n'\nconst screen = () => import('./app/routes/fleet')\n",
      'lib/i18n.ts': "import common from '../locales/en.json'\n",
      'locales/en.json': JSON.stringify({ common: { loading: 'Loading' } }),
      'locales/en.fleet.json': JSON.stringify({ fleet: { title: 'Fleet', empty: 'None' } }),
      'locales/fleet.ts': "import strings from './en.fleet.json'\n",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a scratch file, with a template.
      'features/fleet/list.tsx': "export const List = (t) => [t('fleet.title'), t(`fleet.${'empty'}`)]\n",
      'app/routes/fleet.tsx': "import { List } from '@/features/fleet/list'\nt('common.loading')\n",
    }
    const without = await scratchTree(files, 'route-strings-')
    expect(missingAreas(without).map(({ root, key }) => `${root} ${key}`)).toEqual([
      'app/routes/fleet.tsx fleet.title',
      'app/routes/fleet.tsx fleet',
    ])
    const withArea = await scratchTree(
      { ...files, 'app/routes/fleet.tsx': `import '@/locales/fleet'\n${files['app/routes/fleet.tsx']}` },
      'route-strings-',
    )
    expect(missingAreas(withArea)).toEqual([])
  })

  it('define each key in one file only, so the order areas arrive in never changes a text', () => {
    const owners = new Map<string, string[]>()
    for (const [file, tree] of localeFiles(webSrc)) {
      for (const key of leafKeys(tree)) owners.set(key, [...(owners.get(key) ?? []), file])
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([])
  })
})
