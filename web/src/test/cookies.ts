/** Sets a cookie as the server's Set-Cookie would, for tests of what the console does with it. */
export function setTestCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server, which sets this cookie.
  document.cookie = `${name}=${value}; Path=/`
}
