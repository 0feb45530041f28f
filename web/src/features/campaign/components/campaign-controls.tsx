import type { Campaign } from '@simlessly/shared'
import { Ban, Download, Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CampaignCommand, useCampaignCommand } from '@/api/campaign'
import { Button, buttonVariants } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { notifications } from '@/lib/notifications'
import { hasEnded } from '../campaign-progress'
import { useCampaignActions } from '../use-campaign-actions'

/**
 * What can be done with the campaign now: with Campaign_Manage, pause a scheduled or running one, resume a
 * paused one (with its action's id too, as the server checks), cancel any that has not ended (after a
 * confirmation); and download the result once it has.
 */
export function CampaignControls({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const command = useCampaignCommand(campaign.campaignId)
  const { status } = campaign
  const ended = hasEnded(status)
  const { canManage, mayRun } = useCampaignActions()
  const mayResume = mayRun(campaign.action)

  const run = (name: CampaignCommand) =>
    command.mutate(name, {
      onSuccess: (next) => {
        setConfirming(false)
        notifications.notify(t(`campaigns.commands.done.${name}`, { name: next.name }), {
          variant: 'success',
        })
      },
    })
  const busy = (name: CampaignCommand) => command.isPending && command.variables === name

  return (
    <div className="flex flex-wrap gap-2">
      {canManage && (status === 'RUNNING' || status === 'SCHEDULED') ? (
        <Button variant="outline" onClick={() => run('pause')} disabled={command.isPending}>
          {busy('pause') ? <Spinner /> : <Pause aria-hidden="true" />}
          {t('campaigns.commands.pause')}
        </Button>
      ) : null}
      {status === 'PAUSED' && mayResume ? (
        <Button variant="outline" onClick={() => run('resume')} disabled={command.isPending}>
          {busy('resume') ? <Spinner /> : <Play aria-hidden="true" />}
          {t('campaigns.commands.resume')}
        </Button>
      ) : null}
      {canManage && !ended ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="outline" className="text-destructive" disabled={command.isPending}>
              <Ban aria-hidden="true" />
              {t('campaigns.commands.cancel')}
            </Button>
          }
          title={t('campaigns.cancelDialog.title', { name: campaign.name })}
          description={t('campaigns.cancelDialog.body')}
          cancelLabel={t('campaigns.cancelDialog.keep')}
          confirmLabel={t('campaigns.cancelDialog.confirm')}
          onConfirm={() => run('cancel')}
          pending={busy('cancel')}
          confirmDisabled={command.isPending}
          destructive
        />
      ) : null}
      {ended && campaign.resultUrl ? (
        <a href={campaign.resultUrl} download className={buttonVariants()}>
          <Download aria-hidden="true" />
          {t('campaigns.download')}
        </a>
      ) : ended ? (
        <span className="self-center text-sm text-muted-foreground">{t('campaigns.resultPreparing')}</span>
      ) : null}
    </div>
  )
}
