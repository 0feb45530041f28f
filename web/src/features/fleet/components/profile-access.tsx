import type { FleetProfile } from '@simlessly/shared'
import { Apple, Copy, Cpu, QrCode, Send, Smartphone, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AcWithheld } from '@/components/ac-withheld'
import { Permission } from '@/components/permission'
import { Button, buttonVariants } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { deviceSimulatorHref, useDeviceSimulator } from '../api/device-simulator'

const REASON_ID = 'profile-ac-invalid'

/** An action the AC no longer supports: shown, so the user sees it is gone, but disabled, with the reason. */
function Gone({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" size="sm" disabled aria-describedby={REASON_ID}>
      {icon}
      {children}
    </Button>
  )
}

/**
 * How the profile is installed: the AC to copy, its QR code, the one-tap links, and a push to an EID. The
 * AC, links and QR code come only for a role holding Ac_Download (null otherwise), the push only for one
 * holding EidPush_Push. Once the SM-DP+ no longer accepts the AC (the profile was recycled), the AC is struck
 * through, every way of using it is disabled and the reason is given; the server sends no QR code then.
 */
export function ProfileAccess({ profile, qr }: { profile: FleetProfile; qr: string | null }) {
  const { t } = useTranslation()
  const link = buttonVariants({ variant: 'outline', size: 'sm' })
  const { data: localDevice } = useDeviceSimulator()
  const { ac, acLink, acLinkAndroid } = profile
  const usable = profile.acValid
  const push = (
    <Permission id="EidPush_Push">
      {usable ? (
        <Link to={`/profile/eidpush?iccid=${encodeURIComponent(profile.iccid)}`} className={link}>
          <Send aria-hidden="true" />
          {t('fleet.detail.eidPush')}
        </Link>
      ) : (
        <Gone icon={<Send aria-hidden="true" />}>{t('fleet.detail.eidPush')}</Gone>
      )}
    </Permission>
  )
  return (
    <section aria-labelledby="profile-access" className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
      <div className="grid content-start gap-3">
        <h3 id="profile-access" className="font-medium text-sm text-foreground">
          {t('fleet.detail.ac')}
        </h3>
        {usable ? null : (
          <p
            id={REASON_ID}
            className="flex gap-2 rounded-md border border-warning/60 bg-warning/10 px-3 py-2 text-foreground text-sm"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>
              <span className="block font-medium">{t('fleet.detail.acInvalidTitle')}</span>
              {t('fleet.detail.acInvalid')}
            </span>
          </p>
        )}
        {ac === null || acLink === null || acLinkAndroid === null ? (
          <>
            <AcWithheld />
            <div className="flex flex-wrap gap-2">{push}</div>
          </>
        ) : usable ? (
          <>
            <code className="block break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm text-foreground">
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
            <p className="text-xs text-muted-foreground">{t('fleet.detail.secret')}</p>
          </>
        ) : (
          <>
            <code className="block break-all rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm text-foreground">
              <s className="text-muted-foreground">{ac}</s>
              <span className="sr-only">{` ${t('fleet.acNoLongerValid')}`}</span>
            </code>
            <Gone icon={<Copy aria-hidden="true" />}>{t('fleet.detail.copyAc')}</Gone>
            <div className="flex flex-wrap gap-2">
              <Gone icon={<Apple aria-hidden="true" />}>{t('fleet.detail.ios')}</Gone>
              <Gone icon={<Smartphone aria-hidden="true" />}>{t('fleet.detail.android')}</Gone>
              {push}
              {localDevice && (
                <Gone icon={<Cpu aria-hidden="true" />}>{t('fleet.detail.simulateDownload')}</Gone>
              )}
            </div>
          </>
        )}
      </div>
      {usable ? (
        qr === null ? null : (
          <img
            src={qr}
            alt={t('fleet.detail.qrAlt', { iccid: profile.iccid })}
            className="size-40 justify-self-center rounded-lg border border-border bg-paper [image-rendering:pixelated]"
            width={160}
            height={160}
          />
        )
      ) : (
        <p className="grid size-40 place-content-center justify-items-center gap-2 justify-self-center rounded-lg border border-input border-dashed p-3 text-center text-xs text-muted-foreground">
          <QrCode aria-hidden="true" className="size-8 text-muted-foreground/70" />
          {t('fleet.detail.noQr')}
        </p>
      )}
    </section>
  )
}
