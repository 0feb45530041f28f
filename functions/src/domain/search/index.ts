import { Permission as P, type SearchHit, type SearchRequest, searchPlan } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { holds, type MemberActor } from '../actor.ts'
import { findGroups, findMembers } from './names.ts'
import { findAnyOrder, findClients } from './platform.ts'
import { findProfiles } from './profiles.ts'
import { findBatches, findOrderByReference, findOrders } from './records.ts'

const none: Promise<SearchHit[]> = Promise.resolve([])

/**
 * "Find anything": the kinds the text's shape can be (`searchPlan`), each only for a caller holding its
 * screen's id, each in the caller's enterprise (the platform's staff find every enterprise's orders by id
 * and clients by name). Every kind is a bounded read: a key range of an index, or a list bounded by the
 * plan (the team) or by use (groups). Hits come grouped by kind, in the order of `SEARCH_KINDS`.
 */
export async function search(ctx: AppContext, actor: MemberActor, input: SearchRequest) {
  const plan = searchPlan(input.text)
  const may = (id: Parameters<typeof holds>[1]) => holds(actor, id)
  const e = actor.enterpriseId
  const onGenerate = may(P.Generate_Ac_View)
  const kinds = await Promise.all([
    may(P.Fleet_View) && plan.profile.length > 0 ? findProfiles(ctx, e, plan.profile, plan.digits) : none,
    (onGenerate || may(P.Generate_AC_Log_View)) && plan.ulid
      ? findBatches(ctx, e, plan.ulid, onGenerate)
      : none,
    may(P.Order_View) && plan.ulid ? findOrders(ctx, e, plan.ulid) : none,
    may(P.Order_View) && plan.orderReference ? findOrderByReference(ctx, e, plan.orderReference) : none,
    may(P.Admin_Order_View) && plan.ulid ? findAnyOrder(ctx, plan.ulid) : none,
    may(P.Group_View) && plan.names ? findGroups(ctx, actor, input.text) : none,
    may(P.Member_View) && plan.names ? findMembers(ctx, actor, input.text) : none,
    may(P.Admin_Client_View) && plan.names ? findClients(ctx, input.text) : none,
  ])
  const seen = new Set<string>()
  // An admin who is also the order's customer finds it twice: the first (their own screen's) stays.
  const hits = kinds.flat().filter((hit) => {
    const key = `${hit.kind}|${hit.id}`
    return !seen.has(key) && Boolean(seen.add(key))
  })
  return { hits }
}
