import '@/locales/console'
import '@/locales/fleet'
import '@/locales/generate'
import '@/locales/insights'
import { renderToString } from 'react-dom/server'
import { PageHeader } from '@/components/page-header'
import { i18n } from '@/lib/i18n'
import { PRERENDERED_SCREENS, type PrerenderedScreen } from './screen-headers'

/**
 * A signed-in screen's first paint (screen-headers.ts), rendered at build time: the signed-in layout's frame
 * (app/layouts/default-layout.tsx: the side menu's column, the top bar, the page's padding), empty, and the
 * screen's header in its column. Nothing in it is the user's or the enterprise's: React draws those as it
 * takes over (take-over.ts), in the place of this one.
 */
function ScreenFrame({ screen }: { screen: PrerenderedScreen }) {
  const { width, description } = PRERENDERED_SCREENS[screen]
  return (
    <div className="min-h-dvh bg-background md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="hidden border-border border-r bg-card md:sticky md:top-0 md:flex md:h-dvh" />
      <div className="flex min-w-0 flex-col">
        <div className="sticky top-0 z-30 flex h-14 border-border border-b bg-card/95 px-4 backdrop-blur" />
        <div className="flex-1 p-4 md:p-8">
          <div className={`mx-auto grid ${width} gap-6`}>
            <PageHeader title={i18n.t(`routeTitles.${screen}`)} description={i18n.t(description)} />
          </div>
        </div>
      </div>
    </div>
  )
}

/** Each prerendered screen's markup, by route name. */
export function renderScreens(): Record<PrerenderedScreen, string> {
  const screens = Object.keys(PRERENDERED_SCREENS) as PrerenderedScreen[]
  return Object.fromEntries(
    screens.map((screen) => [screen, renderToString(<ScreenFrame screen={screen} />)]),
  ) as Record<PrerenderedScreen, string>
}
