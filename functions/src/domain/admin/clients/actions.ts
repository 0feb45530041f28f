import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import { isConditionalFailure } from '../../../entities/transaction.ts'
import type { PlatformAdminActor } from '../../actor.ts'
import { clientRow, syncClient } from '../../billing/client-index.ts'
import { currentPeriod } from '../../billing/current.ts'
import { recordAdminAction } from '../audit.ts'
import { clientDetail } from './detail.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const day = (at: number) => new Date(at).toISOString().slice(0, 10)

async function enterpriseOf(ctx: AppContext, enterpriseId: string) {
  const { data } = await ctx.entities.enterprise.get({ enterpriseId }).go({ consistent: true })
  if (!data) throw AppError.notFound('This client does not exist')
  return data
}

/**
 * Suspends (SUSPENDED) or reactivates (ACTIVE) a client. The guard reads the enterprise's status on every
 * request, so the change holds from the next request on: its members' operations, API keys, webhooks and
 * queued work stop, its devices' notifications still land.
 */
export async function setClientStatus(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { enterpriseId: string; status: 'ACTIVE' | 'SUSPENDED' },
) {
  const enterprise = await enterpriseOf(ctx, input.enterpriseId)
  const before = enterprise.status
  if (before === input.status) {
    const state = before === 'SUSPENDED' ? 'suspended' : 'active'
    throw new AppError(ErrorCode.CONFLICT, `This client is already ${state}; reload the client`)
  }
  try {
    await ctx.entities.enterprise
      .patch({ enterpriseId: input.enterpriseId })
      .set({ status: input.status })
      .where(({ status }, { eq }) => eq(status, before))
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) throw new AppError(ErrorCode.CONFLICT)
    throw error
  }
  await syncClient(ctx, input.enterpriseId)
  await recordAdminAction(ctx, admin, {
    action: input.status === 'SUSPENDED' ? 'SUSPEND' : 'REACTIVATE',
    subject: { kind: 'enterprise', id: enterprise.enterpriseId, name: enterprise.name },
    enterpriseId: enterprise.enterpriseId,
    before,
    after: input.status,
  })
  return clientDetail(ctx, input.enterpriseId)
}

/** Moves the end of a client's running free trial `days` later (a client on no trial is told so). */
export async function extendTrial(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { enterpriseId: string; days: number },
) {
  const enterprise = await enterpriseOf(ctx, input.enterpriseId)
  const { current } = await currentPeriod(ctx, input.enterpriseId, { consistent: true })
  if (!current?.freeTrial) {
    throw new AppError(
      ErrorCode.ORDER_STATE,
      'This client has no running free trial to extend; create an order for it instead',
    )
  }
  const endsAt = current.endsAt + input.days * DAY_MS
  try {
    await ctx.entities.subscription
      .patch({ enterpriseId: input.enterpriseId, subscriptionId: current.subscriptionId })
      .set({ endsAt })
      .where((s, { eq }) => `${eq(s.endsAt, current.endsAt)} AND ${eq(s.status, 'ACTIVE')}`)
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) throw new AppError(ErrorCode.CONFLICT)
    throw error
  }
  await syncClient(ctx, input.enterpriseId)
  await recordAdminAction(ctx, admin, {
    action: 'EXTEND_TRIAL',
    subject: { kind: 'enterprise', id: enterprise.enterpriseId, name: enterprise.name },
    enterpriseId: enterprise.enterpriseId,
    before: `trial ends ${day(current.endsAt)}`,
    after: `trial ends ${day(endsAt)} (+${input.days} days)`,
  })
  return clientDetail(ctx, input.enterpriseId)
}

/** Sets the admins' private note on a client (an empty note removes it). */
export async function setClientNote(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { enterpriseId: string; note: string },
) {
  const row = await clientRow(ctx, input.enterpriseId)
  if (!row) throw AppError.notFound('This client does not exist')
  const key = { createdAt: row.createdAt, enterpriseId: row.enterpriseId }
  await (input.note
    ? ctx.entities.client.patch(key).set({ note: input.note }).go()
    : ctx.entities.client.patch(key).remove(['note']).go())
  await recordAdminAction(ctx, admin, {
    action: 'NOTE',
    subject: { kind: 'enterprise', id: row.enterpriseId, name: row.name },
    enterpriseId: row.enterpriseId,
    before: row.note ?? '',
    after: input.note,
  })
  return clientDetail(ctx, input.enterpriseId)
}
