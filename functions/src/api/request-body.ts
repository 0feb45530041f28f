import { DEFAULT_MAX_BODY_BYTES, type Endpoint } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { AppError } from '../app-error.ts'
import type { ApiEnv } from './request-context.ts'

/**
 * What every endpoint does with a request body before its validator reads it: the declared media type or
 * 415, then at most the declared number of bytes or 413. Both are the client's mistakes, answered with the
 * envelope, never a 500.
 */
export function bodyChecks(endpoint: Endpoint): {
  mediaType: MiddlewareHandler<ApiEnv>[]
  limit: MiddlewareHandler<ApiEnv>
} {
  const accepted = mediaTypesOf(endpoint)
  return { mediaType: accepted ? [requireMediaType(accepted)] : [], limit: limitBody(endpoint) }
}

type MediaTypes = { names: string; matches: (essence: string) => boolean }

const JSON_TYPES: MediaTypes = {
  names: 'application/json',
  matches: (essence) => essence === 'application/json' || /^application\/[a-z0-9.-]+\+json$/.test(essence),
}
const MULTIPART: MediaTypes = {
  names: 'multipart/form-data',
  matches: (essence) => essence === 'multipart/form-data',
}
const FORM_TYPES: MediaTypes = {
  names: 'multipart/form-data or application/x-www-form-urlencoded',
  matches: (essence) => essence === 'multipart/form-data' || essence === 'application/x-www-form-urlencoded',
}

/** The media types an endpoint reads its body as; none when it reads no body. A file part needs multipart. */
function mediaTypesOf(endpoint: Endpoint): MediaTypes | undefined {
  if (endpoint.body) return JSON_TYPES
  if (endpoint.form) return endpoint.upload ? MULTIPART : FORM_TYPES
  return undefined
}

function requireMediaType(accepted: MediaTypes): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('content-type')
    const essence = header?.split(';')[0]?.trim().toLowerCase()
    // No type and no body: the validator reports the missing fields, as for an empty JSON object. A declared
    // length answers from the header alone (see `limitBody`).
    const declared = c.req.header('content-length')
    const empty = declared === '0' || (declared === undefined && c.req.raw.body === null)
    if (essence ? !accepted.matches(essence) : !empty) {
      const sent = essence ? `a ${essence} body` : 'a body without a Content-Type'
      throw new AppError(
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        `This operation does not read ${sent}; send it with Content-Type: ${accepted.names}`,
      )
    }
    await next()
  }
}

/**
 * A declared Content-Length (not chunked) past the limit is refused from the header alone, and one within it
 * passes without touching the body: asking Node's request for `body` builds a web Request and a stream over
 * the socket (a third of a small call's CPU beyond the public one's), where the validator then reads the
 * bytes straight from Node. A body without a declared length (chunked) goes through Hono's bodyLimit,
 * counted as it arrives and cut off at the limit. A GET or HEAD has no body to check.
 */
function limitBody(endpoint: Endpoint): MiddlewareHandler<ApiEnv> {
  const maxSize = endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const tooLarge = (): never => {
    throw new AppError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The request body is larger than the ${formatBytes(maxSize)} this operation accepts`,
    )
  }
  const counted = bodyLimit({ maxSize, onError: tooLarge })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next)
    return Number.parseInt(declared, 10) > maxSize ? tooLarge() : next()
  }
}

/** 1 MB, 292 KB, 20.1 MB: binary units, as file sizes are shown elsewhere in the console. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`
  return `${bytes} bytes`
}
