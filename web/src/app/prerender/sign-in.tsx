import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { LoginRoute } from '../routes/login'

/**
 * The sign-in page's first paint, rendered at build time (web/scripts/prerender-sign-in.ts puts it in
 * index.html): the screen React draws first on `/login` in English with the default brand, so a phone shows
 * the form while the console's JavaScript is still on its way. Left out: React's own markers (the
 * lazy provider buttons' boundary, which has nothing to show yet) and its image preload. The submit button
 * is disabled until React has taken over (take-over.ts): a form sent before would go nowhere.
 */
export function renderSignIn(): string {
  const markup = renderToString(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login/:sys?" element={<LoginRoute />} />
      </Routes>
    </MemoryRouter>,
  )
    .replace(/<template[\s\S]*?<\/template>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<link [^>]*>/g, '')
  const disabled = markup.replace(' type="submit">', ' type="submit" disabled="">')
  if (disabled === markup) throw new Error('The prerendered sign-in page has no submit button to disable')
  return disabled
}
