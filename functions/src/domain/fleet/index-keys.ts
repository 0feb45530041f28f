import type { ProfileStatus } from '@simlessly/shared'

/** What a profile's fleet index keys and counters are made of. */
export type IndexedProfile = {
  enterpriseId: string
  iccid: string
  imsi: string
  createdAt: number
  status: ProfileStatus
  configId: string
  batchCode: string
  groupId?: string | undefined
  eid?: string | undefined
  msisdn?: string | undefined
}

/**
 * The fleet's indexes: one partition per enterprise (and per status, group or configuration), so a page or
 * a filter reads only what it shows. Lists sort by creation time then ICCID (13-digit ms times sort as text
 * until the year 2286); identifiers sort by their own digits, so a prefix is a key condition.
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
    gsi3pk: FLEET_INDEXES.status.pk(e, p.status),
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

/** The counters a profile counts in: one per index partition it sits in, plus its batch. */
export function counterNames(p: IndexedProfile): string[] {
  return [
    'all',
    `status#${p.status}`,
    `config#${p.configId}`,
    `batch#${p.batchCode}`,
    ...(p.groupId ? [`group#${p.groupId}`] : []),
  ]
}

/** How the counters move when a profile changes from `before` (absent: new) to `after`. */
export function counterDeltas(
  before: IndexedProfile | undefined,
  after: IndexedProfile,
): Map<string, number> {
  const deltas = new Map<string, number>()
  const move = (name: string, by: number) => deltas.set(name, (deltas.get(name) ?? 0) + by)
  for (const name of before ? counterNames(before) : []) move(name, -1)
  for (const name of counterNames(after)) move(name, 1)
  for (const [name, by] of deltas) if (by === 0) deltas.delete(name)
  return deltas
}

/** Sums several deltas (a group of profiles written in one transaction). */
export function sumDeltas(all: Iterable<Map<string, number>>): Map<string, number> {
  const total = new Map<string, number>()
  for (const deltas of all) for (const [name, by] of deltas) total.set(name, (total.get(name) ?? 0) + by)
  for (const [name, by] of total) if (by === 0) total.delete(name)
  return total
}
