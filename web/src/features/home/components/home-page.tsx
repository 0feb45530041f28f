import { useTranslation } from 'react-i18next'
import { BusinessGuides } from './business-guides'
import { FeedbackLinks } from './feedback-links'
import { QuickGenerate } from './quick-generate'

/**
 * The home screen: business guides, quick generate and batch mode, feedback links. The 7-day statistics (new
 * downloads and new ACs) are not built yet; until then nothing stands in for them.
 */
export function HomePage({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-1">
        <h1 className="font-semibold text-2xl text-zinc-900 tracking-tight">{t('home.heading', { name })}</h1>
        <p className="text-zinc-600">{t('home.description')}</p>
      </header>
      <BusinessGuides />
      <QuickGenerate />
      <FeedbackLinks />
    </div>
  )
}
