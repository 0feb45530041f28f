import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { useQrStyleSettings } from '../api/get-qr-style'
import { ActiveStyleChoice } from './active-style-choice'
import { CustomStyleForm } from './custom-style-form'
import { DefaultStyleCard } from './default-style-card'

/**
 * The QR code beautifier: which style draws the QR pictures, the enterprise's own style with a live
 * preview, and the built-in default, which cannot be edited.
 */
export function QrStylePanel() {
  const { t } = useTranslation()
  const settings = useQrStyleSettings()

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner />
        {t('common.loading')}
      </p>
    )
  }
  if (settings.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <FormAlert title={t('qrStyle.loadFailed')}>{errorMessage(settings.error)}</FormAlert>
        <Button type="button" variant="outline" onClick={() => void settings.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-8">
      <p className="text-sm text-zinc-600">{t('qrStyle.intro')}</p>
      <ActiveStyleChoice settings={settings.data} />
      <CustomStyleForm settings={settings.data} />
      <DefaultStyleCard style={settings.data.default} />
    </div>
  )
}
