import { type ProfileKey, SEARCH_HITS_PER_KIND, type SearchHit } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import type { ProfileIndex } from '../../entities/profile-query.ts'

const LABELS: Record<ProfileKey, string> = { iccid: 'ICCID', eid: 'EID', imsi: 'IMSI', msisdn: 'MSISDN' }

/** The index that holds each identifier in its own order, so a prefix is a key condition. */
const indexFor = (key: ProfileKey, prefix: string): ProfileIndex =>
  key === 'iccid' ? { by: 'iccid', prefix } : { by: key, prefix }

/** The other identifier shown under the ICCID: the one that matched, else the IMSI. */
function detailOf(profile: ProfileItem, matched: ProfileKey): string {
  const key = matched === 'iccid' ? 'imsi' : matched
  const value = profile[key]
  return value ? `${LABELS[key]} ${value}` : ''
}

/**
 * The enterprise's profiles whose ICCID, EID, IMSI or MSISDN begins with `digits`, each key read on its own
 * index (the table's ICCID order, gsi6-gsi8), a few items per key: one bounded query per key, never a scan.
 * A profile found by two keys is answered once.
 */
export async function findProfiles(
  ctx: AppContext,
  enterpriseId: string,
  keys: readonly ProfileKey[],
  digits: string,
): Promise<SearchHit[]> {
  const reads = ctx.entities.profileReads
  const found = await Promise.all(
    keys.map(async (key) => {
      const query = reads.query(enterpriseId, indexFor(key, digits), {})
      const profiles = await reads.readRange(query, true, 0, SEARCH_HITS_PER_KIND)
      return profiles.map((profile) => ({ profile, key }))
    }),
  )
  const seen = new Set<string>()
  return found
    .flat()
    .filter(({ profile }) => !seen.has(profile.iccid) && seen.add(profile.iccid))
    .slice(0, SEARCH_HITS_PER_KIND)
    .map(({ profile, key }) => ({
      kind: 'profile',
      id: profile.iccid,
      label: profile.iccid,
      detail: detailOf(profile, key),
      route: `/profile/fleet?${new URLSearchParams({ detail: profile.iccid })}`,
    }))
}
