import type { Schema } from '@simlessly/shared'
import { globalRegistry, z } from 'zod'

type Core = z.core.$ZodType

const isSchema = (value: unknown): value is Core =>
  typeof value === 'object' && value !== null && '_zod' in value && 'def' in (value as Core)._zod

const converted = new WeakMap<Core, z.ZodType>()

/**
 * A schema of the endpoint table as zod's classic API, for the route's validator and its OpenAPI entry. The
 * schemas the public pages load are `zod/mini` ones (shared/src/auth.ts), some of them parts of classic
 * ones (a key's permission ids), and the OpenAPI generator (@asteasolutions/zod-to-openapi, under
 * @hono/zod-openapi) calls classic methods on every part it documents (`.meta()`, `.unwrap()`,
 * `.openapi()`). A mini schema, and a classic one holding mini parts, is rebuilt by the classic constructor
 * of its kind (ZodMiniEmail: ZodEmail) from the same definition, its parts converted likewise and its checks
 * kept as they are, so it parses exactly as the declaration does, with the same messages; its metadata
 * (description, id) comes along. A classic schema without mini parts is returned as it is. Converted once.
 */
export function classicSchema(schema: Schema | Core): z.ZodType {
  const known = converted.get(schema)
  if (known) return known
  const isClassic = schema instanceof z.ZodType
  const def: Record<string, unknown> = { ...schema._zod.def }
  // A lazy schema's cache of its part (the mini one) is not copied: the classic one asks `getter`.
  delete def._cachedInner
  let changed = !isClassic
  const part = (value: unknown) => {
    if (!isSchema(value)) return value
    const classic = classicSchema(value)
    if (classic !== value) changed = true
    return classic
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue
    // A lazy schema's part, as the mini one caches it: the same part each time, so a recursive schema ends.
    if (key === 'getter' && !isClassic) def[key] = () => part((schema as z.core.$ZodLazy)._zod.innerType)
    else if (Array.isArray(value)) def[key] = value.map(part)
    else if (key === 'shape' && typeof value === 'object' && value !== null)
      def[key] = Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, part(inner)]))
    else def[key] = part(value)
  }
  if (!changed) {
    converted.set(schema, schema as z.ZodType)
    return schema as z.ZodType
  }
  const name = schema._zod.constr.name.replace(/^ZodMini/, 'Zod')
  const Classic = (z as unknown as Record<string, unknown>)[name]
  if (typeof Classic !== 'function') throw new Error(`No classic zod schema answers ${name}`)
  const made = new (Classic as new (def: unknown) => z.ZodType)(def)
  // By `.meta()`, as the classic declaration would: the OpenAPI generator also reads its id (a recursive
  // schema's reference) from where its own `.meta()` puts it.
  const meta = globalRegistry.get(schema)
  const classic = meta ? made.meta(meta) : made
  converted.set(schema, classic)
  return classic
}
