import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router-dom'
import { CenteredPage } from '@/components/layouts/centered-page'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LoginForm } from '@/features/auth/components/login-form'
import { useBrand } from '@/features/brand/api/use-brand'
import { BrandMark } from '@/features/brand/components/brand-mark'

/** `/login/{sys}`: the sign-in card in the colours of the brand. */
export function LoginRoute() {
  const { t } = useTranslation()
  const { sys } = useParams()
  const brand = useBrand(sys)
  const navigate = useNavigate()

  return (
    <CenteredPage>
      <div className="flex w-full max-w-sm flex-col items-center gap-6">
        <BrandMark brand={brand} />
        <Card className="w-full">
          <CardHeader>
            <CardTitle>{t('login.heading', { appName: brand.appName })}</CardTitle>
            <CardDescription>{t('login.description')}</CardDescription>
          </CardHeader>
          <CardContent>
            <LoginForm onSignedIn={() => navigate('/', { replace: true })} />
          </CardContent>
        </Card>
      </div>
    </CenteredPage>
  )
}
