import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format'
import { translateValidation } from '@/lib/validation-message'

export type RejectedIccid = { value: string; reason: string }

/** Enough to find and fix them; a paste of a wrong column would otherwise fill the dialog. */
const SHOWN = 50

/** ICCIDs that were not taken, each with its reason (the ICCID rule, or the server's answer). */
export function RejectedIccids({
  id,
  heading,
  rejected,
}: {
  id?: string
  heading: string
  rejected: RejectedIccid[]
}) {
  const { t } = useTranslation()
  const more = rejected.length - SHOWN
  return (
    <div
      id={id}
      className="grid gap-1 rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 text-destructive text-sm"
    >
      <p className="font-medium">{heading}</p>
      <ul className="grid max-h-60 gap-0.5 overflow-y-auto text-xs">
        {rejected.slice(0, SHOWN).map(({ value, reason }) => (
          <li key={value} className="break-all">
            <span className="font-mono">{value}</span>: {translateValidation(reason)}
          </li>
        ))}
      </ul>
      {more > 0 ? <p>{t('groups.add.rejectedMore', { count: more, formatted: formatCount(more) })}</p> : null}
    </div>
  )
}
