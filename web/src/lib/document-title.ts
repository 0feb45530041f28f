/**
 * The browser title after each navigation: the translated route title, ' - ', the app name; the app name
 * alone when the route has no title.
 */
export function formatDocumentTitle(appName: string, routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${appName}` : appName
}
