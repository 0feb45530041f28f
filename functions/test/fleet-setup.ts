import { type Endpoint, endpoints, Permission, type PermissionId } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, expect } from 'vitest'
import { type ApiApp, createApp } from '../src/api/app.ts'
import { type AppContext, closeContext } from '../src/context.ts'
import { addMember, createActiveUser } from './accounts.ts'
import { type Answer, call, signIn } from './api.ts'
import { createConfig, profileRows, validEid } from './generation.ts'
import { testContext } from './helpers.ts'

/**
 * The common ground of the fleet's API tests (the fleet, groups, campaigns, EID push, the block list, the
 * logs, the behaviour config), set up once per test file through the API on the real local stack.
 */
export type Obj = Record<string, unknown>
export type Tenant = { token: string; enterpriseId: string }
export type ProfileRow = { iccid: string; imsi: string; ki: string; opc: string; eid?: string }

export const objOf = (answer: Answer) => answer.body.obj as Obj

/** What {@link setUpFleet} makes; its fields are set before the file's first test runs. */
export class Fleet {
  ctx!: AppContext
  app!: ApiApp
  /** The enterprise under test, and another one that must see none of it. */
  owner!: Tenant
  other!: Tenant
  /** The owner's complete configuration, which generated its profiles. */
  configId!: string
  /** The owner's profiles, in the order they were generated. */
  readonly iccids: string[] = []

  /** Calls `endpoint` as `token` (the owner by default) and answers the whole answer. */
  api = (endpoint: Endpoint, body?: unknown, token = this.owner.token) =>
    call(this.app, endpoint, { token, body })

  /** Calls `endpoint`, which must succeed, and answers the envelope's obj. */
  ok = async (endpoint: Endpoint, body?: unknown, token = this.owner.token) => {
    const answer = await this.api(endpoint, body, token)
    if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
    return objOf(answer)
  }

  /** A single generation of `row` as `token` on configuration `configId`. */
  generate = (token: string, configId: string, row: ProfileRow) =>
    this.api(endpoints.generation.single, { ...row, configId }, token)

  /** A signed-in member of the owner's enterprise whose role holds exactly `permissions`. */
  member = async (...permissions: PermissionId[]): Promise<string> =>
    signIn(this.app, await addMember(this.ctx, { enterpriseId: this.owner.enterpriseId, permissions }))

  /** A signed-in member of an enterprise of its own whose role holds Generate_Ac_View only. */
  async generatorOnly(): Promise<string> {
    return signIn(this.app, await createActiveUser(this.ctx, { permissions: [Permission.Generate_Ac_View] }))
  }

  /**
   * Each endpoint refuses a member whose role holds none of its permission ids (403) and a call without a
   * session (401); `body` is a valid request, so the refusal is the guard's.
   */
  async expectGuarded(cases: readonly (readonly [Endpoint, unknown])[]) {
    const token = await this.generatorOnly()
    for (const [endpoint, body] of cases) {
      const { path } = endpoint
      const answer = await this.api(endpoint, body, token)
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, ErrorCode.PERMISSION_DENIED])
      const anonymous = await call(this.app, endpoint, { body })
      expect([path, anonymous.status]).toEqual([path, 401])
    }
  }
}

/**
 * Two signed-in enterprises on the shared test table (queued jobs such as campaign steps and group release
 * run on the test stack's worker), the owner's complete configuration, and `profiles` profiles of the owner,
 * each from a single generation; the first two carry the EIDs `validEid(1)` and `validEid(2)`.
 */
export function setUpFleet({ profiles = 6 }: { profiles?: number } = {}): Fleet {
  const fleet = new Fleet()
  beforeAll(async () => {
    fleet.ctx = testContext()
    fleet.app = createApp(fleet.ctx)
    const a = await createActiveUser(fleet.ctx)
    const b = await createActiveUser(fleet.ctx)
    fleet.owner = { token: await signIn(fleet.app, a), enterpriseId: a.enterpriseId }
    fleet.other = { token: await signIn(fleet.app, b), enterpriseId: b.enterpriseId }
    fleet.configId = await createConfig(fleet.app, fleet.owner.token)
    for (const [i, row] of profileRows(profiles).entries()) {
      const eid = i < 2 ? { eid: validEid(i + 1) } : {}
      const answer = await fleet.generate(fleet.owner.token, fleet.configId, { ...row, ...eid })
      if (!answer.body.success) throw new Error(answer.body.msg)
      fleet.iccids.push(row.iccid)
    }
  }, 120_000)
  afterAll(() => closeContext(fleet.ctx))
  return fleet
}
