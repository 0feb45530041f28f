import { type AcFormat, acText, type FleetProfile, fleetState, installLinks } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { displayName } from '../actor.ts'

const distinct = <T>(values: (T | undefined)[]) => [...new Set(values.filter((v): v is T => v !== undefined))]

/** Whether the SM-DP+ still accepts the profile's AC: a recycle cancelled its order for good. */
export const acValid = (p: Pick<ProfileItem, 'recycleStatus'>) => p.recycleStatus !== 'RECYCLED'

/** Whether the profiles are shown with their ACs: only to a caller holding Ac_Download. */
export type AcVisibility = { withAcs: boolean }

/**
 * Profiles as the fleet shows them: each with its configuration's name, type and SPN, its group's name,
 * its batch's type and formats and its creator's name, read once per page for the distinct ids on it.
 * Without `withAcs`, the fields that reveal the AC are null.
 */
export async function presentProfiles(
  ctx: AppContext,
  items: ProfileItem[],
  { withAcs }: AcVisibility,
): Promise<FleetProfile[]> {
  const first = items[0]
  if (!first) return []
  const enterpriseId = first.enterpriseId
  const e = ctx.entities
  const keys = <K>(values: (string | undefined)[], key: (v: string) => K) => distinct(values).map(key)
  const configKeys = keys(
    items.map((p) => p.configId),
    (configId) => ({ enterpriseId, configId }),
  )
  const groupKeys = keys(
    items.map((p) => p.groupId),
    (groupId) => ({ enterpriseId, groupId }),
  )
  const batchKeys = keys(
    items.map((p) => p.batchCode),
    (batchCode) => ({ enterpriseId, batchCode }),
  )
  const userKeys = keys(
    items.map((p) => p.createdBy),
    (userId) => ({ userId }),
  )
  const [configs, groups, batches, users] = await Promise.all([
    e.profileConfig
      .get(configKeys)
      .go()
      .then((r) => r.data),
    groupKeys.length > 0
      ? e.group
          .get(groupKeys)
          .go()
          .then((r) => r.data)
      : [],
    e.batch
      .get(batchKeys)
      .go()
      .then((r) => r.data),
    e.user
      .get(userKeys)
      .go()
      .then((r) => r.data),
  ])
  const configById = new Map(configs.map((c) => [c.configId, c]))
  const groupById = new Map(groups.map((g) => [g.groupId, g]))
  const batchByCode = new Map(batches.map((b) => [b.batchCode, b]))
  const userById = new Map(users.map((u) => [u.userId, u]))
  return items.map((p) => {
    const config = configById.get(p.configId)
    const batch = batchByCode.get(p.batchCode)
    const user = userById.get(p.createdBy)
    const links = withAcs ? installLinks(p.ac) : null
    return {
      iccid: p.iccid,
      imsi: p.imsi,
      ...(p.msisdn && { msisdn: p.msisdn }),
      ...(p.eid && { eid: p.eid }),
      ac: withAcs ? acText(p.ac) : null,
      acValid: acValid(p),
      acLink: links?.ios ?? null,
      acLinkAndroid: links?.android ?? null,
      acFormats: (batch?.formats ?? ['STRING']) as AcFormat[],
      ...(config?.data?.serviceProviderName && { spn: String(config.data.serviceProviderName) }),
      ...(p.deviceBrand && { brand: p.deviceBrand }),
      ...(p.region && { region: p.region }),
      ...(p.ip && { ip: p.ip }),
      ...(p.groupId &&
        groupById.has(p.groupId) && { groupId: p.groupId, groupName: groupById.get(p.groupId)?.name }),
      ...(p.notes && { notes: p.notes }),
      protected: p.protected ?? false,
      recycleStatus: p.recycleStatus ?? 'NONE',
      ...(p.lastFailure && { lastFailure: p.lastFailure }),
      createdBy: displayName(user),
      ...(p.orderId && { orderId: p.orderId }),
      status: p.status,
      state: fleetState(p),
      type: batch?.type ?? 'GENERATE_AC',
      smdpAddress: p.smdpAddress,
      matchingId: withAcs ? p.matchingId : null,
      configId: p.configId,
      ...(config && {
        configName: config.name,
        configType: (config.data?.applet as { subtype?: string } | undefined)?.subtype ?? 'STANDARD',
      }),
      batchCode: p.batchCode,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    }
  })
}
