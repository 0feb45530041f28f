import path from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'
import { type ChunkGraph, planChunks } from './chunk-plan'
import { SIGN_IN_ROUTE } from './preload-sign-in'

/** The chunk graph of a build's output, for the plan. */
export function readChunks(output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[]): ChunkGraph {
  const chunks: ChunkGraph = new Map()
  for (const item of [output].flat().flatMap((o) => o.output)) {
    if (item.type !== 'chunk') continue
    chunks.set(item.fileName, {
      modules: Object.entries(item.modules)
        .filter(([, m]) => m.renderedLength > 0)
        .map(([id]) => id),
      imports: item.imports,
      size: item.code.length,
      isEntry: item.isEntry,
      isDynamicEntry: item.isDynamicEntry,
      loadsLazily: item.dynamicImports.length > 0,
    })
  }
  return chunks
}

/** Set in the planning build, so that it splits as Rolldown would alone. */
const PLANNING = 'SIMLESSLY_CHUNK_PLANNING'

/**
 * The plugin: before the build, the same build is made once without writing (automatic splitting), the
 * merges are planned from its chunks, and Rolldown is handed each merged module's chunk name through a
 * code-splitting group (`chunkGroups`, in vite.config.ts). About 4 s of CPU more per build.
 */
export function routeChunks(): { plugin: Plugin; chunkGroups: () => Rolldown.CodeSplittingGroup[] } {
  let names = new Map<string, string>()
  const plugin: Plugin = {
    name: 'simlessly:route-chunks',
    apply: (_, env) => env.command === 'build' && !process.env[PLANNING],
    async buildStart() {
      process.env[PLANNING] = '1'
      try {
        const output = await build({
          configFile: path.join(import.meta.dirname, '..', 'vite.config.ts'),
          logLevel: 'silent',
          build: { write: false, manifest: false },
        })
        if (!('output' in output) && !Array.isArray(output))
          throw new Error('The planning build gave no output')
        names = planChunks(readChunks(output), {
          keep: (id) => id.endsWith(`/${SIGN_IN_ROUTE}`),
          page: (id) => /[\\/]src[\\/]app[\\/](routes|layouts)[\\/]/.test(id),
        })
      } finally {
        delete process.env[PLANNING]
      }
    },
  }
  return {
    plugin,
    chunkGroups: () =>
      process.env[PLANNING]
        ? []
        : [
            {
              name: (id) => names.get(id) ?? null,
              debugName: 'route-chunks',
              includeDependenciesRecursively: false,
            },
          ],
  }
}
