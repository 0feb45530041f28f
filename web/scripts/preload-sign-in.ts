import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The first page of most visits: a signed-out visitor to any page of the console is sent there too. */
export const SIGN_IN_ROUTE = 'src/app/routes/login.tsx'

/**
 * Adds `<link rel="modulepreload">` to index.html for the sign-in screen's chunks (its route module and its
 * static imports, less what the entry already preloads), so the browser fetches them alongside the entry
 * instead of after the entry has run and the router has asked for the route: one round trip fewer before
 * the sign-in form shows. The screen stays a lazy route of its own; a signed-in visitor's first load
 * fetches its few kilobytes once (hashed, kept a year).
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'simlessly:preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return []
        const atStart = staticClosure(bundle, [chunk.fileName])
        const route = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${SIGN_IN_ROUTE}`) === true,
        )
        if (!route) throw new Error(`No chunk of the build holds ${SIGN_IN_ROUTE}: was it renamed?`)
        return [...staticClosure(bundle, [route.fileName])]
          .filter((file) => !atStart.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head',
            }),
          )
      },
    },
  }
}

/** The given chunks and their static imports, transitively, by file name. */
function staticClosure(bundle: OutputBundle, files: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...files]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const output = bundle[file]
    if (seen.has(file) || output?.type !== 'chunk') continue
    seen.add(file)
    pending.push(...output.imports)
  }
  return seen
}
