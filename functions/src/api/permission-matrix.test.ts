import {
  type Endpoint,
  listEndpoints,
  type PermissionId,
  SYSTEM_ROLE_IDS,
  SYSTEM_ROLES,
  type SystemRoleId,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { endpointUrl, signIn } from '../../test/api.ts'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/**
 * The permission matrix, generated from the endpoint table: each system role against each endpoint that
 * needs permission ids. A role passes the guard exactly when it holds one of the endpoint's ids, and is
 * refused (403, PERMISSION_DENIED) otherwise. The guard runs before the body is read or validated, so every
 * call sends a body no schema accepts (a JSON array): a role that passes gets 400 (or 415 where a form is
 * expected) and nothing changes, and one that does not gets 403 whatever it sent.
 */
type Case = { label: string; endpoint: Endpoint; anyOf: readonly PermissionId[] }

const guarded: Case[] = listEndpoints().flatMap(({ resource, name, endpoint }) =>
  endpoint.access.kind === 'member' && endpoint.access.anyOf.length > 0
    ? [{ label: `${resource}.${name}`, endpoint, anyOf: endpoint.access.anyOf }]
    : [],
)

const holds = (role: SystemRoleId, anyOf: readonly PermissionId[]) => {
  const ids: readonly PermissionId[] = SYSTEM_ROLES[role].permissions
  return anyOf.some((id) => ids.includes(id))
}

let ctx: AppContext
let app: ApiApp
const tokens = new Map<SystemRoleId, string>()

beforeAll(async () => {
  ctx = fileContext()
  app = createApp(ctx)
  // Each role in an enterprise of its own, so what one role may do cannot touch another's ground.
  for (const roleId of SYSTEM_ROLE_IDS) {
    const user = await createActiveUser(ctx)
    await ctx.entities.membership
      .patch({ enterpriseId: user.enterpriseId, userId: user.userId })
      .set({ roleId })
      .go()
    tokens.set(roleId, await signIn(app, user))
  }
})

/** The status and the envelope's code (none for a file or an empty answer) of a call as `role`. */
async function callAs(role: SystemRoleId, endpoint: Endpoint) {
  const reads = endpoint.method === 'POST' && (endpoint.body !== undefined || endpoint.form !== undefined)
  const response = await app.request(endpointUrl(endpoint), {
    method: endpoint.method,
    headers: { token: tokens.get(role) ?? '', 'content-type': 'application/json' },
    ...(reads && { body: '[]' }),
  })
  const json = response.headers.get('content-type')?.startsWith('application/json')
  const body = json ? ((await response.json()) as { code: number; msg: string }) : undefined
  return { status: response.status, code: body?.code, msg: body?.msg }
}

describe('the endpoint table', () => {
  it('has endpoints for the matrix, and platform endpoints no enterprise role reaches', () => {
    expect(guarded.length).toBeGreaterThan(50)
    const platform = guarded.filter(({ anyOf }) => anyOf.every((id) => id.startsWith('Admin_')))
    expect(platform.length).toBeGreaterThan(0)
    for (const role of SYSTEM_ROLE_IDS) {
      expect([role, platform.filter(({ anyOf }) => holds(role, anyOf)).map((c) => c.label)]).toEqual([
        role,
        [],
      ])
    }
  })
})

describe.each(SYSTEM_ROLE_IDS)('the %s role', (role) => {
  it.each(guarded)('$label', async ({ endpoint, anyOf }) => {
    const answer = await callAs(role, endpoint)
    if (holds(role, anyOf)) {
      // Past the guard: the invalid body is refused (400, 415) or a read answers; never a crash.
      const seen = `${answer.status} ${answer.code} ${answer.msg}`
      expect(answer.code === ErrorCode.PERMISSION_DENIED || answer.status >= 500, seen).toBe(false)
    } else {
      expect([answer.status, answer.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    }
  })
})
