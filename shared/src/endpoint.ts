import type { z } from 'zod'
import type { PermissionId } from './permissions.ts'

/**
 * How an endpoint is declared, once, for both sides: the server mounts its handler from the declaration
 * (validation, access check, OpenAPI entry) and the web client calls it by the declaration (typed input,
 * answer parsed by the response schema). Nothing else spells an endpoint's path or request shape.
 */

/** Every path in the endpoint table lives under this prefix of the console's origin. */
export const API_BASE_PATH = '/api'

/** The largest request body an endpoint accepts unless its declaration says otherwise: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

/**
 * How answers may be cached unless a declaration says otherwise: not at all. Answers carry ACs, QR codes,
 * download links and people's data, which must not stay in a browser's or a proxy's cache.
 */
export const DEFAULT_CACHE_CONTROL = 'no-store'

/** Who may call an endpoint. The server enforces it on every call; the SPA only mirrors it. */
export type Access =
  | { readonly kind: 'public' }
  /** A signed-in member holding at least one of `anyOf` in the current enterprise (none listed: any member). */
  | { readonly kind: 'member'; readonly anyOf: readonly PermissionId[] }
  /** The SM-DP+, proving itself with the shared notification secret (mutual TLS in production). */
  | { readonly kind: 'smdp' }
  /**
   * The card payment provider's webhook: the raw body is read by the handler and its signature checked by
   * the provider's SDK before anything changes.
   */
  | { readonly kind: 'paymentProvider' }
  /**
   * A card's BIP applet: the handler checks the MAC of the raw body under the card's key before anything
   * changes (the body is read whole, within its limit, before it is parsed).
   */
  | { readonly kind: 'bipApplet' }

export const publicAccess = { kind: 'public' } as const
export const smdpAccess = { kind: 'smdp' } as const
export const paymentProviderAccess = { kind: 'paymentProvider' } as const
export const bipAppletAccess = { kind: 'bipApplet' } as const
/** Any signed-in member, whatever their role. */
export const memberAccess = { kind: 'member', anyOf: [] } as const
/** A signed-in member holding one of these permission ids. */
export const anyOf = <const T extends readonly PermissionId[]>(...ids: T) =>
  ({ kind: 'member', anyOf: ids }) as const

/** A file part of a multipart request: its form field and the message when it is missing. */
export type Upload = { readonly field: string; readonly message: string }
/** A file the endpoint answers instead of the envelope. */
export type FileAnswer = { readonly contentType: string; readonly filename: string }

/**
 * A request or response schema, of zod's classic API or of `zod/mini` (the public pages' schemas are, so that
 * the sign-in page does not load the classic API): both parse, and `z.input` and `z.output` type both.
 */
export type Schema = z.core.$ZodType & {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false }
}

/** What a declaration says, besides its method and route. At most one of body, query and form. */
export type EndpointSpec = {
  /** One line for the OpenAPI document and the reader of the table. */
  readonly summary: string
  readonly description?: string
  readonly access: Access
  /** A JSON body. */
  readonly body?: Schema
  /** Query parameters (strings on the wire; the schema coerces them). */
  readonly query?: Schema
  /** Path parameters, named in the route as `{name}` (beside a query, not a body). */
  readonly params?: z.ZodObject
  /**
   * Multipart form fields (strings on the wire: the client joins arrays with commas). With `upload`, one
   * file part beside them.
   */
  readonly form?: z.ZodObject
  readonly upload?: Upload
  /** The envelope's `obj` on success. */
  readonly response?: Schema
  /** Instead of the envelope: this file. */
  readonly file?: FileAnswer
  /** Neither: 204 and no body. */
  readonly noContent?: true
  /** A browser navigation: 302 to the URL (or same-origin path) the handler answers, no envelope. */
  readonly redirect?: true
  /** The envelope's `msg` on success ('success' when not given). */
  readonly message?: string
  /**
   * The largest request body accepted, in bytes ({@link DEFAULT_MAX_BODY_BYTES} when not given); a larger
   * one is refused with 413 before it is read whole.
   */
  readonly maxBodyBytes?: number
  /** The Cache-Control of a successful answer ({@link DEFAULT_CACHE_CONTROL} when not given). */
  readonly cacheControl?: string
  /**
   * Part of the public API: besides a member's session, a request signed with an API key may call it
   * (member access only), with the key's ids standing for the role's.
   */
  readonly keyAccess?: true
}

export type HttpMethod = 'GET' | 'POST'

/** A declared endpoint: its spec, method, where it is mounted and under which resource. */
export type Endpoint = EndpointSpec & {
  readonly method: HttpMethod
  /** The resource's prefix under {@link API_BASE_PATH}, e.g. `/v1/group`. */
  readonly prefix: string
  /** The route within the resource, e.g. `/list` (`/` for the prefix itself). */
  readonly route: string
  /** prefix + route: the path under {@link API_BASE_PATH}, e.g. `/v1/group/list`. */
  readonly path: string
  /** The resource's name in the OpenAPI document. */
  readonly tag: string
}

type Declared<S extends EndpointSpec, M extends HttpMethod> = S & {
  readonly method: M
  readonly route: string
}

export const get = <const S extends EndpointSpec>(route: string, spec: S): Declared<S, 'GET'> => ({
  ...spec,
  method: 'GET',
  route,
})

export const post = <const S extends EndpointSpec>(route: string, spec: S): Declared<S, 'POST'> => ({
  ...spec,
  method: 'POST',
  route,
})

/** The endpoints of one resource, mounted together at `prefix` and listed under `tag`. */
export type Resource<D extends Record<string, Declared<EndpointSpec, HttpMethod>>> = {
  readonly [K in keyof D]: D[K] & Endpoint
}

/**
 * A resource's endpoints, each declared in full where it is defined. Resource files share their shape
 * (imports of schemas, an access constant, `get`/`post` entries) on purpose, and `duplicates` pairs them
 * (order and admin order, API keys and members, block list and QR styles): what repeats is the declaration's
 * form, while each entry's path, permission ids, schemas and summary are its own; folding two resources
 * would hide an endpoint's access behind a shared helper, which the table exists to keep in sight.
 */
export function resource<const D extends Record<string, Declared<EndpointSpec, HttpMethod>>>(
  prefix: string,
  tag: string,
  declarations: D,
): Resource<D> {
  const located = Object.entries(declarations).map(([name, endpoint]) => {
    const path = endpoint.route === '/' ? prefix : `${prefix}${endpoint.route}`
    return [name, { ...endpoint, prefix, path, tag }]
  })
  return Object.fromEntries(located) as Resource<D>
}

/**
 * The request an endpoint takes: as a client sends it (`'in'`: the schema's input type) or as its handler
 * receives it once validated (`'out'`: the parsed type). Form fields are always the parsed type (they travel
 * as text); the file part of an upload has the side's own file type `F`.
 */
export type RequestOf<E extends Endpoint, Side extends 'in' | 'out', F = never> = E extends {
  params: infer P extends z.ZodType
}
  ? Parsed<P, Side> & (E extends { query: infer Q extends Schema } ? Parsed<Q, Side> : unknown)
  : BodyOf<E, Side, F>

type BodyOf<E extends Endpoint, Side extends 'in' | 'out', F> = E extends {
  body: infer S extends Schema
}
  ? Parsed<S, Side>
  : E extends { query: infer S extends Schema }
    ? Parsed<S, Side>
    : E extends { form: infer S extends z.ZodType; upload: { field: infer K extends string } }
      ? z.output<S> & Record<K, F>
      : E extends { form: infer S extends z.ZodType }
        ? z.output<S>
        : undefined

type Parsed<S extends Schema, Side extends 'in' | 'out'> = Side extends 'in' ? z.input<S> : z.output<S>
