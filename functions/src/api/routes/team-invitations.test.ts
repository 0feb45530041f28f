import { endpoints, INVITATION_VALID_DAYS, TOKEN_COOKIE_NAME } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD, uniqueEmail } from '../../../test/accounts.ts'
import { call, mailsTo, mailTo, signIn } from '../../../test/api.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { eventually } from '../../../test/helpers.ts'
import { objOf, teamWorld } from '../../../test/team.ts'
import { DEMO_BRAND, putBrand } from '../../domain/brand.ts'

/** Invitations through the API and the real mail: invite, the link, accept, resend, withdraw, expiry. */
let clock = Date.now()
const DAY = 86_400_000
const world = teamWorld({ now: () => clock })

describe('inviting', () => {
  it('mails a single-use link; a new person sets a name and password and joins with the role', async () => {
    const owner = await world.owner({ enterpriseName: 'Acme Mobile' })
    const email = uniqueEmail('new')
    const sent = objOf<{ invitationId: string; expiresAt: number }>(
      await world.invite(owner.token, { email: email.toUpperCase(), roleId: 'VIEWER' }),
    )
    expect(sent.expiresAt).toBe(clock + INVITATION_VALID_DAYS * DAY)
    const mail = await mailTo(email, /invited to join Acme Mobile/)
    expect(mail.text).toContain('as Viewer')
    const token = (mail.text.match(/\/invitation\?token=([\w-]+)/) ?? [])[1] ?? ''
    expect(token).toMatch(/^[\w-]{43}$/)
    // Only the link's hash is stored.
    const { data: stored } = await world.ctx.entities.invitation.query.byEnterprise(owner).go()
    expect(JSON.stringify(stored)).not.toContain(token)

    expect(objOf(await world.info(token))).toMatchObject({
      state: 'VALID',
      enterpriseName: 'Acme Mobile',
      email,
      inviterName: 'Test User',
      existingUser: false,
    })
    const bare = await world.accept({ token })
    expect(bare.status).toBe(400)
    expect(bare.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    const paths = (bare.body.obj as { fields: { path: string }[] }).fields.map((f) => f.path)
    expect(paths).toEqual(['json.firstName', 'json.lastName', 'json.password'])
    const weak = await world.accept({ token, firstName: 'Ann', lastName: 'Lee', password: 'short' })
    expect(weak.body.code).toBe(ErrorCode.VALIDATION_FAILED)

    const accepted = await world.accept({ token, firstName: 'Ann', lastName: 'Lee', password: TEST_PASSWORD })
    expect(objOf(accepted)).toEqual({
      email,
      enterpriseName: 'Acme Mobile',
      user: { userId: expect.any(String), email, firstName: 'Ann', lastName: 'Lee' },
    })
    // The acceptance signed the person in: its session cookie works, no second sign-in needed.
    const cookie = accepted.headers.get('set-cookie') ?? ''
    const issued = new RegExp(`${TOKEN_COOKIE_NAME}=([^;]+)`).exec(cookie)?.[1] ?? ''
    expect(issued).not.toBe('')
    expect(objOf(await call(world.app, endpoints.enterprise.info, { token: issued }))).toMatchObject({
      enterpriseId: owner.enterpriseId,
    })
    const session = await signIn(world.app, { email, password: TEST_PASSWORD })
    const info = objOf(await call(world.app, endpoints.enterprise.info, { token: session }))
    expect(info).toMatchObject({ enterpriseId: owner.enterpriseId, roleName: 'Viewer', canOperate: true })
    const row = (await world.members(owner.token)).find((m) => m.email === email)
    expect(row).toMatchObject({ status: 'ACTIVE', firstName: 'Ann', roleName: 'Viewer', joinedAt: clock })

    // The link is used up: it says so, and cannot be used again.
    expect(objOf(await world.info(token))).toMatchObject({ state: 'USED' })
    const again = await world.accept({ token, firstName: 'X', lastName: 'Y', password: TEST_PASSWORD })
    expect(again.body).toMatchObject({ success: false, code: ErrorCode.INVITATION_USED })
    const audit = objOf<{ list: { action: string; target: string; after?: string; actor: string }[] }>(
      await call(world.app, endpoints.member.audit, { token: owner.token, body: {} }),
    )
    expect(audit.list.map((e) => e.action)).toEqual(['ACCEPT', 'INVITE'])
    expect(audit.list[0]).toMatchObject({ target: email, after: 'Viewer', actor: 'Ann Lee' })
  })

  it('mails the invitation in the brand the enterprise’s owner signed up through', async () => {
    await putBrand(world.ctx, DEMO_BRAND)
    const owner = await world.owner({ enterpriseName: 'Branded Team' })
    await world.ctx.entities.user.patch({ userId: owner.userId }).set({ brandKey: 'acme' }).go()
    const email = uniqueEmail('branded')
    await world.invited(owner.token, { email, roleId: 'VIEWER' })
    const mail = await mailTo(email, /invited to join Branded Team/)
    expect(mail.text).toContain('as Viewer on Acme Mobile.')
    expect(mail.text).toMatch(/\/invitation\/acme\?token=[\w-]+/)
  })

  it('lets an existing account join signed in as itself, keeping its password and its own enterprise', async () => {
    const owner = await world.owner({ enterpriseName: 'Joiners' })
    const existing = await world.owner({ enterpriseName: 'Their Own' })
    const token = await world.invited(owner.token, { email: existing.email, roleId: 'DEVELOPER' })
    expect(objOf(await world.info(token))).toMatchObject({ existingUser: true, state: 'VALID' })
    // Whoever holds the link, without the account's session, cannot join it (a name and password sent
    // along change nothing), nor can another account signed in.
    const bare = await world.accept({
      token,
      firstName: 'Other',
      lastName: 'Name',
      password: 'Another-Pass-1',
    })
    expect(bare).toMatchObject({ status: 403, body: { code: ErrorCode.INVITATION_SIGN_IN } })
    expect(bare.body.msg).toContain(`sign in as it, then open the link again`)
    const join = (session: string) =>
      call(world.app, endpoints.member.joinInvitation, { token: session, body: { token } })
    const stranger = await world.owner()
    const wrong = await join(stranger.token)
    expect(wrong).toMatchObject({ status: 403, body: { code: ErrorCode.INVITATION_OTHER_ACCOUNT } })
    expect(wrong.body.msg).toContain(`sign in as ${existing.email}`)
    expect((await join('')).status).toBe(401)
    expect(objOf(await world.info(token))).toMatchObject({ state: 'VALID' })

    const session = await signIn(world.app, existing)
    expect(objOf(await join(session))).toMatchObject({ email: existing.email, enterpriseName: 'Joiners' })
    expect(objOf(await call(world.app, endpoints.enterprise.info, { token: session }))).toMatchObject({
      enterpriseId: existing.enterpriseId,
      user: { firstName: 'Test' },
    })
    const list = objOf<{ list: { name: string; roleName: string }[] }>(
      await call(world.app, endpoints.enterprise.list, { token: session }),
    )
    expect(list.list.map((e) => [e.name, e.roleName])).toEqual([
      ['Joiners', 'Developer'],
      ['Their Own', 'Owner'],
    ])
  })

  it('refuses a member, an address already invited, an unknown role and bad input, with reasons', async () => {
    const owner = await world.owner()
    const member = await world.member(owner.enterpriseId, 'VIEWER')
    const asMember = await world.invite(owner.token, { email: member.email, roleId: 'VIEWER' })
    expect(asMember.body).toMatchObject({ success: false, code: ErrorCode.MEMBER_EXISTS })
    expect(asMember.body.msg).toContain('already a member')
    const self = await world.invite(owner.token, { email: owner.email, roleId: 'VIEWER' })
    expect(self.body.code).toBe(ErrorCode.MEMBER_EXISTS)

    const email = uniqueEmail('twice')
    objOf(await world.invite(owner.token, { email, roleId: 'VIEWER' }))
    const twice = await world.invite(owner.token, { email, roleId: 'ADMIN' })
    expect(twice.status).toBe(409)
    expect(twice.body.msg).toContain('already invited; resend the invitation instead')

    const unknownRole = await world.invite(owner.token, { email: uniqueEmail(), roleId: 'NOPE' })
    expect(unknownRole.status).toBe(404)
    for (const body of [{ email: 'not-an-email', roleId: 'VIEWER' }, { email: uniqueEmail() }, {}]) {
      const bad = await call(world.app, endpoints.member.add, { token: owner.token, body })
      expect(bad.status).toBe(400)
      expect(bad.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    }
    expect((await world.invite('', { email: uniqueEmail(), roleId: 'VIEWER' })).status).toBe(401)
  })

  it('holds the plan cap under two invitations at once: exactly one passes', async () => {
    const owner = await world.owner()
    // Demo allows 2 members: the owner and one more.
    await world.onPlan(owner.enterpriseId, 'DEMO')
    const answers = await Promise.all(
      [uniqueEmail('race'), uniqueEmail('race')].map((email) =>
        world.invite(owner.token, { email, roleId: 'VIEWER' }),
      ),
    )
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    const refused = answers.find((a) => !a.body.success)
    expect(refused?.body).toMatchObject({ code: ErrorCode.PLAN_LIMIT })
    expect(refused?.body.msg).toContain('The Demo plan allows 2 members')
    expect((await world.members(owner.token)).filter((m) => m.status === 'INVITED')).toHaveLength(1)
  })
})

describe('the link', () => {
  it('accepted twice at once makes one membership', async () => {
    const owner = await world.owner()
    const email = uniqueEmail('twice')
    const token = await world.invited(owner.token, { email, roleId: 'VIEWER' })
    const person = { token, firstName: 'Dup', lastName: 'Licate', password: TEST_PASSWORD }
    const answers = await Promise.all([world.accept(person), world.accept(person)])
    expect(answers.filter((a) => a.body.success)).toHaveLength(1)
    expect(answers.find((a) => !a.body.success)?.body.code).toBe(ErrorCode.INVITATION_USED)
    const rows = (await world.members(owner.token)).filter((m) => m.email === email)
    expect(rows).toMatchObject([{ status: 'ACTIVE' }])
  })

  it(
    'is replaced by a resend: the old link says so, the new one works',
    async () => {
      const owner = await world.owner()
      const email = uniqueEmail('resend')
      const first = await world.invited(owner.token, { email, roleId: 'VIEWER' })
      const row = (await world.members(owner.token)).find((m) => m.email === email)
      const resent = await call(world.app, endpoints.member.resendInvitation, {
        token: owner.token,
        body: { invitationId: row?.invitationId },
      })
      expect(resent.body).toMatchObject({ success: true, msg: 'Invitation sent again' })
      const mails = await eventually(async () => {
        const all = await mailsTo(email)
        return all.length === 2 ? all : undefined
      })
      const second =
        mails.map((m) => (m.text.match(/token=([\w-]+)/) ?? [])[1]).find((t) => t !== first) ?? ''
      expect(objOf(await world.info(first))).toMatchObject({ state: 'USED' })
      const old = await world.accept({ token: first, firstName: 'A', lastName: 'B', password: TEST_PASSWORD })
      expect(old.body.code).toBe(ErrorCode.INVITATION_USED)
      objOf(await world.accept({ token: second, firstName: 'A', lastName: 'B', password: TEST_PASSWORD }))
      const audit = objOf<{ list: { action: string }[] }>(
        await call(world.app, endpoints.member.audit, { token: owner.token, body: {} }),
      )
      expect(audit.list.map((e) => e.action)).toEqual(['ACCEPT', 'RESEND', 'INVITE'])
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('changes a pending invitation’s role: the same link joins with the new one', async () => {
    const owner = await world.owner()
    const email = uniqueEmail('rerole')
    const token = await world.invited(owner.token, { email, roleId: 'VIEWER' })
    const invitationId = (await world.members(owner.token)).find((m) => m.email === email)?.invitationId
    const change = (by: string, roleId: string) =>
      call(world.app, endpoints.member.changeInvitationRole, { token: by, body: { invitationId, roleId } })
    objOf(await change(owner.token, 'DEVELOPER'))
    expect((await change(owner.token, 'DEVELOPER')).status).toBe(409)
    expect((await change(owner.token, 'NO-SUCH-ROLE')).status).toBe(404)
    // An Admin holds no billing id, so cannot make the invitation an Owner's.
    const admin = await world.member(owner.enterpriseId, 'ADMIN')
    const refused = await change(await signIn(world.app, admin), 'OWNER')
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])

    objOf(await world.accept({ token, firstName: 'Ann', lastName: 'Dev', password: TEST_PASSWORD }))
    const joined = (await world.members(owner.token)).find((m) => m.email === email)
    expect(joined).toMatchObject({ status: 'ACTIVE', roleId: 'DEVELOPER', roleName: 'Developer' })
  })

  it('withdrawn, stops working and frees its seat', async () => {
    const owner = await world.owner()
    await world.onPlan(owner.enterpriseId, 'DEMO')
    const email = uniqueEmail('withdrawn')
    const token = await world.invited(owner.token, { email, roleId: 'VIEWER' })
    const full = await world.invite(owner.token, { email: uniqueEmail(), roleId: 'VIEWER' })
    expect(full.body.code).toBe(ErrorCode.PLAN_LIMIT)
    const row = (await world.members(owner.token)).find((m) => m.email === email)
    const cancel = (invitationId: unknown) =>
      call(world.app, endpoints.member.cancelInvitation, { token: owner.token, body: { invitationId } })
    objOf(await cancel(row?.invitationId))
    expect((await cancel(row?.invitationId)).status).toBe(404)
    expect(objOf(await world.info(token))).toMatchObject({ state: 'USED' })
    const accept = await world.accept({ token, firstName: 'A', lastName: 'B', password: TEST_PASSWORD })
    expect(accept.body.code).toBe(ErrorCode.INVITATION_USED)
    objOf(await world.invite(owner.token, { email: uniqueEmail(), roleId: 'VIEWER' }))
  })

  it('refuses unknown and malformed links with a 400, never a 500', async () => {
    const unknown = await world.info('x'.repeat(43))
    expect(unknown).toMatchObject({ status: 400, body: { code: ErrorCode.CODE_INVALID } })
    expect(unknown.body.msg).toContain('not valid')
    const acceptUnknown = await world.accept({ token: 'y'.repeat(43), firstName: 'A', lastName: 'B' })
    expect(acceptUnknown.status).toBe(400)
    for (const body of [{}, { token: 'short' }, { token: 42 }]) {
      expect((await call(world.app, endpoints.member.invitationInfo, { body })).status).toBe(400)
      expect((await call(world.app, endpoints.member.requestInvitation, { body })).status).toBe(400)
    }
    // Asking for a new invitation answers the same whatever the link.
    const ask = await call(world.app, endpoints.member.requestInvitation, { body: { token: 'z'.repeat(43) } })
    expect(ask.body).toMatchObject({ success: true, obj: null })
  })

  it('expires after 7 days, says so, and lets the person ask the inviter for a new one', async () => {
    const owner = await world.owner({ enterpriseName: 'Slow Co' })
    const email = uniqueEmail('late')
    const token = await world.invited(owner.token, { email, roleId: 'VIEWER' })
    const otherEmail = uniqueEmail('late')
    const other = await world.invited(owner.token, { email: otherEmail, roleId: 'VIEWER' })
    clock += INVITATION_VALID_DAYS * DAY + 60_000
    expect(objOf(await world.info(token))).toMatchObject({ state: 'EXPIRED', email })
    const late = await world.accept({ token, firstName: 'A', lastName: 'B', password: TEST_PASSWORD })
    expect(late.body).toMatchObject({ success: false, code: ErrorCode.INVITATION_EXPIRED })

    const ask = () => call(world.app, endpoints.member.requestInvitation, { body: { token } })
    expect((await ask()).body).toMatchObject({
      success: true,
      msg: expect.stringContaining('new invitation'),
    })
    const asked = await mailTo(owner.email, new RegExp(`${email} asks for a new invitation to Slow Co`))
    expect(asked.text).toContain('/team/member')
    // A second ask within the hour mails nobody; another link's ask still does.
    expect((await ask()).body.success).toBe(true)
    objOf(await call(world.app, endpoints.member.requestInvitation, { body: { token: other } }))
    await mailTo(owner.email, new RegExp(`${otherEmail} asks for a new invitation`))
    const asks = (await mailsTo(owner.email)).filter((m) => m.subject.startsWith(`${email} asks`))
    expect(asks).toHaveLength(1)
  })
})
