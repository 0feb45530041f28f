import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { removeScratches, scratchTree } from './scratch.ts'
import { CALLS_ELSEWHERE, dataLayerBreaches, KEYS_BY_HAND, sourceFiles } from './web-data-layer.ts'

afterEach(removeScratches)

const webSrc = path.resolve(import.meta.dirname, '../../web/src')

describe("the web's data layer", () => {
  it("calls each endpoint from its resource's file in web/src/api, with keys derived from the endpoint", () => {
    expect(dataLayerBreaches(webSrc)).toEqual([])
    const files = sourceFiles(webSrc)
    for (const listed of [...Object.keys(CALLS_ELSEWHERE), ...Object.keys(KEYS_BY_HAND)]) {
      expect(files).toContain(listed)
    }
  })

  it("names a call from another resource's file or a feature, and a key typed by hand", async () => {
    const fleet = "import { fleetEndpoints as fleet } from '@simlessly/shared/endpoints/fleet'\n"
    const dir = await scratchTree(
      {
        'api/fleet.ts': `${fleet}export const list = () => api.call(fleet.list, {})\n`,
        'api/group.ts': `${fleet}export const move = (r) => api.call(fleet.moveToGroup, r)\n`,
        'features/group/use-groups.ts': [
          "import { groupEndpoints } from '@simlessly/shared/endpoints/group'",
          "export const q = { queryKey: ['groups'], queryFn: () => api.call(groupEndpoints.list, {}) }",
        ].join('\n'),
        'features/fleet/api/device-simulator.ts': "export const o = { queryKey: ['local-tools'] }\n",
        'api/fleet.test.ts': `${fleet}api.call(fleet.notes, {}); const k = { queryKey: ['x'] }\n`,
      },
      'web-data-layer-',
    )
    expect(dataLayerBreaches(dir).map(({ file, found }) => `${file}: ${found}`)).toEqual([
      'api/group.ts: api.call(fleet.moveToGroup (fleet.moveToGroup)',
      'features/group/use-groups.ts: api.call(groupEndpoints.list (group.list)',
      'features/group/use-groups.ts: queryKey: [',
    ])
  })
})
