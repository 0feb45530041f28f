import type { ProfileConfig } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { displayValue } from '@/lib/format'

type Row = { field: string; value: ReactNode }

/** A list of values as one line; unset (empty or absent) reads as the empty value `--`. */
const list = (values: readonly string[] | undefined) => displayValue(values?.join(', '))

function Section({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation()
  return (
    <section className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 className="font-semibold text-foreground">{title}</h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,max-content)_minmax(0,1fr)]">
        {rows.map(({ field, value }) => (
          <div key={field} className="contents">
            <dt className="text-sm text-muted-foreground">{t(`configForm.fields.${field}`)}</dt>
            <dd className="break-words font-mono text-sm text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The "view" screen of a configuration: its values as text, by section, each unset one as `--` (the
 * specification's empty value), rather than a greyed form; the applet's rows are those of its subtype.
 */
export function ConfigDetail({ config }: { config: ProfileConfig }) {
  const { t } = useTranslation()
  const s = (key: string) => t(`configForm.sections.${key}`)
  const applet = config.applet
  const appletRows: Row[] = [
    {
      field: 'appletSubtype',
      value: applet ? t(`configForm.appletSubtypes.${applet.subtype}.label`) : displayValue(undefined),
    },
  ]
  if (applet?.subtype === 'RECYCLE')
    appletRows.push({ field: 'bipServer', value: displayValue(applet.bipServer) })
  if (applet && 'certificateHash' in applet) {
    appletRows.push({ field: 'certificateHash', value: displayValue(applet.certificateHash) })
  }
  if (applet && 'packageName' in applet)
    appletRows.push({ field: 'packageName', value: displayValue(applet.packageName) })
  if (applet && 'aid' in applet) appletRows.push({ field: 'aid', value: displayValue(applet.aid) })
  if (applet && 'c9' in applet) appletRows.push({ field: 'c9', value: displayValue(applet.c9) })
  if (applet?.subtype === 'IMS') {
    appletRows.push(
      { field: 'impi', value: displayValue(applet.impi) },
      { field: 'impu', value: list(applet.impu) },
    )
  }
  const pnn = config.pnn?.length
    ? config.pnn.map((n) => [n.plmn, n.fullName, n.shortName].filter(Boolean).join(' · ')).join('; ')
    : displayValue(undefined)

  return (
    <div className="grid gap-6">
      <Section
        title={s('basics')}
        rows={[
          { field: 'name', value: config.name },
          { field: 'profileName', value: displayValue(config.profileName) },
          { field: 'smdpAddress', value: displayValue(config.smdpAddress) },
          {
            field: 'authAlgorithm',
            value: config.authAlgorithm
              ? t(`configForm.authAlgorithms.${config.authAlgorithm}`)
              : displayValue(undefined),
          },
          { field: 'rotation', value: displayValue(config.rotation) },
          { field: 'fiveGSa', value: t(config.fiveGSa ? 'configForm.detail.yes' : 'configForm.detail.no') },
        ]}
      />
      <Section
        title={s('network')}
        rows={[
          { field: 'hplmn', value: displayValue(config.hplmn) },
          { field: 'fplmn', value: list(config.fplmn) },
          { field: 'rplmn', value: list(config.rplmn) },
          { field: 'oplmn', value: list(config.oplmn) },
          { field: 'plmn', value: list(config.plmn) },
          { field: 'pnn', value: pnn },
        ]}
      />
      <Section
        title={s('simFiles')}
        rows={[
          { field: 'gid1', value: displayValue(config.gid1) },
          { field: 'gid2', value: displayValue(config.gid2) },
          { field: 'smspNumber', value: displayValue(config.smspNumber) },
          { field: 'serviceProviderName', value: displayValue(config.serviceProviderName) },
          { field: 'appletParameter', value: displayValue(config.appletParameter) },
        ]}
      />
      <Section
        title={s('downloads')}
        rows={[
          { field: 'maxDownloadAttempts', value: displayValue(config.maxDownloadAttempts) },
          { field: 'maxRedownloads', value: displayValue(config.maxRedownloads) },
        ]}
      />
      <Section title={s('applet')} rows={appletRows} />
    </div>
  )
}
