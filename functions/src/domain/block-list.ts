import { type BlockEntry, type BlockKind, blockedMessage } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import { isConditionalFailure } from '../entities/transaction.ts'
import { nameOf, type TenantActor } from './actor.ts'
import { pageOf } from './paging.ts'

type Tenant = { enterpriseId: string }

async function allBlocks(ctx: AppContext, enterpriseId: string) {
  const { data } = await ctx.entities.block.query.byEnterprise({ enterpriseId }).go({ pages: 'all' })
  return data
}

/** Blocks, newest first; a keyword matches values from their start and reasons anywhere. */
export async function listBlocks(
  ctx: AppContext,
  actor: Tenant,
  input: { kind?: BlockKind | undefined; keyword?: string | undefined; pageNum: number; pageSize: number },
) {
  const keyword = input.keyword?.toLowerCase()
  const matching = (await allBlocks(ctx, actor.enterpriseId))
    .filter((b) => !input.kind || b.kind === input.kind)
    .filter((b) => !keyword || b.value.startsWith(keyword) || b.reason.toLowerCase().includes(keyword))
    .sort((a, b) => b.createdAt - a.createdAt)
  const page = pageOf(matching, input)
  return { ...page, list: page.list.map(present) }
}

function present(b: {
  kind: BlockKind
  value: string
  reason: string
  createdBy: string
  createdAt: number
}): BlockEntry {
  return { kind: b.kind, value: b.value, reason: b.reason, createdBy: b.createdBy, createdAt: b.createdAt }
}

export async function addBlock(
  ctx: AppContext,
  actor: TenantActor,
  input: { kind: BlockKind; value: string; reason: string },
): Promise<BlockEntry> {
  const entry = {
    enterpriseId: actor.enterpriseId,
    kind: input.kind,
    value: input.value,
    reason: input.reason,
    createdBy: await nameOf(ctx, actor),
    createdAt: ctx.now(),
  }
  try {
    await ctx.entities.block.create(entry).go()
  } catch (error) {
    if (isConditionalFailure(error)) {
      throw new AppError(ErrorCode.CONFLICT, `${input.kind} ${input.value} is already on the block list`)
    }
    throw error
  }
  return present(entry)
}

export async function deleteBlock(ctx: AppContext, actor: Tenant, input: { kind: BlockKind; value: string }) {
  try {
    await ctx.entities.block
      .remove({ enterpriseId: actor.enterpriseId, kind: input.kind, value: input.value })
      .go()
  } catch (error) {
    if (isConditionalFailure(error))
      throw AppError.notFound(`${input.kind} ${input.value} is not on the block list`)
    throw error
  }
  return null
}

/** The enterprise's blocks by `KIND#value`, to check many identifiers at once (a chunk of rows). */
export async function blockIndex(ctx: AppContext, enterpriseId: string) {
  return new Map((await allBlocks(ctx, enterpriseId)).map((b) => [`${b.kind}#${b.value}`, present(b)]))
}

/** The refusal naming every blocked identifier among these (an ICCID and an EID may both be), or null. */
export function blockRefusal(
  blocks: Map<string, BlockEntry>,
  identifiers: { kind: BlockKind; value: string | undefined }[],
): string | null {
  const blocked = identifiers.flatMap(({ kind, value }) => {
    const entry = value ? blocks.get(`${kind}#${value}`) : undefined
    return entry ? [blockedMessage(entry)] : []
  })
  return blocked.length > 0 ? blocked.join('; ') : null
}

/**
 * Refuses with the block's own message when one of these identifiers is blocked; else answers what it
 * read (none of them blocked), which `reserveRows` takes instead of reading the block list again.
 */
export async function requireNotBlocked(
  ctx: AppContext,
  enterpriseId: string,
  identifiers: { kind: BlockKind; value: string | undefined }[],
): Promise<Map<string, BlockEntry>> {
  const wanted = identifiers.filter((i): i is { kind: BlockKind; value: string } => Boolean(i.value))
  if (wanted.length === 0) return new Map()
  const { data } = await ctx.entities.block.get(wanted.map((i) => ({ enterpriseId, ...i }))).go()
  const found = new Map(data.map((b) => [`${b.kind}#${b.value}`, present(b)]))
  const refusal = blockRefusal(found, wanted)
  if (refusal) throw new AppError(ErrorCode.BLOCKED, refusal)
  return found
}
