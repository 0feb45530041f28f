import type { FleetProfile } from '@simlessly/shared'
import { Apple, Cpu, Send, Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { deviceSimulatorHref, useDeviceSimulator } from '../api/device-simulator'

/** How the profile is installed: the AC to copy, its QR code, the one-tap links, and a push to an EID. */
export function ProfileAccess({ profile, qr }: { profile: FleetProfile; qr?: string | undefined }) {
  const { t } = useTranslation()
  const link = buttonVariants({ variant: 'outline', size: 'sm' })
  const { data: localDevice } = useDeviceSimulator()
  return (
    <section aria-labelledby="profile-access" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid content-start gap-3">
        <h3 id="profile-access" className="font-medium text-sm text-zinc-800">
          {t('fleet.detail.ac')}
        </h3>
        <code className="block break-all rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm text-zinc-900">
          {profile.ac}
        </code>
        <CopyButton text={profile.ac} label={t('fleet.detail.copyAc')} />
        <div className="flex flex-wrap gap-2">
          <a href={profile.acLink} target="_blank" rel="noopener noreferrer" className={link}>
            <Apple aria-hidden="true" />
            {t('fleet.detail.ios')}
          </a>
          <a href={profile.acLinkAndroid} target="_blank" rel="noopener noreferrer" className={link}>
            <Smartphone aria-hidden="true" />
            {t('fleet.detail.android')}
          </a>
          <Link to={`/profile/eidpush?iccid=${encodeURIComponent(profile.iccid)}`} className={link}>
            <Send aria-hidden="true" />
            {t('fleet.detail.eidPush')}
          </Link>
          {localDevice && (
            // A plain link: /dev pages are served by the local server, not by the SPA's router.
            <a href={deviceSimulatorHref(profile.ac)} className={link}>
              <Cpu aria-hidden="true" />
              {t('fleet.detail.simulateDownload')}
            </a>
          )}
        </div>
        <p className="text-xs text-zinc-600">{t('fleet.detail.secret')}</p>
      </div>
      {qr ? (
        <img
          src={qr}
          alt={t('fleet.detail.qrAlt', { iccid: profile.iccid })}
          className="size-40 justify-self-center rounded-lg border border-zinc-200 [image-rendering:pixelated]"
          width={160}
          height={160}
        />
      ) : null}
    </section>
  )
}
