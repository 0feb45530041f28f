import type { Member } from '@simlessly/shared'
import {
  Crown,
  MailPlus,
  MailX,
  MoreHorizontal,
  ShieldCheck,
  UserCheck,
  UserMinus,
  UserX,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemberAction } from '@/api/member'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { memberName } from '../member-rows'
import { ChangeRoleDialog } from './change-role-dialog'
import { MemberCommandDialog } from './member-command-dialog'

const ICONS = {
  resend: MailPlus,
  cancel: MailX,
  changeRole: ShieldCheck,
  deactivate: UserX,
  reactivate: UserCheck,
  remove: UserMinus,
  transfer: Crown,
} satisfies Record<MemberAction, unknown>

/** A row's actions in a menu button named after the person; each opens its confirmation. */
export function MemberActionsMenu({ member, actions }: { member: Member; actions: readonly MemberAction[] }) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<MemberAction | null>(null)
  const close = () => setChosen(null)
  if (actions.length === 0) return null

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('team.members.actionsFor', { name: memberName(member) })}
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {actions.map((action) => {
            const Icon = ICONS[action]
            return (
              <DropdownMenuItem key={action} onSelect={() => setChosen(action)}>
                <Icon aria-hidden="true" />
                {t(`team.members.actions.${action}`)}
              </DropdownMenuItem>
            )
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      {chosen === 'changeRole' ? (
        <ChangeRoleDialog member={member} onClose={close} />
      ) : chosen ? (
        <MemberCommandDialog member={member} action={chosen} onClose={close} />
      ) : null}
    </>
  )
}
