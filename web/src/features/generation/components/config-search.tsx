import { useTranslation } from 'react-i18next'
import { SearchForm } from '@/components/ui/search-form'

/** Narrows the configuration picker by name when the enterprise has more than it lists at once. */
export function ConfigSearch({
  keyword,
  onSearch,
}: {
  keyword: string
  onSearch: (keyword: string) => void
}) {
  const { t } = useTranslation()
  return (
    <search className="grid gap-1">
      <SearchForm
        keyword={keyword}
        onSearch={onSearch}
        label={t('generate.config.searchLabel')}
        placeholder={t('generate.config.searchPlaceholder')}
        submitLabel={t('configs.search')}
      />
      <p className="text-xs text-muted-foreground">{t('generate.config.searchHint')}</p>
    </search>
  )
}
