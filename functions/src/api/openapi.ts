import { createRoute, type Hook, OpenAPIHono } from '@hono/zod-openapi'
import { envelopeSchema, errorEnvelopeSchema } from '@simlessly/shared'
import type { z } from 'zod'
import { validationError } from './envelope.ts'
import type { ApiEnv } from './request-context.ts'

/** Every route validator reports failures the same way: a 400 envelope with field-level messages. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error, result.target)
}

/** A router for one resource, mounted with `app.route()`; its routes join the OpenAPI document. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook })
}

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Simlessly console API',
    version: '1.0.0',
    description:
      'Every response is the envelope `{ success, code, msg, obj }`. Requests send the headers `token`, ' +
      '`timestamp` (ms), `request-id` (UUID) and `timezone`. `success: false` carries a code from the ' +
      'error catalogue; 10102, 10103 and 10206 mean the session is invalid.',
  },
} as const

export const ERROR_RESPONSE = {
  description: 'An error envelope (`success: false`) with a catalogue code',
  content: { 'application/json': { schema: errorEnvelopeSchema } },
}

/** The request and response shapes shared by every JSON route. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } }
}

export function okResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    200: { description, content: { 'application/json': { schema: envelopeSchema(schema) } } },
    default: ERROR_RESPONSE,
  }
}

/** A JSON POST route: body and answer schemas, OpenAPI tags and summary, and its access (see `signedIn`). */
export function postRoute<B extends z.ZodType, R extends z.ZodType, A extends object>(route: {
  path: string
  tags: string[]
  summary: string
  access: A
  body: B
  response: R
}) {
  return createRoute({
    method: 'post',
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    ...route.access,
    request: jsonBody(route.body),
    responses: okResponse(route.response, route.summary),
  })
}

/** A GET route without parameters. */
export function getRoute<R extends z.ZodType, A extends object>(route: {
  path: string
  tags: string[]
  summary: string
  access: A
  response: R
}) {
  return createRoute({
    method: 'get',
    path: route.path,
    tags: route.tags,
    summary: route.summary,
    ...route.access,
    responses: okResponse(route.response, route.summary),
  })
}
