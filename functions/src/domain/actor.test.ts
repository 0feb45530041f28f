import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { memberActor, platformAdmin } from '../../test/actors.ts'
import type { AppContext } from '../context.ts'
import { type ApiKeyActor, nameOf, requireKind, type SystemActor, tenantOf, userIdOf } from './actor.ts'

const key: ApiKeyActor = {
  kind: 'apiKey',
  enterpriseId: 'E1',
  accessKey: 'AK00000000000000000001',
  keyName: 'Factory line',
  createdBy: 'U-creator',
  permissions: new Set(['Fleet_View']),
}
const job: SystemActor = {
  kind: 'system',
  enterpriseId: 'E1',
  onBehalfOf: 'U-planner',
  name: 'Campaign "Spring"',
}
// The names below need no reads; a member's is read from their user record (covered by the routes' tests).
const noReads = {} as AppContext

describe('the actor', () => {
  it('narrows to the kinds a command runs for, and refuses the others with a 403 naming who may', () => {
    const member = memberActor({ enterpriseId: 'E1', userId: 'U1' })
    expect(requireKind(member, 'member').sessionId).toBe(member.sessionId)
    expect(requireKind(key, 'member', 'apiKey')).toBe(key)
    expect(() => requireKind(key, 'member')).toThrow(
      expect.objectContaining({
        code: ErrorCode.PERMISSION_DENIED,
        message: 'Only a signed-in member can do this',
      }),
    )
    expect(() => requireKind(job, 'member', 'apiKey')).toThrow(
      'Only a signed-in member or an API key can do this',
    )
  })

  it('names an API key, a platform admin and a job as who did it', async () => {
    expect(await nameOf(noReads, key)).toBe('API key "Factory line"')
    expect(await nameOf(noReads, platformAdmin('ops@example.com'))).toBe('ops@example.com')
    expect(await nameOf(noReads, job)).toBe('Campaign "Spring"')
  })

  it('keeps records of a key or a job under the member they act for, in their enterprise', () => {
    expect(userIdOf(key)).toBe('U-creator')
    expect(tenantOf(job)).toEqual({ enterpriseId: 'E1', userId: 'U-planner' })
    expect(userIdOf(memberActor({ enterpriseId: 'E1', userId: 'U1' }))).toBe('U1')
  })
})
