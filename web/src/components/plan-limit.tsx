import type { PlanLimit, PlanLimitKind } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadingBlock } from './loading-block'
import { PlanLockNotice } from './plan-lock'
import { Button } from './ui/button'

/** The server's answer on a cap as a query gives it: nothing yet while pending, no data if it failed. */
type LimitAnswer = { data?: PlanLimit | undefined; isPending: boolean }

/** The id of the lock at a cap, by which the actions it disables are described to screen readers. */
export const planLimitLockId = (what: PlanLimitKind) => `plan-limit-lock-${what}`

/** "3 of 5 configurations on the Pro plan": nothing while no plan runs or the answer is not in. */
export function PlanLimitUsage({ limit, what }: { limit: PlanLimit | undefined; what: PlanLimitKind }) {
  const { t } = useTranslation()
  if (!limit || limit.cap === null || !limit.planName) return null
  const { used, cap, planName: plan } = limit
  return <p className="text-muted-foreground text-sm">{t(`billing.limit.${what}`, { used, cap, plan })}</p>
}

/**
 * An action the plan does not allow now: still there and reachable by keyboard, but inert (aria-disabled,
 * so it keeps its focus and its description), described by the lock's words of why.
 */
export function LockedButton(props: {
  what: PlanLimitKind
  label: string
  children: ReactNode
  size?: 'default' | 'icon'
  variant?: 'default' | 'ghost'
}) {
  return (
    <Button
      type="button"
      size={props.size}
      variant={props.variant}
      aria-disabled="true"
      aria-label={props.size === 'icon' ? props.label : undefined}
      aria-describedby={planLimitLockId(props.what)}
      className="cursor-not-allowed opacity-60"
    >
      {props.children}
      {props.size === 'icon' ? null : props.label}
    </Button>
  )
}

/**
 * The action that adds what the plan caps (new configuration, invite member), for one whose role has it,
 * beside how many are kept of how many the plan allows. At the cap, or with no plan running, the action
 * shows disabled, described by `PlanLimitLock` under the header. While the answer is on its way the action
 * waits; if it cannot be had, the action shows and the server still checks.
 */
export function PlanLimitAction(props: {
  limit: LimitAnswer
  what: PlanLimitKind
  canAdd: boolean
  /** The action's name and icon, for its disabled stand-in at the cap. */
  label: string
  icon: ReactNode
  children: ReactNode
}) {
  const { limit, canAdd, what } = props
  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <PlanLimitUsage limit={limit.data} what={what} />
      {!canAdd || limit.isPending ? null : limit.data?.lock ? (
        <LockedButton what={what} label={props.label}>
          {props.icon}
        </LockedButton>
      ) : (
        props.children
      )}
    </div>
  )
}

/** Why `PlanLimitAction` is disabled, and the way out for this person: nothing while one more fits. */
export function PlanLimitLock(props: { limit: LimitAnswer; what: PlanLimitKind; canAdd: boolean }) {
  const lock = props.limit.data?.lock
  if (!props.canAdd || !lock) return null
  return <PlanLockNotice lock={lock} messageId={planLimitLockId(props.what)} />
}

/** A form that adds what the plan caps: the lock in its place at the cap, as `PlanGate` does for work. */
export function PlanLimitGate({ limit, children }: { limit: LimitAnswer; children: ReactNode }) {
  const { t } = useTranslation()
  if (limit.isPending)
    return <LoadingBlock blocks={1} className="sm:grid-cols-1" label={t('billing.lock.checking')} />
  const lock = limit.data?.lock
  return lock ? <PlanLockNotice lock={lock} /> : children
}
