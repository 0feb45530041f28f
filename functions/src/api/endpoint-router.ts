import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import {
  type AdminPermissionId,
  DEFAULT_CACHE_CONTROL,
  DEFAULT_MAX_BODY_BYTES,
  type Endpoint,
  type PermissionId,
  type RequestOf,
  type Schema,
} from '@simlessly/shared'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../context.ts'
import {
  type ActorKind,
  type ApiKeyActor,
  type MemberActor,
  type PlatformAdminActor,
  requireKind,
} from '../domain/actor.ts'
import { classicSchema } from './classic-schema.ts'
import { ok } from './envelope.ts'
import { actorOf, guard, isPlatformRoute, keyOrSessionGuard } from './guard.ts'
import { ERROR_RESPONSE, jsonBody, okResponse, validationHook } from './openapi.ts'
import { bodyChecks } from './request-body.ts'
import type { ApiEnv } from './request-context.ts'
import { fromTheSmdp } from './smdp-caller.ts'

/** What a handler receives: the request's context, the validated input and, for members, who calls. */
export type HandlerArgs<E extends Endpoint> = {
  c: Context<ApiEnv>
  ctx: AppContext
  input: InputOf<E>
  actor: ActorOf<E>
}

/**
 * Who calls an endpoint, from its declaration: a platform admin on a route that asks only for platform ids,
 * else a member, or an API key where the endpoint is open to keys; no one on the other routes.
 */
export type ActorOf<E extends Endpoint> = E['access'] extends {
  kind: 'member'
  anyOf: infer Ids extends readonly PermissionId[]
}
  ? Ids extends readonly []
    ? MemberOrKey<E>
    : Ids[number] extends AdminPermissionId
      ? PlatformAdminActor
      : MemberOrKey<E>
  : undefined
type MemberOrKey<E extends Endpoint> = E['keyAccess'] extends true ? MemberActor | ApiKeyActor : MemberActor

type InputOf<E extends Endpoint> = RequestOf<E, 'out', File>

/**
 * What a handler answers: the envelope's `obj`, a file's bytes, or nothing. Where `obj` may be null, a
 * domain function that returns nothing (`Promise<void>`) answers it as is.
 */
type ResultOf<E extends Endpoint> = E extends { response: infer S extends Schema }
  ? null extends z.input<S>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: lets `Promise<void>` domain functions answer null
      z.input<S> | void
    : z.input<S>
  : E extends { file: object }
    ? string | Uint8Array
    : E extends { redirect: true }
      ? string
      : // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is any function that returns nothing
        void

export type Handler<E extends Endpoint> = (args: HandlerArgs<E>) => ResultOf<E> | Promise<ResultOf<E>>
export type Handlers<R extends Record<string, Endpoint>> = { [K in keyof R]: Handler<R[K]> }

/** One resource's router, to be mounted at its prefix. */
export type ResourceRouter = { prefix: string; router: OpenAPIHono<ApiEnv>; endpoints: Endpoint[] }

/**
 * Mounts a resource's handlers from the endpoint table: each route gets its access check, its body checks
 * (media type, size), its validation and its OpenAPI entry from the declaration, in that order, and its
 * answer is wrapped in the envelope with its Cache-Control here. The type asks for exactly one handler per
 * declared endpoint.
 */
export function implement<R extends Record<string, Endpoint>>(
  resource: R,
  handlers: Handlers<R>,
): ResourceRouter {
  const declared = Object.values(resource)
  const prefix = declared[0]?.prefix
  if (!prefix) throw new Error('A resource needs at least one endpoint')
  const router = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
  for (const [name, endpoint] of Object.entries(resource)) {
    if (endpoint.prefix !== prefix) throw new Error(`${name} is not under ${prefix}`)
    // A platform route's caller is a platform admin (ActorOf), which a key never is.
    if (endpoint.keyAccess && endpoint.access.kind === 'member' && isPlatformRoute(endpoint.access.anyOf))
      throw new Error(`${name} is a platform route: it cannot be open to API keys`)
    const handler = handlers[name] as (args: HandlerArgs<Endpoint> | { actor: unknown }) => unknown
    // The route's types come from the declaration, which the handler's own type already follows.
    router.openapi(
      routeOf(endpoint) as RouteConfig,
      (async (c: Context<ApiEnv>) => {
        const actor =
          endpoint.access.kind === 'member' ? requireKind(actorOf(c), ...kindsOf(endpoint)) : undefined
        const result = await handler({ c, ctx: c.var.ctx, input: inputOf(c, endpoint), actor })
        c.header('Cache-Control', endpoint.cacheControl ?? DEFAULT_CACHE_CONTROL)
        if (endpoint.file) {
          return c.body(result as string | Uint8Array<ArrayBuffer>, 200, {
            'Content-Type': endpoint.file.contentType,
            'Content-Disposition': `attachment; filename="${endpoint.file.filename}"`,
          })
        }
        if (endpoint.noContent) return c.body(null, 204)
        if (endpoint.redirect) return c.redirect(result as string, 302)
        return c.json(ok(result ?? null, endpoint.message), 200)
      }) as never,
    )
  }
  return { prefix, router, endpoints: declared }
}

/** The kinds of caller {@link ActorOf} gives a member route's handler, checked again as it is called. */
function kindsOf({ access, keyAccess }: Endpoint): ActorKind[] {
  if (access.kind === 'member' && isPlatformRoute(access.anyOf)) return ['platformAdmin']
  return keyAccess ? ['member', 'apiKey'] : ['member']
}

function inputOf(c: Context<ApiEnv>, endpoint: Endpoint): never {
  // Validated by the route's own schemas before the handler runs; the handler's type follows the same ones.
  const req = c.req as unknown as { valid(target: 'json' | 'query' | 'form'): never }
  if (endpoint.params) {
    const req = c.req as unknown as { valid(target: 'param' | 'query'): object }
    return { ...req.valid('param'), ...(endpoint.query && req.valid('query')) } as never
  }
  if (endpoint.body) return req.valid('json')
  if (endpoint.query) return req.valid('query')
  if (endpoint.form) return req.valid('form')
  return undefined as never
}

function routeOf(endpoint: Endpoint) {
  const access = accessOf(endpoint)
  const checks = access.middleware ? [access.middleware] : []
  // Route middleware runs before the validators, so no body is parsed before it is known to be acceptable.
  // A signed request's body is part of what is signed, so there the body is bounded before the access
  // check reads it; who may call is still answered before what was sent (a 403 before a 415).
  const body = bodyChecks(endpoint)
  const middleware =
    endpoint.keyAccess || endpoint.access.kind === 'bipApplet'
      ? [body.limit, ...checks, ...body.mediaType]
      : [...checks, ...body.mediaType, body.limit]
  return createRoute({
    method: endpoint.method === 'GET' ? 'get' : 'post',
    path: endpoint.route,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description && { description: endpoint.description }),
    ...access,
    middleware,
    'x-max-body-bytes': endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    request: requestOf(endpoint),
    responses: responsesOf(endpoint),
  })
}

/** The middleware that enforces who may call, and how the OpenAPI document says it. */
function accessOf({ access, keyAccess }: Endpoint): {
  middleware?: MiddlewareHandler<ApiEnv>
  security?: Record<string, string[]>[]
  'x-permissions'?: string[]
} {
  switch (access.kind) {
    case 'public':
      return {}
    case 'member':
      return {
        middleware: keyAccess ? keyOrSessionGuard(access.anyOf) : guard(access.anyOf),
        security: keyAccess ? [{ token: [] }, { apiKey: [] }] : [{ token: [] }],
        'x-permissions': [...access.anyOf],
      }
    case 'smdp':
      return { middleware: fromTheSmdp, security: [{ notificationSecret: [] }] }
    case 'paymentProvider':
      // The handler verifies the provider's signature over the raw body before anything changes.
      return {}
    case 'bipApplet':
      // The raw body is read first (within its limit), so the handler checks the MAC over the bytes sent.
      return { middleware: keepRawBody, security: [{ bipMac: [] }] }
  }
}

function requestOf(endpoint: Endpoint) {
  if (endpoint.params)
    return {
      params: classicSchema(endpoint.params) as z.ZodObject,
      ...(endpoint.query && { query: classicSchema(endpoint.query) as z.ZodObject }),
    }
  if (endpoint.body) return jsonBody(endpoint.body)
  if (endpoint.query) return { query: classicSchema(endpoint.query) as z.ZodObject }
  if (endpoint.form) {
    const { upload } = endpoint
    const form = classicSchema(endpoint.form) as z.ZodObject
    const schema = upload
      ? form.extend({
          [upload.field]: z
            .instanceof(File, { message: upload.message })
            .meta({ type: 'string', format: 'binary' }),
        })
      : form
    return { body: { required: true, content: { 'multipart/form-data': { schema } } } }
  }
  return {}
}

function responsesOf(endpoint: Endpoint): RouteConfig['responses'] {
  if (endpoint.file) {
    const content = { [endpoint.file.contentType]: { schema: z.string() } }
    return { 200: { description: endpoint.file.filename, content }, default: ERROR_RESPONSE }
  }
  if (endpoint.noContent) return { 204: { description: 'Done; no body' }, default: ERROR_RESPONSE }
  if (endpoint.redirect) return { 302: { description: 'Redirect (Location)' }, default: ERROR_RESPONSE }
  return okResponse(endpoint.response ?? z.null(), endpoint.summary)
}

/** Reads the body as sent before the validator parses it (Hono keeps it), for a MAC over the raw bytes. */
const keepRawBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await c.req.arrayBuffer()
  await next()
}
