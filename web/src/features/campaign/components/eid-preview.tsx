import type { CampaignPreview } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { Info, TriangleAlert } from 'lucide-react'
import { useDeferredValue } from 'react'
import { type Control, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCampaignPreview } from '@/api/campaign'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { formatCount } from '@/lib/format'
import { parseIccidList } from '@/lib/iccid-list'
import type { CampaignFormValues, CampaignRequest } from '../campaign-form-values'

/**
 * Before an EID push starts: how many of its targets have no EID, which the campaign will skip (each is
 * listed as skipped, with the reason). A group is read again when the campaign starts.
 */
export function EidPreview({ control }: { control: Control<CampaignFormValues, unknown, CampaignRequest> }) {
  const { t } = useTranslation()
  const [target, groupId, text] = useWatch({ control, name: ['target', 'groupId', 'iccids'] })
  const iccids = useDeferredValue(parseIccidList(text).distinct)
  const request = target === 'group' ? (groupId ? { groupId } : null) : iccids.length > 0 ? { iccids } : null
  const preview = useCampaignPreview(request)
  if (request === null) return null
  const { data } = preview
  const message = previewMessage(t, preview.isPending ? 'counting' : (data ?? 'unknown'))
  const warn = data !== undefined && data.withoutEid > 0
  const Icon = warn ? TriangleAlert : Info
  return (
    <Alert variant={warn ? 'warning' : 'default'} role="status">
      <Icon aria-hidden="true" />
      <AlertDescription>
        {message}
        {target === 'group' && data && data.total > 0 ? ` ${t('campaigns.form.eidPreview.again')}` : ''}
      </AlertDescription>
    </Alert>
  )
}

/** What the preview says: counting, not known, or the counts. */
function previewMessage(t: TFunction, state: 'counting' | 'unknown' | CampaignPreview): string {
  if (state === 'counting' || state === 'unknown') return t(`campaigns.form.eidPreview.${state}`)
  const { total, withoutEid } = state
  const formatted = formatCount(total)
  if (total === 0) return t('campaigns.form.eidPreview.empty')
  if (withoutEid === 0) return t('campaigns.form.eidPreview.all', { count: total, formatted })
  if (withoutEid === total) return t('campaigns.form.eidPreview.none', { count: total, formatted })
  return t('campaigns.form.eidPreview.some', {
    count: withoutEid,
    formatted,
    missing: formatCount(withoutEid),
  })
}
