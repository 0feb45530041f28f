import { PLAN_FEATURES, type Plan, type PlanFeature, planSchema, planUpdateSchema } from '@simlessly/shared'
import { checkedResolver, dollarsIssue, type FormIssue, wholeNumberIssue } from './form-checks'
import { centsToDollars, dollarsToCents } from './money'

/** A plan as the admin edits it: prices in dollars, counts as typed. */
export type PlanFormValues = {
  name: string
  description: string
  monthlyPrice: string
  annualPrice: string
  includedUsage: string
  members: string
  reDownloadsPerMonth: string
  plmnNetwork: string
  configurations: string
  features: PlanFeature[]
  purchasable: boolean
}

/** The plan being edited: its code and billing dimension go back unchanged. */
export type PlanFormContext = { plan: Plan }

export const COUNT_FIELDS = ['includedUsage', 'members', 'reDownloadsPerMonth', 'configurations'] as const
export const PRICE_FIELDS = ['monthlyPrice', 'annualPrice'] as const

export function toPlanFormValues(plan: Plan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    monthlyPrice: centsToDollars(plan.monthlyPriceCents),
    annualPrice: centsToDollars(plan.annualPriceCents),
    includedUsage: String(plan.includedUsage),
    members: String(plan.members),
    reDownloadsPerMonth: String(plan.reDownloadsPerMonth),
    plmnNetwork: plan.plmnNetwork,
    configurations: String(plan.configurations),
    features: [...plan.features],
    purchasable: plan.purchasable,
  }
}

const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

export function toPlanInput(values: PlanFormValues, context: PlanFormContext | undefined) {
  return {
    code: context?.plan.code,
    billingDimension: context?.plan.billingDimension,
    name: values.name,
    description: values.description,
    monthlyPriceCents: dollarsToCents(values.monthlyPrice) ?? Number.NaN,
    annualPriceCents: dollarsToCents(values.annualPrice) ?? Number.NaN,
    includedUsage: count(values.includedUsage),
    members: count(values.members),
    reDownloadsPerMonth: count(values.reDownloadsPerMonth),
    plmnNetwork: values.plmnNetwork,
    configurations: count(values.configurations),
    // A box checked by mistake twice cannot happen in a form, but the order of the catalogue is kept.
    features: PLAN_FEATURES.filter((feature) => (values.features ?? []).includes(feature)),
    purchasable: values.purchasable,
  }
}

/** The range of a count, read from the shared schema so the form says what the server accepts. */
export function countRange(field: (typeof COUNT_FIELDS)[number]): { min: number; max: number } {
  const schema = planSchema.shape[field]
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER }
}

export function planChecks(values: PlanFormValues): FormIssue[] {
  const issues: FormIssue[] = []
  for (const field of PRICE_FIELDS) {
    const message = dollarsIssue(values[field])
    if (message) issues.push({ path: field, message })
  }
  for (const field of COUNT_FIELDS) {
    const { min, max } = countRange(field)
    const message = wholeNumberIssue(values[field], min, max)
    if (message) issues.push({ path: field, message })
  }
  return issues
}

const PATHS: Record<string, keyof PlanFormValues> = {
  monthlyPriceCents: 'monthlyPrice',
  annualPriceCents: 'annualPrice',
}

export const planFormResolver = checkedResolver<PlanFormValues, typeof planUpdateSchema, PlanFormContext>(
  planUpdateSchema,
  toPlanInput,
  (path) => {
    const head = String(path[0] ?? '')
    return PATHS[head] ?? (head === 'code' || head === 'billingDimension' ? 'name' : head)
  },
  planChecks,
)
