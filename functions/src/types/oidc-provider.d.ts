/**
 * The part of `oidc-provider` 9 (which ships no types) the local stand-in providers use: the provider,
 * its request handler, its interactions and grants.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> }
  export type Configuration = {
    clients: Record<string, unknown>[]
    jwks?: { keys: Record<string, unknown>[] }
    cookies?: { keys: string[] }
    claims?: Record<string, string[]>
    scopes?: string[]
    conformIdTokenClaims?: boolean
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>
    interactions?: { url(ctx: unknown, interaction: { uid: string }): string }
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>
    pkce?: { required(): boolean }
    ttl?: Record<string, number>
    renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void
  }

  export class Grant {
    constructor(input: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    proxy: boolean
    Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: { client_id: string; scope?: string } }>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): void
  }
}
