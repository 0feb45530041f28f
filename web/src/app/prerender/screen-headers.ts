import type { AuthenticatedRouteName } from '@simlessly/shared'

/**
 * The signed-in screens whose first paint index.html carries (web/scripts/prerender-sign-in.ts): the frame of
 * the signed-in layout and the screen's header, its title (`routeTitles.<route>`) and description in English,
 * in the column the screen draws it in (`width`). The description is the largest text of these screens, the
 * paint a phone waits for: drawn from the HTML and the stylesheet, it no longer waits for the console's
 * JavaScript, the guard's calls and the screen's chunk. `screen-headers.test.ts` checks each against the
 * page component that draws the header (`page`, under web/src).
 */
export const PRERENDERED_SCREENS = {
  'profile/fleet': {
    page: 'features/fleet/components/fleet-page.tsx',
    width: 'max-w-7xl',
    description: 'fleet.description',
  },
  'profile/generateac': {
    page: 'features/generation/components/generate-ac-page.tsx',
    width: 'max-w-4xl',
    description: 'generate.description',
  },
  dashboard: {
    page: 'features/insight/components/dashboard-page.tsx',
    width: 'max-w-7xl',
    description: 'insights.dashboard.description',
  },
} as const satisfies Partial<
  Record<AuthenticatedRouteName, { page: string; width: 'max-w-4xl' | 'max-w-7xl'; description: string }>
>

export type PrerenderedScreen = keyof typeof PRERENDERED_SCREENS
