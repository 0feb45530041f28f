import { createServer, type Plugin } from 'vite'

/** The prerendered page goes before it, beside it: React takes its place as it mounts (web/src/main.tsx). */
const ROOT = '<div id="root"></div>'
const ENTRY = '/src/app/prerender/sign-in.tsx'
const SCREENS = '/src/app/prerender/screens.tsx'
/** The id of index.html's list of the signed-in screens it carries the first paint of. */
export const SCREEN_PRERENDERS = 'screen-prerenders'

/**
 * Puts the sign-in page's first paint into index.html (web/src/app/prerender/sign-in.tsx, rendered with
 * React's server renderer in a Vite server of its own, with the app's aliases): a phone draws the form as
 * soon as the HTML and the stylesheet arrive instead of after the console's JavaScript has run. The markup
 * is beside `#root`, hidden by index.css unless index.html's inline script found that it applies to this
 * visit (`/login` itself, English, signed out: `data-prerender="login"` on <html>); everywhere else the
 * page starts blank as before. The same for the signed-in screens of app/prerender/screen-headers.ts: their
 * frame and header, each beside `#root` (`data-prerender="<route>"`), listed in a JSON block the inline script
 * reads (`screen-prerenders`); it shows the one of the visited path to a signed-in visit in English.
 */
export function prerenderSignIn(): Plugin {
  let root = ''
  return {
    name: 'simlessly:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT))
          throw new Error(`index.html has no ${ROOT} to prerender the sign-in page into`)
        const { signIn, screens } = await render(root)
        const pages = Object.entries(screens).map(
          ([name, markup]) => `<div data-prerender="${name}">${markup}</div>`,
        )
        const list = `<script type="application/json" id="${SCREEN_PRERENDERS}">${JSON.stringify(Object.keys(screens))}</script>\n    `
        return entryTemplate(html)
          .replace(INLINE_SCRIPT, `${list}${INLINE_SCRIPT}`)
          .replace(ROOT, `${pages.join('')}<div data-prerender="login">${signIn}</div>${ROOT}`)
      },
    },
  }
}

/** index.html's inline script (the only classic script): the entry's template goes just before it. */
const INLINE_SCRIPT = '<script>'
const ENTRY_TEMPLATE = 'entry-scripts'

/**
 * The console's scripts (the entry and the modulepreloads of its static imports), at a low fetch priority,
 * moved into a `<template id="entry-scripts">` before index.html's inline script, which adds them to the
 * head: on the prerendered sign-in page only after its first paint (the HTML and the stylesheet draw it; a
 * script fetched and run before would hold it back, and Lighthouse counts every script that ran before the
 * page's largest paint in it), elsewhere at once (the entry itself once the document is parsed, as a
 * module script in the page would run).
 */
function entryTemplate(html: string): string {
  const inline = html.indexOf(INLINE_SCRIPT)
  const headEnd = html.indexOf('</head>')
  if (inline === -1 || headEnd === -1) throw new Error('index.html has no inline script before </head>')
  const afterInline = html.indexOf('</script>', inline) + '</script>'.length
  const tail = html.slice(afterInline, headEnd)
  const scripts =
    tail.match(/\s*<(script type="module" [^>]*><\/script|link rel="modulepreload" [^>]*)>/g) ?? []
  const entries = scripts.filter((tag) => tag.includes('<script '))
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} entry scripts, not one`)
  const lowered = scripts
    .map((tag) => tag.trim())
    .map((tag) =>
      tag.replace(/^<(script type="module"|link rel="modulepreload") /, '<$1 fetchpriority="low" '),
    )
  let rest = tail
  for (const tag of scripts) rest = rest.replace(tag, '')
  const template = `<template id="${ENTRY_TEMPLATE}">${lowered.join('')}</template>\n    `
  return html.slice(0, inline) + template + html.slice(inline, afterInline) + rest + html.slice(headEnd)
}

async function render(root: string): Promise<{ signIn: string; screens: Record<string, string> }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': `${root}/src` } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const signIn = (await server.ssrLoadModule(ENTRY)) as { renderSignIn: () => string }
    const screens = (await server.ssrLoadModule(SCREENS)) as {
      renderScreens: () => Record<string, string>
    }
    return { signIn: signIn.renderSignIn(), screens: screens.renderScreens() }
  } finally {
    await server.close()
  }
}
