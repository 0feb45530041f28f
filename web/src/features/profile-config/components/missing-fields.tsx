import { useTranslation } from 'react-i18next'

/** What generation still needs of a configuration, named as the form names the fields. */
export function MissingFields({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation()
  if (missing.length === 0) return null
  return (
    <span className="text-xs text-muted-foreground">
      {t('configs.missing', {
        fields: missing.map((field) => t(`configForm.fields.${field}`, { defaultValue: field })).join(', '),
      })}
    </span>
  )
}
