import { type InvitationLinkCreate, invitationLinkCreateSchema } from '@simlessly/shared'
import { mappedResolver } from '@/lib/form'

/** The create form's values, as the fields hold them (numbers typed as text). */
export type LinkFormValues = {
  kind: 'TRIAL' | 'PLAN'
  days: string
  plan: string
  months: string
  sys: string
  expiresOn: string
  maxUses: string
  note: string
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const emptyLinkForm = (): LinkFormValues => ({
  kind: 'TRIAL',
  days: '30',
  plan: 'PRO',
  months: '3',
  sys: '',
  expiresOn: inDays(30),
  maxUses: '10',
  note: '',
})

/** The form's values as the create request: the preset of the kind chosen, the brand when one is given. */
export function linkRequest(values: LinkFormValues): InvitationLinkCreate {
  const preset =
    values.kind === 'TRIAL'
      ? { kind: 'TRIAL' as const, days: Number(values.days) }
      : { kind: 'PLAN' as const, plan: values.plan as 'PRO', months: Number(values.months) }
  return {
    preset,
    ...(values.sys.trim() && { sys: values.sys.trim() }),
    expiresOn: values.expiresOn,
    maxUses: Number(values.maxUses),
    note: values.note,
  }
}

/** Where a request's issue shows: the preset's fields under their own inputs, the rest as named. */
export function linkFormPath(path: readonly PropertyKey[]): string {
  const [head, field] = path.map(String)
  if (head === 'preset') return field === 'plan' || field === 'months' || field === 'days' ? field : 'days'
  return head ?? 'note'
}

export const linkFormResolver = mappedResolver(invitationLinkCreateSchema, linkRequest, linkFormPath)
