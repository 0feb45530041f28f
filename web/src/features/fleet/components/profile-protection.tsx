import type { FleetProfile } from '@simlessly/shared'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert } from '@/components/ui/form-alert'
import { useFleetAction } from '../api/profile-actions'

/** Protection on or off for this profile: a protected profile is not recycled. */
export function ProfileProtection({ profile }: { profile: FleetProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const action = useFleetAction()
  const failure = action.data?.failures[0]?.reason
  const checked = action.isPending
    ? action.variables.kind === 'protection' && action.variables.protected
    : profile.protected

  return (
    <div className="grid content-start gap-2">
      <Checkbox
        id={id}
        label={t('fleet.detail.protected')}
        description={t('fleet.detail.protectedHint')}
        checked={checked}
        disabled={action.isPending}
        onChange={(event) =>
          action.mutate({ kind: 'protection', iccids: [profile.iccid], protected: event.target.checked })
        }
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  )
}
