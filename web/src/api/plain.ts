import type { LoginRequest, LoginResponse } from '@simlessly/shared/auth'
import type { SiteTheme } from '@simlessly/shared/platform'
import type { PlainEndpoint } from '@/lib/api-client'
import { readLoginAnswer, readSiteTheme } from '@/lib/plain-readers'

/**
 * The two calls of the first page, as api-client's plain endpoints: the sign-in and the brand's query. Their
 * method and path are the endpoint table's (shared/src/endpoints/account.ts and platform.ts; plain.test.ts
 * holds them equal), their answers read by hand as their response schemas would read them; the page then
 * builds none of the table's schemas, and loads no zod. The server validates each request with its schema.
 */
export const plainEndpoints = {
  login: {
    method: 'POST',
    path: '/v1/user/login',
    input: 'body',
    read: readLoginAnswer,
  } satisfies PlainEndpoint<LoginRequest, LoginResponse>,
  platformQuery: {
    method: 'GET',
    path: '/v1/platform/query',
    input: 'query',
    read: readSiteTheme,
  } satisfies PlainEndpoint<{ sys?: string | undefined }, SiteTheme>,
}
