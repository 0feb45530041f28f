import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** The plain statement that a screen (or a view of one) comes with a later release. */
export function UnavailableNotice() {
  const { t } = useTranslation()
  return (
    <div className="flex items-start gap-3 rounded-xl border border-input border-dashed bg-card p-6">
      <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-2">
        <p className="text-foreground">{t('unavailable.body')}</p>
        <Link to="/" className="font-medium text-primary text-sm underline-offset-4 hover:underline">
          {t('common.backToHome')}
        </Link>
      </div>
    </div>
  )
}
