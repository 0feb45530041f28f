import type { AppContext } from '../../context.ts'
import { csvLine } from '../csv.ts'
import type { FleetQuery } from './plan.ts'
import { presentProfiles } from './present.ts'
import { fleetMatches } from './query.ts'

const EXPORT_HEADER = [
  'iccid',
  'imsi',
  'msisdn',
  'eid',
  'status',
  'ac',
  'ios_link',
  'android_link',
  'smdp_address',
  'matching_id',
  'group',
  'notes',
  'protected',
  'recycle_status',
  'configuration',
  'batch',
  'type',
  'created_by',
  'created_at',
]

const exportKey = (enterpriseId: string, exportId: string) => `exports/${enterpriseId}/${exportId}.csv`

/** The export job: writes the whole CSV (a retry writes it again) and marks the export complete. */
export async function runExport(ctx: AppContext, ref: { enterpriseId: string; exportId: string }) {
  const { data } = await ctx.entities.fleetExport.get(ref).go({ consistent: true })
  if (!data || data.status === 'COMPLETE') return
  try {
    let csv = csvLine(EXPORT_HEADER)
    let rows = 0
    for await (const page of fleetMatches(ctx, ref.enterpriseId, data.query as FleetQuery)) {
      for (let start = 0; start < page.length; start += 100) {
        for (const p of await presentProfiles(ctx, page.slice(start, start + 100))) {
          csv += csvLine([
            p.iccid,
            p.imsi,
            p.msisdn,
            p.eid,
            p.status,
            p.ac,
            p.acLink,
            p.acLinkAndroid,
            p.smdpAddress,
            p.matchingId,
            p.groupName,
            p.notes,
            p.protected ? 'yes' : 'no',
            p.recycleStatus,
            p.configName,
            p.batchCode,
            p.type,
            p.createdBy,
            new Date(p.createdAt).toISOString(),
          ])
          rows++
        }
      }
    }
    const fileKey = exportKey(ref.enterpriseId, ref.exportId)
    await ctx.files.put(fileKey, csv, 'text/csv')
    await ctx.entities.fleetExport.patch(ref).set({ status: 'COMPLETE', rows, fileKey }).go()
  } catch (error) {
    ctx.logger.error('Fleet export failed', { error, exportId: ref.exportId })
    await ctx.entities.fleetExport
      .patch(ref)
      .set({ status: 'FAILED', problem: 'The export could not be written; start it again' })
      .go()
  }
}
