/**
 * The browser title after each navigation (seed section 2): the translated route title, ' - ', the app
 * name; the app name alone when the route has no title.
 */
export function formatDocumentTitle(appName: string, routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${appName}` : appName
}
