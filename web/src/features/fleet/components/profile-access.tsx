import type { FleetProfile } from '@simlessly/shared'
import { Apple, Cpu, Send, Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AcWithheld } from '@/components/ac-withheld'
import { Permission } from '@/components/permission'
import { buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { deviceSimulatorHref, useDeviceSimulator } from '../api/device-simulator'

/**
 * How the profile is installed: the AC to copy, its QR code, the one-tap links, and a push to an EID. The
 * AC, links and QR code come only for a role holding Ac_Download (null otherwise), the push link only for
 * one holding EidPush_Push.
 */
export function ProfileAccess({ profile, qr }: { profile: FleetProfile; qr: string | null }) {
  const { t } = useTranslation()
  const link = buttonVariants({ variant: 'outline', size: 'sm' })
  const { data: localDevice } = useDeviceSimulator()
  const { ac, acLink, acLinkAndroid } = profile
  const push = (
    <Permission id="EidPush_Push">
      <Link to={`/profile/eidpush?iccid=${encodeURIComponent(profile.iccid)}`} className={link}>
        <Send aria-hidden="true" />
        {t('fleet.detail.eidPush')}
      </Link>
    </Permission>
  )
  return (
    <section aria-labelledby="profile-access" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid content-start gap-3">
        <h3 id="profile-access" className="font-medium text-sm text-zinc-800">
          {t('fleet.detail.ac')}
        </h3>
        {ac === null || acLink === null || acLinkAndroid === null ? (
          <>
            <AcWithheld />
            <div className="flex flex-wrap gap-2">{push}</div>
          </>
        ) : (
          <>
            <code className="block break-all rounded-md border border-zinc-200 bg-zinc-50 px-3 py-2 font-mono text-sm text-zinc-900">
              {ac}
            </code>
            <CopyButton text={ac} label={t('fleet.detail.copyAc')} />
            <div className="flex flex-wrap gap-2">
              <a href={acLink} target="_blank" rel="noopener noreferrer" className={link}>
                <Apple aria-hidden="true" />
                {t('fleet.detail.ios')}
              </a>
              <a href={acLinkAndroid} target="_blank" rel="noopener noreferrer" className={link}>
                <Smartphone aria-hidden="true" />
                {t('fleet.detail.android')}
              </a>
              {push}
              {localDevice && (
                // A plain link: /dev pages are served by the local server, not by the SPA's router.
                <a href={deviceSimulatorHref(ac)} className={link}>
                  <Cpu aria-hidden="true" />
                  {t('fleet.detail.simulateDownload')}
                </a>
              )}
            </div>
            <p className="text-xs text-zinc-600">{t('fleet.detail.secret')}</p>
          </>
        )}
      </div>
      {qr === null ? null : (
        <img
          src={qr}
          alt={t('fleet.detail.qrAlt', { iccid: profile.iccid })}
          className="size-40 justify-self-center rounded-lg border border-zinc-200 [image-rendering:pixelated]"
          width={160}
          height={160}
        />
      )}
    </section>
  )
}
