import type { ProfileConfig } from '@simlessly/shared'
import { Copy, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { useConfig, useConfigLimit } from '@/api/profile-config'
import { PlanLimitGate } from '@/components/plan-limit'
import { RoleNotice } from '@/components/role-notice'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { notifications } from '@/lib/notifications'
import { usePermission } from '@/lib/session/use-permission'
import { ConfigDetail } from './config-detail'
import { ConfigForm, type ConfigOperation } from './config-form'
import { MissingFields } from './missing-fields'

const OPERATIONS: readonly ConfigOperation[] = ['create', 'edit', 'copy', 'view']

export function isConfigOperation(value: string | undefined): value is ConfigOperation {
  return OPERATIONS.includes(value as ConfigOperation)
}

type ConfigFormPageProps = { operation: ConfigOperation; configId: string | undefined }

/**
 * `configform/:operation?id=`: create, edit, copy or view one configuration (viewing is a detail page, the
 * values as text). Creating, editing and copying
 * need Profile_Config_Manage: without it an edit or a copy shows the configuration read-only, and a creation
 * says the role does not allow it. A creation or a copy without a plan that runs, or at the plan's cap on
 * configurations, shows the plan's lock instead of the form.
 */
export function ConfigFormPage({ operation: requested, configId }: ConfigFormPageProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const canManage = usePermission('Profile_Config_Manage')
  const operation: ConfigOperation = canManage ? requested : 'view'
  const needsConfig = operation !== 'create'
  const query = useConfig(needsConfig ? configId : undefined)
  const adds = canManage && (operation === 'create' || operation === 'copy')
  const limit = useConfigLimit({ enabled: adds })

  const onSaved = (saved: ProfileConfig) => {
    notifications.notify(t('configForm.saved', { name: saved.name }), { variant: 'success' })
    void navigate('/config')
  }

  let body: ReactNode
  if (!canManage && requested === 'create') body = <RoleNotice>{t('roleNotice.configs')}</RoleNotice>
  else if (needsConfig && !configId) body = <FormAlert>{t('configForm.noId')}</FormAlert>
  else if (needsConfig && query.isPending)
    body = (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Spinner />
        {t('common.loading')}
      </p>
    )
  else if (needsConfig && query.isError) body = <FormAlert>{errorMessage(query.error)}</FormAlert>
  else if (operation === 'view' && query.data) body = <ConfigDetail config={query.data} />
  else
    body = (
      <ConfigForm
        key={`${operation}-${configId}`}
        operation={operation}
        config={query.data}
        onSaved={onSaved}
      />
    )
  // A new configuration (made or copied) needs a plan that runs and room under its cap: without them, why
  // and the way out show before the form.
  if (adds) body = <PlanLimitGate limit={limit}>{body}</PlanLimitGate>

  const config = query.data
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl text-foreground tracking-tight">
            {operation === 'view' && config ? config.name : t(`configForm.heading.${operation}`)}
          </h1>
          {operation === 'view' && config && config.missing.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="warning">{t('configs.incomplete')}</Badge>
              <MissingFields missing={config.missing} />
            </div>
          ) : null}
          {operation === 'copy' && config ? (
            <p className="text-sm text-muted-foreground">{t('configForm.copyOf', { name: config.name })}</p>
          ) : null}
        </div>
        {canManage && operation === 'view' && config ? (
          <div className="flex gap-2">
            <Link
              to={`/configform/edit?id=${encodeURIComponent(config.configId)}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Pencil aria-hidden="true" />
              {t('configs.actions.edit')}
            </Link>
            <Link
              to={`/configform/copy?id=${encodeURIComponent(config.configId)}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Copy aria-hidden="true" />
              {t('configs.actions.copy')}
            </Link>
          </div>
        ) : null}
      </header>
      {body}
    </div>
  )
}
