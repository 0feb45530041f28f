import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { CenteredPage } from '@/components/layouts/centered-page'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { useBrand } from '@/features/brand/api/use-brand'
import { BrandMark } from '@/features/brand/components/brand-mark'
import { LanguageSelect } from '@/features/preferences/components/language-select'
import { cn } from '@/lib/utils'

type PublicPageProps = {
  /** The page's heading; receives the brand's app name. */
  title: (appName: string) => ReactNode
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}

/** The frame of the public screens: the brand of the `{sys}` segment above one card. */
export function PublicPage({ title, description, children, footer, wide = false }: PublicPageProps) {
  const { sys } = useParams()
  const brand = useBrand(sys)
  return (
    <CenteredPage>
      <div className={cn('flex w-full flex-col items-center gap-6', wide ? 'max-w-2xl' : 'max-w-sm')}>
        <BrandMark brand={brand} />
        <Card className="w-full">
          <CardHeader>
            <CardTitle>{title(brand.appName)}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? (
            <CardFooter className="flex-wrap justify-center gap-x-4 gap-y-2 text-sm">{footer}</CardFooter>
          ) : null}
        </Card>
        <LanguageSelect />
      </div>
    </CenteredPage>
  )
}

/** A link between public screens, styled alike. */
export const publicLinkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/**
 * The room of the provider buttons' row (features/auth/components/provider-buttons.tsx: the "or" line and a
 * button of size lg per provider, in a grid with gap-3) while the configured providers are not known yet:
 * their chunk and the API's answer arrive after the page is drawn (prerendered in index.html on /login, or
 * by React), and the centred column would move as they came. Invisible stand-ins, as many as last time
 * (`data-providers` on <html>; index.css hides those beyond it), both on a first visit.
 */
export function ProviderPlaceholders() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <p className="invisible text-sm" data-provider-placeholder="1">
        {'\u00a0'}
      </p>
      <span className="invisible h-11" data-provider-placeholder="1" />
      <span className="invisible h-11" data-provider-placeholder="2" />
    </div>
  )
}
