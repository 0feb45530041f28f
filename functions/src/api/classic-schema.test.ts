import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { loginRequestSchema, permissionNodeSchema, registerRequestSchema } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { classicSchema } from './classic-schema.ts'

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map(({ path, message }) => [path.join('.'), message])

describe('a zod/mini schema of the endpoint table as classic zod', () => {
  it('parses as the declaration does, with the same messages', () => {
    const classic = classicSchema(loginRequestSchema)
    expect(classic).toBeInstanceOf(z.ZodType)
    for (const input of [
      { email: ' Ada@Example.com ', password: 'x' },
      { email: 'nobody', password: '' },
      { email: 'ada@example.com', password: 'x'.repeat(201) },
      { password: 3 },
    ]) {
      const mini = loginRequestSchema.safeParse(input)
      const converted = classic.safeParse(input)
      expect(converted.data).toEqual(mini.data)
      expect(issues(converted)).toEqual(issues(mini))
    }
    expect(classic.safeParse({ email: ' Ada@Example.com ', password: 'x' }).data).toEqual({
      email: 'ada@example.com',
      password: 'x',
    })
    const signUp = classicSchema(registerRequestSchema)
    expect(issues(signUp.safeParse({ firstName: ' ', survey: {} }))).toEqual(
      issues(registerRequestSchema.safeParse({ firstName: ' ', survey: {} })),
    )
  })

  it('is documented, a recursive one by its id, a classic one holding a mini part included', () => {
    const app = new OpenAPIHono()
    const tree = z.object({ roots: z.array(permissionNodeSchema) })
    const content = { 'application/json': { schema: classicSchema(tree) } }
    app.openapi(
      createRoute({ method: 'get', path: '/tree', responses: { 200: { description: 'the tree', content } } }),
      (c) => c.json({ roots: [] }),
    )
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'tree', version: '1' } })
    expect(doc.components?.schemas?.PermissionNode).toEqual({
      type: 'object',
      properties: {
        menuName: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/PermissionNode' } },
      },
      required: ['menuName', 'children'],
    })
  })

  it('returns a classic schema without mini parts as it is', () => {
    const plain = z.object({ name: z.string() })
    expect(classicSchema(plain)).toBe(plain)
  })
})
