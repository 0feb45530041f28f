import { z } from 'zod'

/** The plans of the catalogue, by code. DEFAULT is the free trial's plan; DEMO is given by admins only. */
export const PLAN_CODES = ['BASIC', 'DEFAULT', 'DEMO', 'PRO', 'PREMIUM'] as const
export type PlanCode = (typeof PLAN_CODES)[number]
export const planCodeSchema = z.enum(PLAN_CODES)

/** How an order is billed. */
export const BILLING_TYPES = ['MONTHLY', 'ANNUALLY'] as const
export type BillingType = (typeof BILLING_TYPES)[number]
export const billingTypeSchema = z.enum(BILLING_TYPES)

/** The unit of an order's plan time (DAY: the trial and admin-made demo periods). */
export const PLAN_TIME_UNITS = ['MONTHLY', 'ANNUALLY', 'DAY'] as const
export type PlanTimeUnit = (typeof PLAN_TIME_UNITS)[number]

/** What a plan's quota counts: the SM-DP+'s download (0) or installation (1) notifications. */
export const BillingDimension = { Download: 0, Installation: 1 } as const
export type BillingDimension = (typeof BillingDimension)[keyof typeof BillingDimension]
export const billingDimensionSchema = z.union([z.literal(0), z.literal(1)])

/** How an order is paid: through the card payment provider (0) or by bank transfer (1). */
export const PaymentMethod = { Card: 0, BankTransfer: 1 } as const
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod]
export const paymentMethodSchema = z.union([z.literal(0), z.literal(1)])

export const DISCOUNT_TYPES = ['PERCENT', 'CURRENCY'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

export const CURRENCY = 'USD'

/** Features of a plan that gate operations. */
export const PLAN_FEATURES = ['EID_PUSH', 'DEVELOPER_API'] as const
export type PlanFeature = (typeof PLAN_FEATURES)[number]

/** Money is integer cents, always; never a float. */
export const centsSchema = z.number().int().min(0).max(100_000_000)

/** A plan of the catalogue, as stored and as every screen shows it. Prices are in USD cents. */
export const planSchema = z.object({
  code: planCodeSchema,
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(500),
  monthlyPriceCents: centsSchema,
  annualPriceCents: centsSchema,
  billingDimension: billingDimensionSchema,
  /** Downloads (or installations, by the billing dimension) included per month of the plan. */
  includedUsage: z.number().int().min(0).max(100_000_000),
  /** Members the enterprise may have, the owner included. */
  members: z.number().int().min(1).max(100_000),
  /** How many times a profile may be downloaded again per month. */
  reDownloadsPerMonth: z.number().int().min(0).max(1_000),
  /** The PLMN network the plan's profiles use, e.g. "Global" or "North America". */
  plmnNetwork: z.string().trim().min(1).max(100),
  /** How many profile configurations the enterprise may keep. */
  configurations: z.number().int().min(1).max(10_000),
  features: z.array(z.enum(PLAN_FEATURES)).max(PLAN_FEATURES.length),
  /** Whether customers may buy it themselves (DEFAULT is the trial, DEMO is given by admins). */
  purchasable: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

/** An admin's edit of a plan: everything but its code. */
export const planUpdateSchema = planSchema.strict()
export type PlanUpdate = z.input<typeof planUpdateSchema>

/**
 * The catalogue the platform starts with; an admin's edits are stored over it. Annual prices are ten months'
 * worth (two months free).
 */
export const DEFAULT_PLANS: readonly Plan[] = [
  {
    code: 'DEFAULT',
    name: 'Free trial',
    description: 'Everything in Pro for 15 days, to try the console with real profiles.',
    monthlyPriceCents: 0,
    annualPriceCents: 0,
    billingDimension: BillingDimension.Download,
    includedUsage: 100,
    members: 10,
    reDownloadsPerMonth: 3,
    plmnNetwork: 'Global',
    configurations: 25,
    features: ['EID_PUSH', 'DEVELOPER_API'],
    purchasable: false,
  },
  {
    code: 'DEMO',
    name: 'Demo',
    description: 'For evaluations arranged with our team.',
    monthlyPriceCents: 0,
    annualPriceCents: 0,
    billingDimension: BillingDimension.Download,
    includedUsage: 50,
    members: 2,
    reDownloadsPerMonth: 1,
    plmnNetwork: 'Global',
    configurations: 2,
    features: [],
    purchasable: false,
  },
  {
    code: 'BASIC',
    name: 'Basic',
    description: 'For labs and small fleets getting started.',
    monthlyPriceCents: 9_900,
    annualPriceCents: 99_000,
    billingDimension: BillingDimension.Download,
    includedUsage: 500,
    members: 3,
    reDownloadsPerMonth: 1,
    plmnNetwork: 'Global',
    configurations: 5,
    features: [],
    purchasable: true,
  },
  {
    code: 'PRO',
    name: 'Pro',
    description: 'For MVNOs and device makers generating in batches, with EID push and the API.',
    monthlyPriceCents: 29_900,
    annualPriceCents: 299_000,
    billingDimension: BillingDimension.Download,
    includedUsage: 5_000,
    members: 10,
    reDownloadsPerMonth: 3,
    plmnNetwork: 'Global',
    configurations: 25,
    features: ['EID_PUSH', 'DEVELOPER_API'],
    purchasable: true,
  },
  {
    code: 'PREMIUM',
    name: 'Premium',
    description: 'For operators at scale: billed by installation, with the most members and configurations.',
    monthlyPriceCents: 99_900,
    annualPriceCents: 999_000,
    billingDimension: BillingDimension.Installation,
    includedUsage: 50_000,
    members: 50,
    reDownloadsPerMonth: 10,
    plmnNetwork: 'Global',
    configurations: 200,
    features: ['EID_PUSH', 'DEVELOPER_API'],
    purchasable: true,
  },
]

/** Plans ranked for upgrades and downgrades: a higher rank is an upgrade. */
export const PLAN_RANK: Record<PlanCode, number> = { DEFAULT: 0, DEMO: 0, BASIC: 1, PRO: 2, PREMIUM: 3 }
