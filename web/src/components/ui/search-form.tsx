import { Search } from 'lucide-react'
import type { ComponentProps, FormEvent } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Input } from './input'

type SearchFormProps = {
  /** The search in force, shown in the field. */
  keyword: string
  /** The field's text, trimmed, when the user searches. */
  onSearch: (keyword: string) => void
  /** The field's accessible name. */
  label: string
  placeholder: string
  submitLabel: string
  className?: string
} & Pick<ComponentProps<'input'>, 'maxLength' | 'inputMode'>

/**
 * A search field and its button: the search runs on submit (Enter or the button), not on each key, so a
 * list is fetched once per search.
 */
export function SearchForm({
  keyword,
  onSearch,
  label,
  placeholder,
  submitLabel,
  className,
  ...input
}: SearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('q')
    onSearch(typeof value === 'string' ? value.trim() : '')
  }
  return (
    <form onSubmit={submit} className={cn('flex max-w-md gap-2', className)}>
      <Input
        {...input}
        name="q"
        type="search"
        defaultValue={keyword}
        aria-label={label}
        placeholder={placeholder}
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
    </form>
  )
}
