import type { PlanLock, ProfileConfig } from '@simlessly/shared'
import { Copy, Eye, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LockedButton } from '@/components/plan-limit'
import { buttonVariants } from '@/components/ui/button'
import { DeleteConfigDialog } from './delete-config-dialog'

export const formLink = (operation: string, config: ProfileConfig) =>
  `/configform/${operation}?id=${encodeURIComponent(config.configId)}`

type ConfigRowActionsProps = {
  config: ProfileConfig
  canManage: boolean
  /** Why no configuration may be added now (the plan's cap, or no plan): copying is disabled, described by it. */
  copyLock: PlanLock | null
  onDeleted: () => void
}

/** A configuration's actions: viewing for all; editing, copying and deleting with Profile_Config_Manage. */
export function ConfigRowActions({ config, canManage, copyLock, onDeleted }: ConfigRowActionsProps) {
  const { t } = useTranslation()
  const action = (operation: 'view' | 'edit' | 'copy', Icon: typeof Eye) => (
    <Link
      to={formLink(operation, config)}
      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      aria-label={t(`configs.actions.${operation}Named`, { name: config.name })}
      title={t(`configs.actions.${operation}`)}
    >
      <Icon aria-hidden="true" />
    </Link>
  )
  return (
    <div className="flex justify-end gap-1">
      {action('view', Eye)}
      {canManage ? (
        <>
          {action('edit', Pencil)}
          {copyLock ? (
            <LockedButton
              what="configurations"
              variant="ghost"
              size="icon"
              label={t('configs.actions.copyNamed', { name: config.name })}
            >
              <Copy aria-hidden="true" />
            </LockedButton>
          ) : (
            action('copy', Copy)
          )}
          <DeleteConfigDialog config={config} onDeleted={onDeleted} />
        </>
      ) : null}
    </div>
  )
}
