import type { EnterpriseSummary } from '@simlessly/shared'
import { Building2, Check, ChevronDown, Plus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEnterprises, useSwitchEnterprise } from '@/api/enterprise'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { Spinner } from '@/components/ui/spinner'

// The two dialogs (a form with its schema, react-hook-form and zod; the offer to switch) load when opened:
// the header is on every signed-in screen, and they were a third of what it loaded before the first one.
const CreateEnterpriseDialog = lazy(async () => ({
  default: (await import('./create-enterprise-dialog')).CreateEnterpriseDialog,
}))
const ConfirmDialog = lazy(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}))

/** An enterprise of the list: its name, then the user's role there and its state, in words. */
function EnterpriseItem({ enterprise }: { enterprise: EnterpriseSummary }) {
  const { t } = useTranslation()
  const notes = [
    enterprise.roleName,
    enterprise.current ? t('enterpriseSwitcher.current') : null,
    enterprise.status === 'DEACTIVATED' ? t('enterpriseSwitcher.deactivated') : null,
  ].filter(Boolean)
  return (
    <>
      {enterprise.current ? <Check aria-hidden="true" /> : <span aria-hidden="true" className="size-4" />}
      <span className="grid min-w-0">
        <span className="truncate font-medium">{enterprise.name}</span>
        <span className="truncate text-xs text-muted-foreground">{notes.join(' · ')}</span>
      </span>
    </>
  )
}

/**
 * The enterprise in the header: its name, opening the list of the user's enterprises (a deactivated
 * membership cannot be chosen), a switch to another, and "Create enterprise" with the offer to switch to it.
 */
export function EnterpriseSwitcher({ currentName }: { currentName: string }) {
  const { t } = useTranslation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<{ enterpriseId: string; name: string } | null>(null)
  const enterprises = useEnterprises(menuOpen)
  const switching = useSwitchEnterprise()
  const status = enterprises.isPending
    ? t('common.loading')
    : enterprises.isError
      ? t('enterpriseSwitcher.loadFailed')
      : null

  return (
    <>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className="min-w-0 max-w-72 shrink justify-start"
            aria-label={t('enterpriseSwitcher.label', { name: currentName })}
          >
            <Building2 aria-hidden="true" />
            <span className="truncate">{currentName}</span>
            {switching.isPending ? <Spinner /> : <ChevronDown aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel className="text-xs text-muted-foreground">
            {t('enterpriseSwitcher.heading')}
          </DropdownMenuLabel>
          {status ? <DropdownMenuItem disabled>{status}</DropdownMenuItem> : null}
          {enterprises.data?.list.map((enterprise) => (
            <DropdownMenuItem
              key={enterprise.enterpriseId}
              disabled={enterprise.status === 'DEACTIVATED' || switching.isPending}
              onSelect={() => {
                if (!enterprise.current) switching.mutate(enterprise.enterpriseId)
              }}
            >
              <EnterpriseItem enterprise={enterprise} />
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('enterpriseSwitcher.create')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {creating ? <CreateEnterpriseDialog open onOpenChange={setCreating} onCreated={setCreated} /> : null}
        {created ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setCreated(null)
            }}
            title={t('enterpriseSwitcher.offer.title', { name: created.name })}
            description={t('enterpriseSwitcher.offer.body', { name: created.name })}
            cancelLabel={t('enterpriseSwitcher.offer.stay')}
            confirmLabel={t('enterpriseSwitcher.offer.switch', { name: created.name })}
            onConfirm={() => switching.mutate(created.enterpriseId, { onSuccess: () => setCreated(null) })}
            pending={switching.isPending}
          />
        ) : null}
      </Suspense>
    </>
  )
}
