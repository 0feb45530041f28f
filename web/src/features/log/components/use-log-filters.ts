import { usePageParams } from '@/lib/use-page-params'
import type { LogFilterValues } from '../log-filters'

/** A log view's filters in the query string (`iccid`, the view's own choice, `from`, `to`), with its page. */
export function useLogFilters(choiceParam: 'action' | 'result') {
  const pageParams = usePageParams()
  const { params, update } = pageParams
  const values: LogFilterValues = {
    iccid: params.get('iccid') ?? '',
    choice: params.get(choiceParam) ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }
  const apply = (next: LogFilterValues) =>
    update({
      iccid: next.iccid.trim(),
      [choiceParam]: next.choice,
      from: next.from,
      to: next.to,
      page: undefined,
    })
  return { ...pageParams, values, apply }
}
