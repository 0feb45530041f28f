import type { BipMessage, bipGroupsQuerySchema, bipLogQuerySchema } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { decodeTime, encodeTime } from 'ulid'
import type { z } from 'zod'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import type { BipMessageItem } from '../../../entities/bip.ts'
import type { PlatformAdminActor } from '../../actor.ts'

const DAY_MS = 86_400_000
/** The smallest and largest ULIDs of a millisecond (the random part all zeros, all Zs). */
const lowestId = (ms: number) => `${encodeTime(ms, 10)}0000000000000000`
const highestId = (ms: number) => `${encodeTime(ms, 10)}ZZZZZZZZZZZZZZZZ`

/**
 * A page of the BIP message log, newest first: every card's (gsi9) or one card's (gsi1). The date range is
 * a range of the ULID ids; direction and type are filters, read on until the page is full.
 */
export async function bipLogPage(
  ctx: AppContext,
  _admin: PlatformAdminActor,
  input: z.output<typeof bipLogQuerySchema>,
): Promise<{ list: BipMessage[]; next: string | null }> {
  const from = input.from ? Date.parse(`${input.from}T00:00:00Z`) : 0
  const to = input.to ? Date.parse(`${input.to}T00:00:00Z`) + DAY_MS - 1 : ctx.now() + DAY_MS
  if (from > to) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The start date is after the end date')
  let upper = highestId(to)
  if (input.cursor) {
    if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(input.cursor) || Number.isNaN(decodeTime(input.cursor)))
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        'This page link is no longer valid; start from the first page',
      )
    if (input.cursor < upper) upper = input.cursor
  }
  const range = { messageId: lowestId(from) }
  const query = input.iccid
    ? ctx.entities.bipMessage.query.byCardTime({ iccid: input.iccid }).between(range, { messageId: upper })
    : ctx.entities.bipMessage.query.byTime({ log: 'all' }).between(range, { messageId: upper })
  const { data } = await query
    .where((a, { eq }) =>
      [input.direction && eq(a.direction, input.direction), input.type && eq(a.type, input.type)]
        .filter(Boolean)
        .join(' AND '),
    )
    .go({ order: 'desc', count: input.pageSize + 1, pages: 'all' })
  // `between` includes the cursor itself, already shown on the last page.
  const rows = data.filter((m) => m.messageId !== input.cursor)
  const page = rows.slice(0, input.pageSize)
  const last = page.at(-1)
  return { list: page.map(messageView), next: rows.length > input.pageSize && last ? last.messageId : null }
}

function messageView(m: BipMessageItem): BipMessage {
  return {
    messageId: m.messageId,
    at: m.at,
    iccid: m.iccid,
    eid: m.eid ?? null,
    direction: m.direction,
    type: m.type,
    status: m.status,
    decoded: m.decoded,
    hex: m.hex,
    detail: m.detail ?? null,
    deliveredAt: m.deliveredAt ?? null,
    doneAt: m.doneAt ?? null,
  }
}

/** A client's groups, for queueing a command to one. */
export async function clientGroups(
  ctx: AppContext,
  _admin: PlatformAdminActor,
  input: z.output<typeof bipGroupsQuerySchema>,
) {
  const enterprise = (await ctx.entities.enterprise.get({ enterpriseId: input.enterpriseId }).go()).data
  if (!enterprise) throw new AppError(ErrorCode.NOT_FOUND, 'No client has this enterprise id; check it')
  const { data } = await ctx.entities.group.query
    .byEnterprise({ enterpriseId: input.enterpriseId })
    .go({ pages: 'all' })
  return { enterpriseName: enterprise.name, groups: data.map((g) => ({ groupId: g.groupId, name: g.name })) }
}
