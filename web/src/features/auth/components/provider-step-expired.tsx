import '@/locales/oauth'
import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { ProviderButtons } from './provider-buttons'

/** The registration or link step is gone (expired, finished, or another browser): start again. */
export function ProviderStepExpired({
  intent,
  sys,
}: {
  intent: 'login' | 'signup'
  sys: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>{t('oauth.expired')}</AlertDescription>
      </Alert>
      <ProviderButtons intent={intent} sys={sys} />
    </div>
  )
}
