import { CAMPAIGN_ACTIONS, type CampaignAction } from '@simlessly/shared'
import { usePermission } from '@/lib/session/use-permission'

/**
 * What the role may do with campaigns: creating, pausing, resuming and cancelling one needs Campaign_Manage,
 * and starting or resuming one needs its action's own id too (EidPush_Push bills each push, Profile_Recycle
 * takes profiles back), as the server checks.
 */
export function useCampaignActions() {
  const canManage = usePermission('Campaign_Manage')
  const canPush = usePermission('EidPush_Push')
  const canRecycle = usePermission('Profile_Recycle')
  const mayRun = (action: CampaignAction) => canManage && (action === 'EID_PUSH' ? canPush : canRecycle)
  /** The actions a new campaign may take; none means no campaign can be created. */
  const actions = CAMPAIGN_ACTIONS.filter(mayRun)
  return { canManage, mayRun, actions }
}
