import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format'
import type { InvalidIccid } from '@/lib/iccid-list'

/** Enough to find and fix them; a paste of a wrong column would otherwise fill the page. */
const SHOWN = 50

/** The pasted values that are not ICCIDs, each with the lines it is on. */
export function InvalidIccids({ id, invalid }: { id: string; invalid: InvalidIccid[] }) {
  const { t } = useTranslation()
  const more = invalid.length - SHOWN
  return (
    <div
      id={id}
      className="grid gap-1 rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 text-destructive text-sm"
    >
      <p className="font-medium">{t('generate.regenerate.invalidHeading')}</p>
      <ul className="grid gap-0.5 font-mono text-xs">
        {invalid.slice(0, SHOWN).map(({ value, lines }) => (
          <li key={value} className="break-all">
            {t('generate.regenerate.invalidAt', { count: lines.length, lines: lines.join(', '), value })}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p>{t('generate.regenerate.invalidMore', { count: more, more: formatCount(more) })}</p>
      ) : null}
    </div>
  )
}
