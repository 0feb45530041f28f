import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** Narrows the configuration picker by name when the enterprise has more than it lists at once. */
export function ConfigSearch({
  keyword,
  onSearch,
}: {
  keyword: string
  onSearch: (keyword: string) => void
}) {
  const { t } = useTranslation()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('keyword')
    onSearch(typeof value === 'string' ? value.trim() : '')
  }
  return (
    <search className="grid gap-1">
      <form onSubmit={submit} className="flex max-w-md gap-2">
        <Input
          name="keyword"
          type="search"
          defaultValue={keyword}
          aria-label={t('generate.config.searchLabel')}
          placeholder={t('generate.config.searchPlaceholder')}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t('configs.search')}
        </Button>
      </form>
      <p className="text-xs text-zinc-600">{t('generate.config.searchHint')}</p>
    </search>
  )
}
