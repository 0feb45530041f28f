import '@/locales/oauth'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLinkedIdentities, useRemoveIdentity } from '@/api/oauth'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DateTime } from '@/components/ui/date-time'
import { LoadFailed } from '@/components/ui/load-failed'

type Identity = { identityId: string; provider: 'google' | 'microsoft'; email: string; linkedAt: number }

/**
 * The account settings' linked Google and Microsoft accounts: each can be unlinked after a confirmation
 * naming it, except the last one of an account without a password (the server refuses it too).
 */
export function LinkedIdentities() {
  const { t } = useTranslation()
  const query = useLinkedIdentities()
  const removal = useRemoveIdentity()
  const [target, setTarget] = useState<Identity | null>(null)
  const data = query.data
  const lastOne = data ? !data.hasPassword && data.identities.length <= 1 : false
  const named = (i: Identity) => ({ provider: t(`oauth.provider.${i.provider}`), email: i.email })

  return (
    <Card>
      <CardHeader>
        {/* CardTitle is an h1 (a public page's title); on the Change password page this card is a section. */}
        <h2 className="font-semibold text-foreground text-xl tracking-tight">
          {t('oauth.identities.heading')}
        </h2>
        <CardDescription>{t('oauth.identities.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('oauth.identities.loading')}
          </p>
        ) : null}
        {query.isError ? (
          <LoadFailed
            title={t('oauth.identities.heading')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : null}
        {data?.identities.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('oauth.identities.empty')}</p>
        ) : null}
        {data && data.identities.length > 0 ? (
          <ul className="grid gap-2" aria-label={t('oauth.identities.heading')}>
            {data.identities.map((identity) => (
              <li key={identity.identityId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-foreground">
                  {t(`oauth.provider.${identity.provider}`)}: {identity.email}{' '}
                  <span className="text-muted-foreground">
                    ({t('oauth.identities.linkedAt')} <DateTime at={identity.linkedAt} />)
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={lastOne}
                  aria-label={t('oauth.identities.remove', named(identity))}
                  onClick={() => {
                    removal.reset()
                    setTarget(identity)
                  }}
                >
                  {t('oauth.identities.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {lastOne && data && data.identities.length > 0 ? (
          <p className="text-sm text-muted-foreground">{t('oauth.identities.lastOne')}</p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? null : setTarget(null))}
        title={target ? t('oauth.identities.confirmTitle', named(target)) : ''}
        description={target ? t('oauth.identities.confirmBody', named(target)) : ''}
        confirmLabel={t('oauth.identities.removeShort')}
        destructive
        pending={removal.isPending}
        error={removal.error}
        onConfirm={() => target && removal.mutate(target.identityId, { onSuccess: () => setTarget(null) })}
      />
    </Card>
  )
}
