import type { FleetProfile } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { EXPIRING_FILES } from '../../resources.ts'
import { type Cell, csvLine } from '../csv.ts'
import type { FleetQuery } from './plan.ts'
import { presentProfiles } from './present.ts'
import { fleetMatches } from './query.ts'

type Column = { header: string; cell: (p: FleetProfile) => Cell; revealsAc?: true }

/** The columns of the export; those that reveal the AC are left out without Ac_Download. */
const COLUMNS: Column[] = [
  { header: 'iccid', cell: (p) => p.iccid },
  { header: 'imsi', cell: (p) => p.imsi },
  { header: 'msisdn', cell: (p) => p.msisdn },
  { header: 'eid', cell: (p) => p.eid },
  { header: 'status', cell: (p) => p.status },
  { header: 'ac', cell: (p) => p.ac ?? undefined, revealsAc: true },
  { header: 'ios_link', cell: (p) => p.acLink ?? undefined, revealsAc: true },
  { header: 'android_link', cell: (p) => p.acLinkAndroid ?? undefined, revealsAc: true },
  { header: 'smdp_address', cell: (p) => p.smdpAddress },
  { header: 'matching_id', cell: (p) => p.matchingId ?? undefined, revealsAc: true },
  { header: 'group', cell: (p) => p.groupName },
  { header: 'notes', cell: (p) => p.notes },
  { header: 'protected', cell: (p) => (p.protected ? 'yes' : 'no') },
  { header: 'recycle_status', cell: (p) => p.recycleStatus },
  { header: 'configuration', cell: (p) => p.configName },
  { header: 'batch', cell: (p) => p.batchCode },
  { header: 'type', cell: (p) => p.type },
  { header: 'created_by', cell: (p) => p.createdBy },
  { header: 'created_at', cell: (p) => new Date(p.createdAt).toISOString() },
]

const exportKey = (enterpriseId: string, exportId: string) =>
  `${EXPIRING_FILES.exports.prefix}${enterpriseId}/${exportId}.csv`

/**
 * The export job: writes the whole CSV (a retry writes it again) and marks the export complete. The AC
 * columns are there only when the member who started it held Ac_Download (recorded with the export).
 */
export async function runExport(ctx: AppContext, ref: { enterpriseId: string; exportId: string }) {
  const { data } = await ctx.entities.fleetExport.get(ref).go({ consistent: true })
  if (!data || data.status === 'COMPLETE') return
  try {
    const visibility = { withAcs: data.withAcs ?? true }
    const columns = COLUMNS.filter((column) => visibility.withAcs || !column.revealsAc)
    let csv = csvLine(columns.map((column) => column.header))
    let rows = 0
    for await (const page of fleetMatches(ctx, ref.enterpriseId, data.query as FleetQuery)) {
      for (let start = 0; start < page.length; start += 100) {
        for (const p of await presentProfiles(ctx, page.slice(start, start + 100), visibility)) {
          csv += csvLine(columns.map((column) => column.cell(p)))
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
