import { useTranslation } from 'react-i18next'
import { useHomeInsights } from '@/api/insight'
import { BusinessGuides } from './business-guides'
import { FeedbackLinks } from './feedback-links'
import { QuickGenerate } from './quick-generate'
import { WeekFigures } from './week-figures'

/**
 * The home screen: new downloads and new ACs of the last 7 days with the subscription, the get-started
 * steps (ticked as the account does them), quick generate and batch mode, feedback links.
 */
export function HomePage({ name }: { name: string }) {
  const { t } = useTranslation()
  const insights = useHomeInsights()
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-1">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">
          {t('home.heading', { name })}
        </h1>
        <p className="text-muted-foreground">{t('home.description')}</p>
      </header>
      <WeekFigures query={insights} />
      <BusinessGuides steps={insights.data?.steps} />
      <QuickGenerate />
      <FeedbackLinks />
    </div>
  )
}
