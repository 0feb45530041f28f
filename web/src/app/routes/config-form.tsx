import '@/locales/generate'
import '@/locales/team'
import '@/locales/billing'
import { useParams, useSearchParams } from 'react-router-dom'
import { ConfigFormPage, isConfigOperation } from '@/features/profile-config/components/config-form-page'
import { NotFoundRoute } from './not-found'

/** `configform/:operation?id=`: create, edit, copy or view; any other operation is not a page. */
export function ConfigFormRoute() {
  const { operation } = useParams()
  const [params] = useSearchParams()
  if (!isConfigOperation(operation)) return <NotFoundRoute />
  return <ConfigFormPage operation={operation} configId={params.get('id') ?? undefined} />
}
