import '@/locales/generate'
import '@/locales/console'
import '@/locales/team'
import '@/locales/billing'
import { GenerateAcPage } from '@/features/generation/components/generate-ac-page'
import { QrStylePanel } from '@/features/qr-style/components/qr-style-panel'

/** `profile/generateac`: single, batch and open batch generation, re-generation and the QR code style (Generate_Ac_View). */
export function GenerateAcRoute() {
  return <GenerateAcPage styleTab={<QrStylePanel />} />
}
