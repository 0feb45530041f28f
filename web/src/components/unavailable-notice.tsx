import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** The plain statement that a screen (or a view of one) comes with a later release. */
export function UnavailableNotice() {
  const { t } = useTranslation()
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-300 border-dashed bg-white p-6">
      <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
      <div className="grid gap-2">
        <p className="text-zinc-800">{t('unavailable.body')}</p>
        <Link to="/" className="font-medium text-primary text-sm underline-offset-4 hover:underline">
          {t('common.backToHome')}
        </Link>
      </div>
    </div>
  )
}
