import { FLEET_COLUMNS, type FleetColumn, type FleetProfile } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { FleetCell } from './fleet-cell'

/** Shown elsewhere in the detail (the title, the AC section). */
const ELSEWHERE = new Set<FleetColumn>(['iccid', 'ac', 'acLink'])
/** Shown elsewhere to a role that may change them (the notes and protection controls). */
const EDITABLE = new Set<FleetColumn>(['notes', 'protected'])

type ProfileFieldsProps = {
  profile: FleetProfile
  /** List the notes and protection too: the role cannot change them, so no control shows them. */
  withEditable?: boolean
}

/** Every field of the profile, as the fleet's columns show them. */
export function ProfileFields({ profile, withEditable = false }: ProfileFieldsProps) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="profile-fields" className="grid gap-2">
      <h3 id="profile-fields" className="font-medium text-sm text-foreground">
        {t('fleet.detail.fields')}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {FLEET_COLUMNS.filter(
          (column) => !ELSEWHERE.has(column) && (withEditable || !EDITABLE.has(column)),
        ).map((column) => (
          <div key={column} className="contents">
            <dt className="text-muted-foreground">{t(`fleet.columns.${column}`)}</dt>
            <dd className="min-w-0 text-foreground">
              <FleetCell column={column} profile={profile} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
