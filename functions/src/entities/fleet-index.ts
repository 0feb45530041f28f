import { fleetState, type ProfileStatus, type RecycleStatus } from '@simlessly/shared'

/** What a profile's fleet index keys (and the fleet's counters) are made of. */
export type IndexedProfile = {
  enterpriseId: string
  iccid: string
  imsi: string
  createdAt: number
  status: ProfileStatus
  recycleStatus?: RecycleStatus | undefined
  configId: string
  batchCode: string
  groupId?: string | undefined
  eid?: string | undefined
  msisdn?: string | undefined
}

/**
 * The fleet's indexes (gsi2-gsi8): one partition per enterprise (and per state, group or configuration;
 * the state is the status, or RECYCLED for a recycled profile, see `fleetState`),
 * so a page or a filter reads only what it shows. Lists sort by creation time then ICCID (13-digit ms
 * times sort as text until the year 2286); identifiers sort by their own digits, so a prefix is a key
 * condition. Their keys are plain attributes of the profile (see entities/profile.ts), written with every
 * change from `fleetKeys`.
 */
export const FLEET_INDEXES = {
  created: { index: 'gsi2', pk: (e: string) => `fleet#${e}` },
  status: { index: 'gsi3', pk: (e: string, status: string) => `fleet#${e}#status#${status}` },
  group: { index: 'gsi4', pk: (e: string, groupId: string) => `fleet#${e}#group#${groupId}` },
  config: { index: 'gsi5', pk: (e: string, configId: string) => `fleet#${e}#config#${configId}` },
  imsi: { index: 'gsi6', pk: (e: string) => `fleet#${e}#imsi` },
  eid: { index: 'gsi7', pk: (e: string) => `fleet#${e}#eid` },
  msisdn: { index: 'gsi8', pk: (e: string) => `fleet#${e}#msisdn` },
} as const

/** Indexes whose items hold only what filters and sorts need: whole profiles are read from the table. */
export const FLEET_INDEX_NAMES: ReadonlySet<string> = new Set(
  Object.values(FLEET_INDEXES).map((i) => i.index),
)

export const createdSortKey = (createdAt: number, iccid = '') =>
  `${String(createdAt).padStart(13, '0')}#${iccid}`

export type FleetKeys = {
  gsi2pk: string
  gsi2sk: string
  gsi3pk: string
  gsi3sk: string
  gsi4pk: string | undefined
  gsi4sk: string | undefined
  gsi5pk: string
  gsi5sk: string
  gsi6pk: string
  gsi6sk: string
  gsi7pk: string | undefined
  gsi7sk: string | undefined
  gsi8pk: string | undefined
  gsi8sk: string | undefined
}

/** The index key attributes of a profile; undefined ones (no group, EID or MSISDN) are left out. */
export function fleetKeys(p: IndexedProfile): FleetKeys {
  const e = p.enterpriseId
  const created = createdSortKey(p.createdAt, p.iccid)
  return {
    gsi2pk: FLEET_INDEXES.created.pk(e),
    gsi2sk: created,
    gsi3pk: FLEET_INDEXES.status.pk(e, fleetState(p)),
    gsi3sk: created,
    gsi4pk: p.groupId ? FLEET_INDEXES.group.pk(e, p.groupId) : undefined,
    gsi4sk: p.groupId ? created : undefined,
    gsi5pk: FLEET_INDEXES.config.pk(e, p.configId),
    gsi5sk: created,
    gsi6pk: FLEET_INDEXES.imsi.pk(e),
    gsi6sk: p.imsi,
    gsi7pk: p.eid ? FLEET_INDEXES.eid.pk(e) : undefined,
    gsi7sk: p.eid || undefined,
    gsi8pk: p.msisdn ? FLEET_INDEXES.msisdn.pk(e) : undefined,
    gsi8sk: p.msisdn || undefined,
  }
}

/** The keys to set and the key attributes to remove, for an update that may clear a sparse index. */
export function keyChanges(p: IndexedProfile): { set: Partial<FleetKeys>; remove: (keyof FleetKeys)[] } {
  const keys = fleetKeys(p)
  const set: Partial<FleetKeys> = {}
  const remove: (keyof FleetKeys)[] = []
  for (const [name, value] of Object.entries(keys) as [keyof FleetKeys, string | undefined][]) {
    if (value === undefined) remove.push(name)
    else set[name] = value
  }
  return { set, remove }
}
