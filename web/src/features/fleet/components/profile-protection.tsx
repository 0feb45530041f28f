import type { FleetProfile } from '@simlessly/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFleetAction } from '@/api/fleet'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert } from '@/components/ui/form-alert'

/**
 * Protection on or off for this profile: a protected profile is not recycled. A recycled one has nothing
 * left to protect, so it offers no box.
 */
export function ProfileProtection({ profile }: { profile: FleetProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const action = useFleetAction()
  const failure = action.data?.failures[0]?.reason
  // What was asked shows from the click on (set in the event, so the controlled box never flips back while
  // the request starts), until the request settles and the profile read again says what holds.
  const [asked, setAsked] = useState<boolean | null>(null)
  const checked = asked ?? profile.protected
  if (profile.state === 'RECYCLED') return null

  return (
    <div className="grid content-start gap-2">
      <Checkbox
        id={id}
        label={t('fleet.detail.protected')}
        description={t('fleet.detail.protectedHint')}
        checked={checked}
        disabled={action.isPending}
        onChange={(event) => {
          const next = event.target.checked
          setAsked(next)
          action.mutate(
            { kind: 'protection', iccids: [profile.iccid], protected: next },
            { onSettled: () => setAsked(null) },
          )
        }}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  )
}
