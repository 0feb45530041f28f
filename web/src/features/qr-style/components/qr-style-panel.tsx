// Loaded when its tab is chosen (routes/generate-ac.tsx): the strings it names come with it.
import '@/locales/generate'
import '@/locales/team'
import '@/locales/console'
import { useTranslation } from 'react-i18next'
import { useQrStyleSettings } from '@/api/qr-style'
import { RoleNotice } from '@/components/role-notice'
import { LoadFailed } from '@/components/ui/load-failed'
import { Spinner } from '@/components/ui/spinner'
import { usePermission } from '@/lib/session/use-permission'
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
  // Choosing and saving styles changes every picture the enterprise generates: Generation_Settings_Manage.
  const canManage = usePermission('Generation_Settings_Manage')

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('common.loading')}
      </p>
    )
  }
  if (settings.isError) {
    return (
      <LoadFailed
        title={t('qrStyle.loadFailed')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    )
  }
  return (
    <div className="grid gap-8">
      <p className="text-sm text-muted-foreground">{t('qrStyle.intro')}</p>
      {canManage ? (
        <>
          <ActiveStyleChoice settings={settings.data} />
          <CustomStyleForm settings={settings.data} />
        </>
      ) : (
        <div className="grid gap-3">
          <p role="status" className="font-medium text-sm text-foreground">
            {t(`qrStyle.active.now${settings.data.active}`)}
          </p>
          <RoleNotice>{t('roleNotice.qrStyle')}</RoleNotice>
        </div>
      )}
      <DefaultStyleCard style={settings.data.default} />
    </div>
  )
}
