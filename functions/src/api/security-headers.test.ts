import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { securityHeaders, THEME_SCRIPT_HASH } from './security-headers'

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8')

describe('the Content-Security-Policy', () => {
  it("allows index.html's inline theme script by its hash, and no other inline script", async () => {
    const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
    expect(scripts).toHaveLength(1)
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')}'`
    expect(THEME_SCRIPT_HASH).toBe(hash)

    const app = new Hono().use(securityHeaders()).get('/', (c) => c.text('ok'))
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`script-src 'self' ${hash}`)
    expect(policy).toMatch(/script-src [^;]*;/)
    expect(/script-src [^;]*unsafe-inline/.test(policy)).toBe(false)
  })
})
