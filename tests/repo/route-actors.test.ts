import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { endpoints } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { callsWithoutActor, handlersOf, isBlockHandler, NO_CALLER } from './route-actors.ts'

const routes = path.resolve(import.meta.dirname, '../../functions/src/api/routes')
const table = endpoints as unknown as Record<string, Record<string, { access: { kind: string } }>>

describe('route handlers', () => {
  it("hand a signed-in caller's commands the whole actor, (ctx, actor, input)", () => {
    const files = readdirSync(routes).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const handlers = files.flatMap((file) => handlersOf(readFileSync(path.join(routes, file), 'utf8')))
    expect(handlers.length).toBeGreaterThan(120)
    const wrong = handlers
      .filter(({ resource, name }) => table[resource]?.[name]?.access.kind === 'member')
      .filter(({ resource, name }) => !(`${resource}.${name}` in NO_CALLER))
      .flatMap(({ resource, name, body }) =>
        callsWithoutActor(body).map((call) => `${resource}.${name}: ${call}`),
      )
    expect(wrong).toEqual([])
    for (const id of Object.keys(NO_CALLER)) {
      expect(handlers.map((h) => `${h.resource}.${h.name}`)).toContain(id)
    }
  })

  it('are one expression each, never a block of statements', () => {
    const files = readdirSync(routes).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const blocks = files.flatMap((file) =>
      handlersOf(readFileSync(path.join(routes, file), 'utf8'))
        .filter(({ body }) => isBlockHandler(body))
        .map(({ resource, name }) => `${resource}.${name}`),
    )
    expect(blocks).toEqual([])
    expect(isBlockHandler('async ({ c, ctx }) => {\n    const r = await f(ctx)\n    return r\n  },')).toBe(
      true,
    )
    expect(isBlockHandler('({ ctx }) => ({ providers: ctx.oidc.configured }),')).toBe(false)
    expect(isBlockHandler('({ c, ctx, input }) =>\n    withSessionCookie(c, ctx, login(ctx, input)),')).toBe(
      false,
    )
  })

  it('name a handler that picks ids out of the actor, and pass one that hands it whole', () => {
    const text = `export const r = implement(endpoints.qrStyle, {
  settings: ({ ctx, actor }) => getSettings(ctx, actor),
  save: ({ ctx, actor, input }) => save(ctx, { enterpriseId: actor.enterpriseId, style: input }),
  limit: async ({ ctx, actor }) => limitOf(ctx, await lockViewer(ctx, actor)),
  mail: ({ ctx, actor }) => mailInfo(ctx, actor.enterpriseId),
  key: ({ ctx }) => platformKey(ctx),
})
`
    const found = handlersOf(text).map((h) => [h.name, callsWithoutActor(h.body)])
    expect(found).toEqual([
      ['settings', []],
      ['save', ['save(ctx, { enterpriseId: actor.enterpriseId']],
      ['limit', []],
      ['mail', ['mailInfo(ctx, actor.enterpriseId']],
      ['key', ['platformKey(ctx']],
    ])
  })
})
