import { readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensureWebBuild } from '../../functions/src/local/build-web.ts'

/**
 * The sign-in page's first paint is in the HTML the server sends (web/scripts/prerender-sign-in.ts): a phone
 * draws the form before the console's JavaScript has arrived. Checked on the build `npm start` serves.
 */
const repo = path.resolve(import.meta.dirname, '../..')
let html = ''

beforeAll(async () => {
  await ensureWebBuild(repo)
  html = readFileSync(path.join(repo, 'web', 'dist', 'index.html'), 'utf8')
}, 600_000)

describe("index.html's prerendered sign-in page", () => {
  it('holds the sign-in form beside #root, with its labels, in English and the default brand', () => {
    const page = /<div data-prerender="login">([\s\S]*?)<\/div><div id="root"><\/div>/.exec(html)?.[1]
    expect(page, 'no prerendered sign-in page before #root').toBeDefined()
    expect(page).toContain('<h1 data-slot="card-title"')
    expect(page).toContain('>Sign in to Simlessly</h1>')
    expect(page).toMatch(/<label [^>]*for="login-email">Email<\/label>/)
    expect(page).toMatch(/<input [^>]*id="login-email"[^>]*name="email"/)
    expect(page).toMatch(/<label [^>]*for="login-password">Password<\/label>/)
    expect(page).toMatch(/<input [^>]*type="password"[^>]*id="login-password"[^>]*name="password"/)
    expect(page).toContain('>Forgot password?</a>')
  })

  it('cannot be sent before React takes over, and carries none of React’s server markers', () => {
    expect(html).toMatch(/<button [^>]*type="submit" disabled="">Sign in<\/button>/)
    // The page's own markup: index.html's templates of preloads (web/scripts/preload-sign-in.ts) are not React's.
    const page = /<div data-prerender="login">([\s\S]*?)<\/div><div id="root"><\/div>/.exec(html)?.[1] ?? ''
    expect(page).toContain('type="submit"')
    expect(page).not.toContain('<template')
    expect(html).not.toMatch(/<!--\/?\$/)
  })

  it("holds the console's scripts in a template for the inline script to add, after the first paint here", () => {
    const template = /<template id="entry-scripts">([\s\S]*?)<\/template>/.exec(html)
    expect(template?.index).toBeLessThan(html.indexOf('<script>'))
    expect(template?.[1]).toMatch(
      /^<script type="module" fetchpriority="low" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
    )
    // Outside the templates, no script or preload that the browser would fetch before the first paint.
    const outside = html.replace(/<template[\s\S]*?<\/template>/g, '')
    expect(outside).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
  })
})
