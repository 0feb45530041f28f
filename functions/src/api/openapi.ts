import type { Hook } from '@hono/zod-openapi'
import { envelopeSchema, errorEnvelopeSchema, type Schema } from '@simlessly/shared'
import { classicSchema } from './classic-schema.ts'
import { validationError } from './envelope.ts'
import type { ApiEnv } from './request-context.ts'

/** Every route validator reports failures the same way: a 400 envelope with field-level messages. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result) => {
  if (!result.success) throw validationError(result.error, result.target)
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
  content: { 'application/json': { schema: classicSchema(errorEnvelopeSchema) } },
}

/** A JSON request body. */
export function jsonBody(schema: Schema) {
  return { body: { required: true, content: { 'application/json': { schema: classicSchema(schema) } } } }
}

/** The envelope around `schema` on success, the error envelope otherwise. */
export function okResponse(schema: Schema, description: string) {
  return {
    200: { description, content: { 'application/json': { schema: classicSchema(envelopeSchema(schema)) } } },
    default: ERROR_RESPONSE,
  }
}
