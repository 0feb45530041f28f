import type { FleetColumn, FleetProfile, FleetState, RecycleStatus } from '@simlessly/shared'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AcWithheld } from '@/components/ac-withheld'
import { Badge } from '@/components/ui/badge'
import { CopyButton } from '@/components/ui/copy-button'
import { DateTime } from '@/components/ui/date-time'
import { displayValue } from '@/lib/format'

const STATE_VARIANT: Record<FleetState, 'default' | 'success' | 'warning' | 'destructive'> = {
  RELEASED: 'default',
  DOWNLOADED: 'success',
  INSTALLED: 'success',
  ENABLED: 'success',
  DISABLED: 'warning',
  DELETED: 'destructive',
  RECYCLED: 'warning',
}
const RECYCLE_VARIANT: Record<RecycleStatus, 'default' | 'warning' | 'destructive'> = {
  NONE: 'default',
  RECYCLED: 'warning',
  FAILED: 'destructive',
}

const Mono = ({ children }: { children: ReactNode }) => (
  <span className="whitespace-nowrap font-mono text-xs">{children}</span>
)

/** An AC, or its link, that the SM-DP+ no longer accepts: struck through, said so, nothing to copy or open. */
function Gone({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <span className="max-w-56 break-all text-xs text-muted-foreground">
      <s className="font-mono">{children}</s>
      <span className="block">{t('fleet.acNoLongerValid')}</span>
    </span>
  )
}

/** Columns shown as the plain text of one field. */
const TEXT_FIELDS = {
  imsi: true,
  msisdn: true,
  eid: true,
  spn: false,
  brand: false,
  region: false,
  ip: true,
  groupName: false,
  notes: false,
  lastFailure: false,
  createdBy: false,
  orderId: true,
  smdpAddress: true,
  matchingId: true,
  configName: false,
  batchCode: true,
} as const satisfies Partial<Record<FleetColumn, boolean>>

const isTextField = (column: FleetColumn): column is keyof typeof TEXT_FIELDS => column in TEXT_FIELDS

/**
 * One field of a profile as the fleet shows it, in the table and in the detail: badges for states, dates
 * in the user's locale, '--' for what is empty, and a plain "no permission" where the server withheld
 * the AC (null: the role lacks Ac_Download). The ICCID is rendered by its caller (it opens the detail).
 */
export function FleetCell({ column, profile }: { column: FleetColumn; profile: FleetProfile }) {
  const { t } = useTranslation()
  if (isTextField(column)) {
    // Null, not empty: the matching id withheld with the AC.
    if (profile[column] === null) return <AcWithheld compact />
    const value = displayValue(profile[column])
    if (column === 'notes') {
      return (
        <span className="line-clamp-2 max-w-64 whitespace-pre-line break-words" title={profile.notes}>
          {value}
        </span>
      )
    }
    return TEXT_FIELDS[column] && profile[column] ? <Mono>{value}</Mono> : value
  }
  switch (column) {
    case 'iccid':
      return <Mono>{profile.iccid}</Mono>
    case 'status':
      // The fleet's state: a recycled profile reads Recycled, not the status its dead AC last had.
      return <Badge variant={STATE_VARIANT[profile.state]}>{t(`fleet.statuses.${profile.state}`)}</Badge>
    case 'recycleStatus':
      return (
        <Badge variant={RECYCLE_VARIANT[profile.recycleStatus]}>
          {t(`fleet.recycleStatuses.${profile.recycleStatus}`)}
        </Badge>
      )
    case 'protected':
      return (
        <Badge variant={profile.protected ? 'success' : 'default'}>
          {profile.protected ? t('fleet.yes') : t('fleet.no')}
        </Badge>
      )
    case 'ac':
      if (profile.ac === null) return <AcWithheld compact />
      if (!profile.acValid) return <Gone>{profile.ac}</Gone>
      return (
        <span className="flex items-center gap-1">
          <span className="max-w-56 break-all font-mono text-xs">{profile.ac}</span>
          <CopyButton
            text={profile.ac}
            label={<span className="sr-only">{t('fleet.copyAcOf', { iccid: profile.iccid })}</span>}
          />
        </span>
      )
    case 'acLink':
      if (!profile.acValid) return <Gone>{t('fleet.installLink')}</Gone>
      if (profile.acLink === null) return <AcWithheld compact />
      return (
        <span className="flex items-center gap-1">
          <a
            href={profile.acLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            {t('fleet.installLink')}
            <span className="sr-only">{t('fleet.ofIccid', { iccid: profile.iccid })}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
          <CopyButton
            text={profile.acLink}
            label={<span className="sr-only">{t('fleet.copyLinkOf', { iccid: profile.iccid })}</span>}
          />
        </span>
      )
    case 'acFormats':
      return profile.acFormats.length > 0
        ? profile.acFormats.map((format) => t(`generate.formats.${format}.label`)).join(', ')
        : displayValue(undefined)
    case 'type':
      return t(`batchTypes.${profile.type}`)
    case 'configType':
      // The configuration's applet (or none), in words; a subtype this build does not know shows as sent.
      return profile.configType
        ? t(`fleet.configTypes.${profile.configType}`, { defaultValue: profile.configType })
        : displayValue(undefined)
    case 'createdAt':
      return <DateTime at={profile.createdAt} className="whitespace-nowrap" />
  }
}
