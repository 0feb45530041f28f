import {
  BatchGetCommand,
  type DynamoDBDocumentClient,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb'
import type {
  createEnterpriseEntity,
  createMembershipEntity,
  createRoleEntity,
  EnterpriseItem,
  MembershipItem,
  RoleItem,
} from './enterprise.ts'
import type { createSessionEntity, SessionItem } from './session.ts'
import type { createUserEntity, UserItem } from './user.ts'

type Key = Record<string, NativeAttributeValue>
type CallerEntities = {
  session: ReturnType<typeof createSessionEntity>
  user: ReturnType<typeof createUserEntity>
  membership: ReturnType<typeof createMembershipEntity>
  enterprise: ReturnType<typeof createEnterpriseEntity>
  role: ReturnType<typeof createRoleEntity>
}

/** What every authenticated request is decided on: its session, its user, their membership, the enterprise. */
export type CallerRecords = {
  session: SessionItem | null
  user: UserItem | null
  membership: MembershipItem | null
  enterprise: EnterpriseItem | null
}

/** A role as last read, and the enterprise's `teamVersion` it was read at. */
type CachedRole = { teamVersion: number | undefined; role: RoleItem | null }

/** Roles kept per process; a busy process serves few enterprises at once, so the cache stays small. */
const ROLES_KEPT = 10_000
/** Callers' keys kept per process (a few hundred bytes each). */
const KEYS_KEPT = 10_000
type Parser = { parse(input: { Item: never }): { data: unknown } }
type CallerKeys = { session: Key | undefined; user: Key; membership: Key; enterprise: Key }

const keyText = (key: Key) => `${key.pk}\u0000${key.sk}`

/**
 * The guard's reads. Every authenticated request reads its session, user, membership and enterprise in
 * one consistent BatchGetItem (one round trip where there were two, then a third for the role), so a
 * revoked session, a deactivated member or user, and the enterprise's status count from the next request.
 * The custom role, which needs the membership's role id, is kept in this process beside the enterprise's
 * `teamVersion` it was read at: every change of a team (a role's ids or name, a member's role) moves that
 * version in the same transaction (`changeTeam`), and the batch reads the version on every request, so a
 * role kept from before a change is read again on the first request after it, in every process.
 */
export function createCallerReads(db: DynamoDBDocumentClient, table: string, entities: CallerEntities) {
  const roles = new Map<string, CachedRole>()
  const keyOf = (query: { params(): { Key?: Key } }): Key => query.params().Key ?? {}
  // A session's keys are the same on each of its requests; ElectroDB builds each through a chain of
  // clauses (a sixth of the guard's CPU), so they are built once per session and caller here.
  const keysKept = new Map<string, CallerKeys>()
  function keysOf(input: { sessionId?: string; userId: string; enterpriseId: string }): CallerKeys {
    const { sessionId, userId, enterpriseId } = input
    const identity = `${sessionId ?? ''}\u0000${userId}\u0000${enterpriseId}`
    const kept = keysKept.get(identity)
    if (kept) return kept
    const keys = {
      session: sessionId === undefined ? undefined : keyOf(entities.session.get({ sessionId })),
      user: keyOf(entities.user.get({ userId })),
      membership: keyOf(entities.membership.get({ userId, enterpriseId })),
      enterprise: keyOf(entities.enterprise.get({ enterpriseId })),
    }
    if (keysKept.size >= KEYS_KEPT) keysKept.clear()
    keysKept.set(identity, keys)
    return keys
  }

  // A record as last parsed, beside the stored item it was parsed from (as JSON): ElectroDB's parse of the
  // four items was a third of the guard's CPU, and the items change seldom (the session once a minute).
  // The same stored item parses to the same record, so one equal to the last is answered with its record;
  // the records are frozen, as every request shares them.
  const parsedKept = new Map<string, { stored: string; record: unknown }>()
  function parseKept(entity: Parser, key: Key, raw: Record<string, NativeAttributeValue> | undefined) {
    if (raw === undefined) return null
    const stored = JSON.stringify(raw)
    const at = keyText(key)
    const kept = parsedKept.get(at)
    if (kept?.stored === stored) return kept.record
    const record = Object.freeze(entity.parse({ Item: raw as never }).data ?? null)
    if (parsedKept.size >= KEYS_KEPT) parsedKept.clear()
    parsedKept.set(at, { stored, record })
    return record
  }

  async function batchGet(keys: Key[]): Promise<Map<string, Record<string, NativeAttributeValue>>> {
    const found = new Map<string, Record<string, NativeAttributeValue>>()
    let pending = keys
    while (pending.length > 0) {
      const answer = await db.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
      )
      for (const item of answer.Responses?.[table] ?? []) found.set(keyText(item), item)
      pending = answer.UnprocessedKeys?.[table]?.Keys ?? []
    }
    return found
  }

  return {
    /**
     * The caller's records, read together and consistently; a missing one is null, and so is the session
     * when none is named (an API key's creator).
     */
    async read(input: { sessionId?: string; userId: string; enterpriseId: string }): Promise<CallerRecords> {
      const keys = keysOf(input)
      const found = await batchGet(Object.values(keys).filter((key) => key !== undefined))
      const parsed = <T>(entity: Parser, key: Key | undefined) =>
        key === undefined ? null : (parseKept(entity, key, found.get(keyText(key))) as T | null)
      return {
        session: parsed<SessionItem>(entities.session, keys.session),
        user: parsed<UserItem>(entities.user, keys.user),
        membership: parsed<MembershipItem>(entities.membership, keys.membership),
        enterprise: parsed<EnterpriseItem>(entities.enterprise, keys.enterprise),
      }
    },

    /**
     * A custom role of an enterprise whose `teamVersion` was just read: the kept one when it was read at
     * that version, else read (consistently) and kept.
     */
    async role(input: { enterpriseId: string; roleId: string; teamVersion: number | undefined }) {
      const cacheKey = `${input.enterpriseId}\u0000${input.roleId}`
      const kept = roles.get(cacheKey)
      if (kept && kept.teamVersion === input.teamVersion) return kept.role
      const { data } = await entities.role
        .get({ enterpriseId: input.enterpriseId, roleId: input.roleId })
        .go({ consistent: true })
      if (roles.size >= ROLES_KEPT) roles.clear()
      roles.set(cacheKey, { teamVersion: input.teamVersion, role: data })
      return data
    },
  }
}

export type CallerReads = ReturnType<typeof createCallerReads>
