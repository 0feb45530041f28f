import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformAdmin } from '../../../test/actors.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { adminAuditPage, recordAdminAction } from './audit.ts'

let ctx: AppContext
beforeAll(async () => {
  ctx = await isolatedContext()
})
afterAll(() => closeContext(ctx))

describe('the admin audit log', () => {
  it('lists entries newest first, and one enterprise’s entries under it', async () => {
    const admin = platformAdmin('ops@example.com')
    const subject = (id: string) => ({ kind: 'enterprise' as const, id, name: `Client ${id}` })
    await recordAdminAction(ctx, admin, {
      action: 'SUSPEND',
      subject: subject('e1'),
      enterpriseId: 'e1',
      before: 'ACTIVE',
      after: 'SUSPENDED',
    })
    await recordAdminAction(ctx, admin, { action: 'REVOKE', subject: { kind: 'invitationLink', id: 'l1' } })
    await recordAdminAction(ctx, admin, {
      action: 'EXTEND_TRIAL',
      subject: subject('e2'),
      enterpriseId: 'e2',
    })

    const all = await adminAuditPage(ctx, admin, { pageNum: 1, pageSize: 2 })
    expect(all.list.map((e) => e.action)).toEqual(['EXTEND_TRIAL', 'REVOKE'])
    expect(all.hasMore).toBe(true)
    const second = await adminAuditPage(ctx, admin, { pageNum: 2, pageSize: 2 })
    expect(second.list).toMatchObject([
      {
        actor: 'ops@example.com',
        action: 'SUSPEND',
        subject: { kind: 'enterprise', id: 'e1', name: 'Client e1' },
        enterpriseId: 'e1',
        before: 'ACTIVE',
        after: 'SUSPENDED',
      },
    ])
    expect(second.hasMore).toBe(false)

    const e1 = await adminAuditPage(ctx, admin, { pageNum: 1, pageSize: 10, enterpriseId: 'e1' })
    expect(e1.list.map((e) => e.action)).toEqual(['SUSPEND'])
    expect((await adminAuditPage(ctx, admin, { pageNum: 1, pageSize: 10 })).list[1]).toMatchObject({
      enterpriseId: null,
      before: null,
    })
  })
  it('keeps the order of actions made in one millisecond (a link created, then revoked)', async () => {
    const admin = platformAdmin('same-ms@example.com')
    const at = Date.now() + 86_400_000
    const stopped = { ...ctx, now: () => at }
    const subject = { kind: 'invitationLink' as const, id: 'same-ms' }
    for (let i = 0; i < 8; i++) {
      await recordAdminAction(stopped, admin, { action: 'CREATE', subject })
      await recordAdminAction(stopped, admin, { action: 'REVOKE', subject })
    }
    const { list } = await adminAuditPage(ctx, admin, { pageNum: 1, pageSize: 16 })
    expect(list.map((e) => e.action)).toEqual(Array.from({ length: 8 }, () => ['REVOKE', 'CREATE']).flat())
  })
})
