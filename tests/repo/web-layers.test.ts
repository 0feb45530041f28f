import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeScratches, scratchTree } from './scratch.ts'
import { importsOf, tableRootImports, tableValueImports, webLayerCrossings } from './web-layers.ts'

afterEach(removeScratches)

const webSrc = path.resolve(import.meta.dirname, '../../web/src')

/** A scratch `src` folder holding these files; answers the files whose imports cross a layer. */
async function crossingsIn(files: Record<string, string>): Promise<string[]> {
  const dir = await scratchTree(files, 'web-layers-')
  return [...new Set(webLayerCrossings(dir).map((crossing) => crossing.file))].sort()
}

describe("the web's layers", () => {
  it('hold in the repository', () => {
    expect(webLayerCrossings(webSrc)).toEqual([])
  })

  it('keep features from importing each other, by alias or by relative path', async () => {
    const found = await crossingsIn({
      'features/fleet/components/alias.tsx': "import { g } from '@/features/groups/api/list-groups'\n",
      'features/fleet/components/relative.tsx': "import { g } from '../../groups/api/list-groups'\n",
      'features/fleet/top.ts': "export { g } from '../groups/api/list-groups'\n",
      'features/fleet/components/lazy.tsx': "export const l = () => import('@/features/team/x')\n",
      'features/fleet/components/deep/own.tsx':
        "import { f } from '../../api/list-profiles'\nimport { g } from '@/features/fleet/api/x'\nimport { cn } from '@/lib/utils'\nimport { Button } from '../../../../components/ui/button'\n",
      'features/fleet/api/shared.ts': "import { endpoints } from '@simlessly/shared'\n",
    })
    expect(found).toEqual([
      'features/fleet/components/alias.tsx',
      'features/fleet/components/lazy.tsx',
      'features/fleet/components/relative.tsx',
      'features/fleet/top.ts',
    ])
  })

  it('keep components/ and lib/ off the features and the app, by alias or by relative path', async () => {
    const found = await crossingsIn({
      'lib/alias.ts': "import { f } from '@/features/fleet/api/x'\n",
      'lib/relative.ts': "import { f } from '../features/fleet/api/x'\n",
      'components/ui/relative.tsx': "import { f } from '../../features/fleet/components/y'\n",
      'components/app.tsx': "import { r } from '../app/router'\n",
      'lib/fine.ts': "import { cn } from './utils'\nimport { Button } from '../components/ui/button'\n",
    })
    expect(found).toEqual([
      'components/app.tsx',
      'components/ui/relative.tsx',
      'lib/alias.ts',
      'lib/relative.ts',
    ])
  })

  it('keep features off the app, which imports them', async () => {
    const found = await crossingsIn({
      'features/home/components/x.tsx': "import { router } from '@/app/router'\n",
      'app/routes/home.tsx': "import { HomePage } from '@/features/home/components/home-page'\n",
    })
    expect(found).toEqual(['features/home/components/x.tsx'])
  })

  it('read imports from code, not from comments or strings', () => {
    const text =
      "// import '@/features/a'\nconst s = \"import '@/features/b'\"\nimport type { C } from '@/features/c'\n"
    expect(importsOf(text)).toEqual(['@/features/c'])
  })

  it("keep the data layer and the features on their resources' endpoint files, not the whole table", async () => {
    expect(tableRootImports(webSrc)).toEqual([])
    const dir = await scratchTree(
      {
        'api/fleet.ts': "import { endpoints, type Fleet } from '@simlessly/shared'\n",
        'api/group.ts': "import { groupEndpoints as group } from '@simlessly/shared/endpoints/group'\n",
        'api/order.ts':
          "import type { Order } from '@simlessly/shared'\nimport { formatUsd } from '@simlessly/shared'\n",
        'api/plan.ts': "import { type endpoints } from '@simlessly/shared'\n",
        'features/fleet/all.ts': "import * as shared from '@simlessly/shared'\n",
        'features/fleet/renamed.ts':
          "import { endpoints as table } from '@simlessly/shared/endpoints/index'\n",
        'features/fleet/lazy.ts': "export const l = () => import('@simlessly/shared')\n",
        'features/fleet/again.ts': "export { endpoints } from '@simlessly/shared'\n",
        'features/fleet/x.test.ts': "import { endpoints } from '@simlessly/shared'\n",
        'lib/outside.ts': "import { endpoints } from '@simlessly/shared'\n",
      },
      'web-table-',
    )
    expect(
      tableRootImports(dir)
        .map((found) => `${found.file}: ${found.specifier}`)
        .sort(),
    ).toEqual([
      'api/fleet.ts: endpoints from @simlessly/shared',
      'features/fleet/again.ts: endpoints from @simlessly/shared',
      'features/fleet/all.ts: * from @simlessly/shared',
      'features/fleet/lazy.ts: import(@simlessly/shared)',
      'features/fleet/renamed.ts: endpoints from @simlessly/shared/endpoints/index',
    ])
    expect(tableValueImports("import type { endpoints } from '@simlessly/shared'\n")).toEqual([])
  })
})
