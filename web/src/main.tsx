// First: the parsers must not probe for eval, which the CSP refuses (see the module).
import './lib/zod-jitless'
import { MOUNT_DELAY_MS } from '@simlessly/shared'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createConsole } from './app/app'
import { prerenderShown, routerReady, TakeOver } from './app/prerender/take-over'
import './index.css'
import { detectLanguage, LANGUAGES, setLanguage } from './lib/i18n'
import { isOneOf } from './lib/one-of'
// Follows the system's light or dark setting from now on, on every page (index.html set the first one).
import './features/preferences/theme-controller'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to mount the console into')
// index.html's prerendered page (the sign-in page, or a signed-in screen's frame and header): kept until
// React takes over where it is shown, else removed now.
const prerendered = prerenderShown()

// Signed out, the browser's languages decide (a signed-in user's own choice replaces it at the guard). A
// language other than English loads its common strings now, during the mount delay.
const language = setLanguage(detectLanguage(navigator.languages))

// The app mounts after a fixed delay (MOUNT_DELAY_MS), as the product specifies; the router starts now, so
// the first page's guard and screen load during the delay instead of after it. Over a prerendered page
// (index.html), it mounts once the router has the screen (the guard's calls done), in a transition (React
// yields to the browser while it renders, so the visitor can go on typing), and takes the prerendered page's
// place as it commits.
const app = createConsole()
const delay = new Promise((resolve) => setTimeout(resolve, MOUNT_DELAY_MS))
const screen = prerendered ? routerReady(app.router) : undefined
const chooseLanguage = (chosen: string) => {
  if (isOneOf(LANGUAGES, chosen)) void setLanguage(chosen)
}
void Promise.all([delay, language.catch(() => undefined), screen]).then(() => {
  const root = createRoot(container)
  const render = () =>
    root.render(
      <StrictMode>
        <App app={app} />
        {prerendered ? <TakeOver container={container} setLanguage={chooseLanguage} /> : null}
      </StrictMode>,
    )
  if (prerendered) startTransition(render)
  else render()
})
