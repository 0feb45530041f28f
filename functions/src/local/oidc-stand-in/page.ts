import { escapeHtml } from '../mail-page.ts'
import type { TestUser } from './users.ts'

const STYLE =
  'body{font:16px system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
  'button{font:inherit;padding:.4rem .8rem;margin:.2rem 0;cursor:pointer}li{margin:.6rem 0}' +
  'code{font-size:.85em}'

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

function claimsOf(user: TestUser): string {
  return escapeHtml(JSON.stringify(user.claims))
}

/** The stand-in's home page: who it stands for, its issuer and its test users with their claims. */
export function usersPage(name: string, issuer: string, users: TestUser[]): string {
  const rows = users
    .map((u) => `<li><strong>${escapeHtml(u.label)}</strong>: <code>${claimsOf(u)}</code></li>`)
    .join('')
  return page(
    `${name} (local stand-in)`,
    `<p>An OpenID provider on this machine, issuer <code>${escapeHtml(issuer)}</code>. ` +
      `Its test users (no password: pick one on the sign-in page the console sends you to):</p><ul>${rows}</ul>`,
  )
}

/** The sign-in page of one authorisation request: a button per test user, and a way to cancel. */
export function signInPage(name: string, uid: string, users: TestUser[]): string {
  const action = `/interaction/${encodeURIComponent(uid)}`
  const buttons = users
    .map(
      (u) =>
        `<li><form method="post" action="${action}/login"><input type="hidden" name="user" value="${escapeHtml(u.id)}">` +
        `<button type="submit">Continue as ${escapeHtml(String(u.claims.name))} (${escapeHtml(String(u.claims.email))})</button>` +
        ` <small>${escapeHtml(u.label)}</small></form></li>`,
    )
    .join('')
  return page(
    `Sign in with ${name} (local stand-in)`,
    `<ul>${buttons}</ul><form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>`,
  )
}
