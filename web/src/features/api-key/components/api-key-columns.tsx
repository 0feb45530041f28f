import { type ApiKey, type ApiKeyStatus, allowedIpsSummary } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { DataColumn } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue, formatDateTime } from '@/lib/format'
import { usePermission } from '@/lib/session/use-permission'
import { allowedIpsText } from '../allowed-ips-text'
import { KeyActions } from './key-actions'
import type { IssuedSecret } from './key-secret-dialog'

const STATUS_VARIANT = {
  ACTIVE: 'success',
  EXPIRED: 'warning',
  REVOKED: 'default',
} as const satisfies Record<ApiKeyStatus, string>

const moment = (at: number | null) =>
  at === null ? displayValue(null) : <DateTime at={at} className="block min-w-24" />

/** What a key may do: its count, unfolding to the ids' names (thirteen names would crowd the row). */
function KeyGrants({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation()
  return (
    <details className="text-sm">
      <summary className="cursor-pointer whitespace-nowrap text-muted-foreground">
        {t('developer.keys.grants', { count: apiKey.permissions.length })}
      </summary>
      <ul className="mt-1 grid list-disc gap-0.5 pl-5 text-muted-foreground">
        {apiKey.permissions.map((id) => (
          <li key={id}>{t(`teamPermissions.${id}.label`)}</li>
        ))}
      </ul>
    </details>
  )
}

/** The columns of the keys' table; the actions only for a user who may manage keys. */
export function useApiKeyColumns(onIssued: (issued: IssuedSecret) => void): DataColumn<ApiKey>[] {
  const { t } = useTranslation()
  const canManage = usePermission('Api_Key_Manage')
  const columns: DataColumn<ApiKey>[] = [
    {
      id: 'accessKey',
      header: t('developer.keys.columns.accessKey'),
      cell: ({ row }) => <code className="font-mono text-xs">{row.original.accessKey}</code>,
    },
    {
      id: 'name',
      header: t('developer.keys.columns.name'),
      cell: ({ row }) => <span className="font-medium text-foreground">{row.original.name}</span>,
    },
    {
      id: 'createdBy',
      header: t('developer.keys.columns.createdBy'),
      cell: ({ row }) => displayValue(row.original.createdBy),
    },
    {
      id: 'createdAt',
      header: t('developer.keys.columns.createdAt'),
      cell: ({ row }) => moment(row.original.createdAt),
    },
    {
      id: 'lastUsedAt',
      header: t('developer.keys.columns.lastUsedAt'),
      cell: ({ row }) => moment(row.original.lastUsedAt),
    },
    {
      id: 'expiresAt',
      header: t('developer.keys.columns.expiresAt'),
      cell: ({ row }) =>
        row.original.expiresAt === null ? t('developer.keys.never') : moment(row.original.expiresAt),
    },
    {
      id: 'status',
      header: t('developer.keys.columns.status'),
      cell: ({ row }) => {
        const { status, previousSecretUntil: until } = row.original
        return (
          <span className="grid gap-1">
            <Badge variant={STATUS_VARIANT[status]}>{t(`developer.status.${status}`)}</Badge>
            {status === 'ACTIVE' && until !== null && until > Date.now() ? (
              <span className="text-xs text-muted-foreground">
                {t('developer.keys.previousUntil', { time: formatDateTime(until) })}
              </span>
            ) : null}
          </span>
        )
      },
    },
    {
      id: 'permissions',
      header: t('developer.keys.columns.permissions'),
      cell: ({ row }) => <KeyGrants apiKey={row.original} />,
    },
    {
      id: 'allowedIps',
      header: t('developer.keys.columns.allowedIps'),
      cell: ({ row }) => {
        const { anyIpv4, anyIpv6 } = allowedIpsSummary(row.original.allowedIps)
        const text = allowedIpsText(row.original.allowedIps, t)
        return anyIpv4 || anyIpv6 ? text : <span className="font-mono text-xs">{text}</span>
      },
    },
  ]
  if (!canManage) return columns
  return [
    ...columns,
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('developer.keys.columns.actions')}</span>,
      cell: ({ row }) => <KeyActions apiKey={row.original} onIssued={onIssued} />,
    },
  ]
}
