import type { ProfileDetail } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'

/**
 * How many of its plan's re-downloads the profile has left this month (a new AC or an EID push of a
 * downloaded profile uses one), and when the count starts again, in the enterprise's time zone.
 */
export function ProfileReDownloads({ reDownloads }: { reDownloads: ProfileDetail['reDownloads'] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="profile-re-downloads" className="grid gap-1 text-sm">
      <h3 id="profile-re-downloads" className="font-medium">
        {t('fleet.detail.reDownloads.heading')}
      </h3>
      {reDownloads ? (
        <>
          <p className="font-semibold">
            {t('fleet.detail.reDownloads.left', { count: reDownloads.left, limit: reDownloads.limit })}
          </p>
          <p>
            {t('fleet.detail.reDownloads.explain', {
              plan: reDownloads.planName,
              limit: reDownloads.limit,
              date: reDownloads.resetsOn,
              zone: reDownloads.timeZone,
            })}
          </p>
        </>
      ) : (
        <p>{t('fleet.detail.reDownloads.noPlan')}</p>
      )}
    </section>
  )
}
