import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The first page of most visits: a signed-out visitor to any page of the console is sent there too. */
export const SIGN_IN_ROUTE = 'src/app/routes/login.tsx'

/** The id of the template that holds the sign-in screen's preloads in index.html. */
export const SIGN_IN_PRELOADS_ID = 'sign-in-preloads'
/** index.html's inline script (the only classic script): the template goes just before it. */
const INLINE_SCRIPT = '<script>'

/**
 * Puts `<link rel="modulepreload">` for the sign-in screen's chunks (its route module and its static
 * imports, less what the entry already preloads) into index.html, inside a `<template>` just before the
 * inline script: inert there. The inline script moves them into the head where the visit shows the sign-in
 * page (`/login` signed out, or any page of the console that sends a visitor there), so the browser fetches
 * them alongside the entry instead of after the entry has run and the router has asked for the route: one
 * round trip fewer before the sign-in form works. A signed-in visit, or a visit to another public page,
 * fetches none of them (index.html preloaded them on every path before). The screen stays a lazy route.
 */
export function preloadSignIn(): Plugin {
  return {
    name: 'simlessly:preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const atStart = staticClosure(bundle, [chunk.fileName])
        const route = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${SIGN_IN_ROUTE}`) === true,
        )
        if (!route) throw new Error(`No chunk of the build holds ${SIGN_IN_ROUTE}: was it renamed?`)
        const links = [...staticClosure(bundle, [route.fileName])]
          .filter((file) => !atStart.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        if (!html.includes(INLINE_SCRIPT)) throw new Error('index.html has no inline script to preload from')
        const template = `<template id="${SIGN_IN_PRELOADS_ID}">${links.join('')}</template>`
        return html.replace(INLINE_SCRIPT, `${template}\n    ${INLINE_SCRIPT}`)
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
