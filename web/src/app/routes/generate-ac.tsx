import '@/locales/generate'
import '@/locales/console'
import '@/locales/team'
import '@/locales/billing'
import { lazy, Suspense } from 'react'
import { LoadingBlock } from '@/components/loading-block'
import { GenerateAcPage } from '@/features/generation/components/generate-ac-page'

// The QR code style tab (its form, preview and logo upload) loads when chosen: most visits generate.
const QrStylePanel = lazy(async () => ({
  default: (await import('@/features/qr-style/components/qr-style-panel')).QrStylePanel,
}))

/** `profile/generateac`: single, batch and open batch generation, re-generation and the QR code style (Generate_Ac_View). */
export function GenerateAcRoute() {
  return (
    <GenerateAcPage
      styleTab={
        <Suspense fallback={<LoadingBlock blocks={1} className="sm:grid-cols-1" />}>
          <QrStylePanel />
        </Suspense>
      }
    />
  )
}
