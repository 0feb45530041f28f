import { SEARCH_HITS_PER_KIND as N, type SearchHit } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { MemberActor } from '../actor.ts'
import { listGroups } from '../group.ts'
import { listMembers } from '../team/members.ts'

/** Groups whose name holds the text (an enterprise has few groups: their list is read whole). */
export async function findGroups(ctx: AppContext, actor: MemberActor, text: string): Promise<SearchHit[]> {
  const { list } = await listGroups(ctx, actor, { keyword: text, pageNum: 1, pageSize: N })
  return list.map((group) => ({
    kind: 'group',
    id: group.groupId,
    label: group.name,
    detail: '',
    route: `/profile/group?${new URLSearchParams({ group: group.groupId })}`,
  }))
}

/**
 * Members and pending invitations whose first name, last name or e-mail begins with the text, as the
 * Members screen's search finds them (the team is bounded by the plan, and read whole there).
 */
export async function findMembers(ctx: AppContext, actor: MemberActor, text: string): Promise<SearchHit[]> {
  const { list } = await listMembers(ctx, actor, { search: text, pageNum: 1, pageSize: N })
  return list.map((member) => {
    const name = `${member.firstName} ${member.lastName}`.trim()
    return {
      kind: 'member',
      id: member.userId ?? member.invitationId ?? member.email,
      label: name || member.email,
      detail: name ? member.email : '',
      route: `/team/member?${new URLSearchParams({ q: member.email })}`,
    }
  })
}
