import { acText, formatActivationCode, installLinks } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { actorName, type MemberActor, tenantOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { csvLine } from '../csv.ts'
import { applyProfileChanges, CHANGED_MEANWHILE } from '../fleet/profile-changes.ts'
import { claimReDownload, monthAllowance } from '../fleet/re-downloads.ts'
import { usableConfig } from './batch-records.ts'
import { AC_CSV_HEADER, ERRORS_CSV_HEADER } from './outputs.ts'
import { batchKeys } from './storage.ts'

type Outcome =
  | { iccid: string; ok: true; matchingId: string; ac: string }
  | { iccid: string; ok: false; reason: string }

/**
 * New activation codes for profiles already generated: the open order is cancelled back to available on
 * the SM-DP+ and ordered again, which gives a new matching id (the old AC stops working). Allowed up to the
 * configuration's max re-downloads per profile, and, for a profile downloaded since its last order, within
 * its plan's re-downloads of the month (fleet/re-downloads.ts). Recorded as a RE_GENERATE batch with its files.
 */
export async function regenerate(ctx: AppContext, actor: MemberActor, request: { iccids: string[] }) {
  const input = { ...request, ...tenantOf(actor) }
  const running = await requireSubscription(ctx, input.enterpriseId)
  const month = await monthAllowance(ctx, input.enterpriseId, running.plan)
  const iccids = [...new Set(input.iccids)]
  const { data: profiles } = await ctx.entities.profile
    .get(iccids.map((iccid) => ({ enterpriseId: input.enterpriseId, iccid })))
    .go({ consistent: true })
  const known = new Map(profiles.map((p) => [p.iccid, p]))
  const first = profiles[0]
  if (!first) throw AppError.notFound('None of these ICCIDs is a profile of this enterprise')
  // Each profile answers to its own configuration's max re-downloads.
  const configIds = [...new Set(profiles.map((p) => p.configId))]
  const configs = new Map(
    await Promise.all(
      configIds.map(
        async (configId) =>
          [configId, await usableConfig(ctx, { enterpriseId: input.enterpriseId, configId })] as const,
      ),
    ),
  )
  // The batch record names the first profile's configuration (always among those just loaded).
  const config = configs.get(first.configId)
  if (!config) throw AppError.notFound('The configuration of these profiles no longer exists')
  const batchCode = ulid(ctx.now())
  const who = await actorName(ctx, input.userId)

  const outcomes = await pMap(
    iccids,
    async (iccid): Promise<Outcome> => {
      const profile = known.get(iccid)
      if (!profile) return { iccid, ok: false, reason: `ICCID ${iccid} is not a profile of this enterprise` }
      const limit = configs.get(profile.configId)?.maxRedownloads ?? 0
      if ((profile.regenerations ?? 0) >= limit) {
        return {
          iccid,
          ok: false,
          reason: `ICCID ${iccid} reached the ${limit} re-downloads its configuration allows`,
        }
      }
      let giveBack: () => Promise<void>
      try {
        giveBack = await claimReDownload(ctx, profile, month)
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.REDOWNLOAD_LIMIT) {
          return { iccid, ok: false, reason: error.message }
        }
        throw error
      }
      try {
        await ctx.smdp.cancelOrder({ iccid, finalProfileStatusIndicator: 'Available' })
        await ctx.smdp.downloadOrder({ iccid })
        const { matchingId } = await ctx.smdp.confirmOrder({ iccid, releaseFlag: true })
        const ac = formatActivationCode({ smdpAddress: profile.smdpAddress, matchingId })
        const [stored] = await applyProfileChanges(ctx, who, [
          {
            before: profile as ProfileItem,
            set: { matchingId, ac, status: 'RELEASED' },
            add: { regenerations: 1 },
            log: { action: 'REGENERATE', before: profile.ac, after: ac, detail: `Batch ${batchCode}` },
          },
        ])
        if (!stored?.ok) {
          await giveBack()
          return { iccid, ok: false, reason: stored?.reason ?? CHANGED_MEANWHILE }
        }
        return { iccid, ok: true, matchingId, ac }
      } catch (error) {
        await giveBack()
        if (error instanceof AppError && error.code !== ErrorCode.SMDP_UNREACHABLE) {
          return { iccid, ok: false, reason: `SM-DP+: ${error.message}` }
        }
        throw error
      }
    },
    { concurrency: 8 },
  )

  const keys = batchKeys(input.enterpriseId, batchCode)
  const done = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok)
  const failedRows = outcomes.filter((o): o is Extract<Outcome, { ok: false }> => !o.ok)
  const outputs: Record<string, string> = {}
  const lines = done.map((o) => {
    const p = known.get(o.iccid)
    const links = installLinks(o.ac)
    return csvLine([
      o.iccid,
      p?.imsi,
      p?.msisdn,
      p?.eid,
      o.matchingId,
      acText(o.ac),
      links.ios,
      links.android,
    ])
  })
  await ctx.files.put(keys.output('acs.csv'), csvLine(AC_CSV_HEADER) + lines.join(''), 'text/csv')
  outputs.csv = 'acs.csv'
  if (failedRows.length > 0) {
    const text =
      csvLine(ERRORS_CSV_HEADER) + failedRows.map((o, i) => csvLine([i + 1, o.iccid, o.reason])).join('')
    await ctx.files.put(keys.output('errors.csv'), text, 'text/csv')
    outputs.errors = 'errors.csv'
  }
  await ctx.entities.batch
    .create({
      enterpriseId: input.enterpriseId,
      batchCode,
      type: 'RE_GENERATE',
      configId: config.configId,
      configName: config.name,
      formats: ['STRING', 'AC_LINK'],
      process: 'COMPLETE',
      input: { kind: 'REGENERATE', count: iccids.length },
      total: iccids.length,
      success: done.length,
      failed: failedRows.length,
      chunkCount: 0,
      outputs,
      createdBy: input.userId,
      createdAt: ctx.now(),
      completedAt: ctx.now(),
    })
    .go()
  return { batchCode, results: outcomes.map((o) => (o.ok ? { ...o, ac: acText(o.ac) } : o)) }
}
