import type { AuthenticatedRouteName } from '@simlessly/shared'
import type { ComponentType } from 'react'

/**
 * The screens built so far, by route name (app/router.tsx shows the shared "not available yet" screen for
 * the others). A chunk of its own, loaded with the first signed-in screen: each import here carries the list
 * of its screen's chunks that Vite preloads alongside it (about 6 kB gzipped in all), which the sign-in
 * page would otherwise load. index.html preloads this chunk on a signed-in visit (web/scripts/preload-sign-in.ts).
 */
export const SCREENS: Partial<Record<AuthenticatedRouteName, () => Promise<ComponentType>>> = {
  home: async () => (await import('./routes/home')).HomeRoute,
  'user/changePassword': async () => (await import('./routes/change-password')).ChangePasswordRoute,
  config: async () => (await import('./routes/config')).ConfigRoute,
  'configform/:operation': async () => (await import('./routes/config-form')).ConfigFormRoute,
  'profile/generateac': async () => (await import('./routes/generate-ac')).GenerateAcRoute,
  logs: async () => (await import('./routes/logs')).LogsRoute,
  'profile/fleet': async () => (await import('./routes/fleet')).FleetRoute,
  'profile/group': async () => (await import('./routes/group')).GroupRoute,
  'profile/campaign': async () => (await import('./routes/campaign')).CampaignRoute,
  'profile/eidpush': async () => (await import('./routes/eid-push')).EidPushRoute,
  dashboard: async () => (await import('./routes/dashboard')).DashboardRoute,
  reports: async () => (await import('./routes/reports')).ReportsRoute,
  'setting/block': async () => (await import('./routes/block')).BlockRoute,
  'setting/developer': async () => (await import('./routes/developer')).DeveloperRoute,
  subscription: async () => (await import('./routes/subscription')).SubscriptionRoute,
  order: async () => (await import('./routes/order')).OrderRoute,
  'order/purchase/:operation': async () => (await import('./routes/purchase')).PurchaseRoute,
  'order/success': async () => (await import('./routes/order-success')).OrderSuccessRoute,
  'admin/order': async () => (await import('./routes/admin-order')).AdminOrderRoute,
  'admin/dashboard': async () => (await import('./routes/admin-dashboard')).AdminDashboardRoute,
  'admin/bip': async () => (await import('./routes/admin-bip')).AdminBipRoute,
  'admin/invitationlink': async () => (await import('./routes/admin-invitation')).AdminInvitationRoute,
  'admin/client': async () => (await import('./routes/admin-client')).AdminClientRoute,
  'team/member': async () => (await import('./routes/member')).MemberRoute,
  'team/role': async () => (await import('./routes/role')).RoleRoute,
}
