import { Lightbulb, MessageSquare } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Where feedback goes. A mail address for now; a white-label brand may one day bring its own. */
export const FEEDBACK_ADDRESS = 'feedback@simlessly.com'

function mailto(subject: string) {
  return `mailto:${FEEDBACK_ADDRESS}?subject=${encodeURIComponent(subject)}`
}

export function FeedbackLinks() {
  const { t } = useTranslation()
  const linkClass =
    'inline-flex items-center gap-2 rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline'
  return (
    <section aria-labelledby="home-feedback" className="grid gap-3">
      <h2 id="home-feedback" className="font-semibold text-lg text-foreground">
        {t('home.feedback.heading')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={mailto(t('home.feedback.feedbackSubject'))} className={linkClass}>
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('home.feedback.feedback')}
          </a>
        </li>
        <li>
          <a href={mailto(t('home.feedback.suggestionSubject'))} className={linkClass}>
            <Lightbulb aria-hidden="true" className="size-4" />
            {t('home.feedback.suggestion')}
          </a>
        </li>
      </ul>
    </section>
  )
}
