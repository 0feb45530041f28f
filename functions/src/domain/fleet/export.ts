import { FLEET_EXPORT_INLINE_MAX, type FleetExport, Permission } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller, userIdOf } from '../actor.ts'
import { readCounters } from '../counter.ts'
import { runExport } from './export-job.ts'
import { type FleetQuery, planFleetQuery } from './plan.ts'

/**
 * Exports the profiles matching the fleet's filters as CSV. Up to FLEET_EXPORT_INLINE_MAX rows it is built
 * in the request; larger sets run as a background job and the caller polls for the link. The ACs are in it
 * only when the caller holds Ac_Download, decided now and recorded with the export for the job.
 */
export async function startExport(
  ctx: AppContext,
  actor: TenantCaller,
  query: FleetQuery,
): Promise<FleetExport> {
  const exportId = ulid(ctx.now())
  await ctx.entities.fleetExport
    .create({
      enterpriseId: actor.enterpriseId,
      exportId,
      status: 'RUNNING',
      query,
      withAcs: holds(actor, Permission.Ac_Download),
      createdBy: userIdOf(actor),
      createdAt: ctx.now(),
    })
    .go()
  const ref = { enterpriseId: actor.enterpriseId, exportId }
  if ((await expectedRows(ctx, actor.enterpriseId, query)) <= FLEET_EXPORT_INLINE_MAX)
    await runExport(ctx, ref)
  else await ctx.queue.enqueue([{ type: 'fleet.export', ...ref }])
  return exportInfo(ctx, actor, { exportId })
}

async function expectedRows(ctx: AppContext, enterpriseId: string, query: FleetQuery) {
  const plan = await planFleetQuery(ctx, enterpriseId, query)
  if (plan.counter) return (await readCounters(ctx, enterpriseId, [plan.counter])).get(plan.counter) ?? 0
  return Number.POSITIVE_INFINITY
}

/** Where an export is; the link to an export that holds ACs only for a caller holding Ac_Download. */
export async function exportInfo(
  ctx: AppContext,
  actor: TenantCaller,
  input: { exportId: string },
): Promise<FleetExport> {
  const { exportId } = input
  const { data } = await ctx.entities.fleetExport
    .get({ enterpriseId: actor.enterpriseId, exportId })
    .go({ consistent: true })
  if (!data) throw new AppError(ErrorCode.NOT_FOUND, 'This export does not exist')
  const includesAcs = data.withAcs ?? true
  if (includesAcs && !holds(actor, Permission.Ac_Download)) {
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      'This export holds ACs; you do not have permission to download ACs',
    )
  }
  return {
    exportId: data.exportId,
    status: data.status,
    rows: data.rows,
    includesAcs,
    ...(data.fileKey && { url: await ctx.files.downloadUrl(data.fileKey, `fleet-${data.exportId}.csv`) }),
    ...(data.problem && { problem: data.problem }),
    createdAt: data.createdAt,
  }
}
