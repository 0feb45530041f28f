import type { ApiError } from './api-error'

/**
 * What the session layer does around every call: `beforeRequest` keeps the last-activity
 * time and may refuse the call by throwing; `onFailure` sees every failure first, such as an invalid
 * session. They are set by the session module rather than imported, so the client does not depend on it.
 */
export type ApiHooks = {
  beforeRequest?: () => void | Promise<void>
  onFailure?: (error: ApiError) => void
}

let hooks: ApiHooks = {}

/** The hooks in force, read by the client at each call. */
export function apiHooks(): ApiHooks {
  return hooks
}

/** Installs the hooks; the returned function removes them again (tests, teardown). */
export function setApiHooks(next: ApiHooks): () => void {
  hooks = next
  return () => {
    if (hooks === next) hooks = {}
  }
}
