import type { Role } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { PermissionTree } from './permission-tree'

const NONE: ReadonlySet<string> = new Set()

/** A role shown read-only: a system role, or any role to a user who may not manage roles. */
export function RoleViewDialog({ role, trigger }: { role: Role; trigger: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('team.roles.view.title', { name: role.name })}</DialogTitle>
          <DialogDescription>
            {role.system ? t('team.roles.view.system') : t('team.roles.view.readOnly')}
          </DialogDescription>
        </DialogHeader>
        <PermissionTree selected={new Set(role.permissions)} grantable={NONE} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
