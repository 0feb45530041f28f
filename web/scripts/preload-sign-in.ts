import type { Plugin } from 'vite'
import { chunkHolding, routePreloads, staticClosure } from './preload-routes'

/** The first page of most visits: a signed-out visitor to any page of the console is sent there too. */
export const SIGN_IN_ROUTE = 'src/app/routes/login.tsx'

/**
 * What a signed-in visit loads first, beside the entry: the table of the signed-in screens (app/screens.ts)
 * and the session's signed-in calls (the permission tree, with zod: lib/session/signed-in-calls.ts).
 */
export const SIGNED_IN_MODULES = ['src/app/screens.ts', 'src/lib/session/signed-in-calls.ts']

/** The ids of the templates that hold each kind of visit's preloads in index.html. */
export const PRELOADS = { signIn: 'sign-in-preloads', signedIn: 'signed-in-preloads' } as const

/** index.html's inline script (the only classic script): the templates go just before it. */
const INLINE_SCRIPT = '<script>'

/**
 * Puts `<link rel="modulepreload">` for the chunks a kind of visit needs first into index.html, each kind in
 * a `<template>` just before the inline script, inert there: the sign-in screen's (its route module and its
 * static imports), and a signed-in visit's (SIGNED_IN_MODULES), less what the entry preloads itself. The
 * inline script moves one of them into the head: the sign-in page's where the visit shows it (signed out, on
 * `/login` or any page of the console that sends a visitor there), the signed-in ones where a session
 * cookie is set, none on the other public pages. The browser then fetches them alongside the entry instead
 * of after the entry has run and asked for them: one round trip fewer before the page works, and no visit
 * fetches another's (index.html preloaded the sign-in page's chunks on every path before).
 */
export function preloadSignIn(): Plugin {
  let root = ''
  return {
    name: 'simlessly:preload-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html
        const atStart = staticClosure(bundle, [chunk.fileName])
        const template = (id: string, modules: readonly string[]) => {
          const links = [
            ...staticClosure(
              bundle,
              modules.map((module) => chunkHolding(bundle, module)),
            ),
          ]
            .filter((file) => !atStart.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          return `<template id="${id}">${links.join('')}</template>`
        }
        if (!html.includes(INLINE_SCRIPT)) throw new Error('index.html has no inline script to preload from')
        const signedIn = staticClosure(
          bundle,
          SIGNED_IN_MODULES.map((module) => chunkHolding(bundle, module)),
        )
        // With the signed-in template, the visited route's own chunks (preload-routes.ts).
        const templates = [
          template(PRELOADS.signIn, [SIGN_IN_ROUTE]),
          template(PRELOADS.signedIn, SIGNED_IN_MODULES),
          routePreloads(bundle, new Set([...atStart, ...signedIn]), root),
        ]
        return html.replace(INLINE_SCRIPT, `${templates.join('\n    ')}\n    ${INLINE_SCRIPT}`)
      },
    },
  }
}
