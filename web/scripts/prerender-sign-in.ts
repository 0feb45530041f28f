import { createServer, type Plugin } from 'vite'

/** The prerendered page goes before it, beside it: React takes its place as it mounts (web/src/main.tsx). */
const ROOT = '<div id="root"></div>'
const ENTRY = '/src/app/prerender/sign-in.tsx'

/**
 * Puts the sign-in page's first paint into index.html (web/src/app/prerender/sign-in.tsx, rendered with
 * React's server renderer in a Vite server of its own, with the app's aliases): a phone draws the form as
 * soon as the HTML and the stylesheet arrive instead of after the console's JavaScript has run. The markup
 * is beside `#root`, hidden by index.css unless index.html's inline script found that it applies to this
 * visit (`/login` itself, English, signed out: `data-prerender="login"` on <html>); everywhere else the
 * page starts blank as before.
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
        const markup = await render(root)
        return lowPriorityScripts(html).replace(ROOT, `<div data-prerender="login">${markup}</div>${ROOT}`)
      },
    },
  }
}

/**
 * The console's scripts at a low fetch priority: on the sign-in page the HTML and the stylesheet draw the
 * first paint, so they go first and the scripts after (on other pages they are all there is to fetch, so
 * the order changes nothing). Lighthouse counts a script of high priority as blocking the first paint.
 */
function lowPriorityScripts(html: string): string {
  const marked = html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
  if (!marked.includes('<script type="module" fetchpriority="low" ')) {
    throw new Error("index.html's entry script was not found to lower its priority")
  }
  return marked
}

async function render(root: string): Promise<string> {
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
    const module = (await server.ssrLoadModule(ENTRY)) as { renderSignIn: () => string }
    return module.renderSignIn()
  } finally {
    await server.close()
  }
}
