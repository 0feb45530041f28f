import '@/locales/oauth'
import { SIGN_ERROR_REASONS, type SignErrorReason } from '@simlessly/shared/oauth'
import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { publicPath } from '@/lib/public-path'

/** `?reason=` of `/signerror` when it names a known reason; anything else is not shown. */
export function signErrorReason(value: string | null): SignErrorReason | null {
  return SIGN_ERROR_REASONS.find((reason) => reason === value) ?? null
}

/** Why an external sign-in did not complete, what to do next, and the way back to sign in. */
export function SignErrorReasonAlert({ reason, sys }: { reason: SignErrorReason; sys: string | undefined }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertDescription>{t(`oauth.reason.${reason}`)}</AlertDescription>
      </Alert>
      <Link className={buttonVariants({ size: 'lg', className: 'w-full' })} to={publicPath('/login', sys)}>
        {t('oauth.signError.again')}
      </Link>
    </div>
  )
}
