import { MailCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ResendVerificationButton } from './resend-verification-button'

/** After sign-up: the confirmation mail is on its way; it can be sent again. */
export function SignupDone({ email, sys }: { email: string; sys?: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4" role="status">
      <div className="flex items-center gap-3">
        <MailCheck aria-hidden="true" className="size-6 text-primary" />
        <h2 className="font-semibold text-lg text-foreground">{t('signup.done.heading')}</h2>
      </div>
      <p className="text-sm text-muted-foreground">{t('signup.done.body', { email })}</p>
      <p className="text-sm text-muted-foreground">{t('signup.done.notReceived')}</p>
      <ResendVerificationButton email={email} sys={sys} />
    </div>
  )
}
