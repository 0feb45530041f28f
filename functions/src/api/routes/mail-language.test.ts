import { endpoints } from '@simlessly/shared'
import { LANGUAGE_MODULE } from '@simlessly/shared/language'
import { describe, expect, it } from 'vitest'
import { signUpForm, uniqueEmail } from '../../../test/accounts.ts'
import { call, mailTo } from '../../../test/api.ts'
import { teamWorld } from '../../../test/team.ts'

/**
 * Mails in the recipient's language: the one saved in their behaviour config (`preferences.language`, which
 * the console's language choice writes), the inviter's for an invitation, else English.
 */
const world = teamWorld()

const chooseChinese = (token: string) =>
  call(world.app, endpoints.behavior.save, {
    token,
    body: { moduleName: LANGUAGE_MODULE, moduleConfig: JSON.stringify({ language: 'zh-CN' }) },
  })

describe('a mail', () => {
  it('to a user who reads the console in Chinese is in Chinese (a password reset)', async () => {
    const owner = await world.owner({ enterpriseName: 'Shanghai Labs' })
    expect((await chooseChinese(owner.token)).body.success).toBe(true)
    await call(world.app, endpoints.account.forgotPassword, { body: { email: owner.email } })
    const mail = await mailTo(owner.email, /重置您的密码/)
    expect(mail.text).toContain('请在此设置新密码')
    expect(mail.text).toMatch(/\/sign\/reset\?code=/)
  })

  it('of an invitation is in the inviter’s language, and in English from an English inviter', async () => {
    const chinese = await world.owner({ enterpriseName: 'Shenzhen Mobile' })
    await chooseChinese(chinese.token)
    const invited = uniqueEmail('zh-invited')
    await world.invite(chinese.token, { email: invited, roleId: 'VIEWER' })
    const mail = await mailTo(invited, /您受邀加入 Shenzhen Mobile/)
    expect(mail.text).toContain('邀请您以 Viewer 身份加入 Shenzhen Mobile')

    const english = await world.owner({ enterpriseName: 'Berlin Mobile' })
    const other = uniqueEmail('en-invited')
    await world.invite(english.token, { email: other, roleId: 'VIEWER' })
    expect((await mailTo(other, /invited to join Berlin Mobile/)).text).toContain(
      'Accept the invitation here',
    )
  })
})

describe('a sign-up', () => {
  it('in the Chinese console gets its confirmation mail in Chinese, and keeps Chinese as its choice', async () => {
    const email = uniqueEmail('zh-signup')
    const body = { ...signUpForm(email) }
    await call(world.app, endpoints.account.register, { body, headers: { 'accept-language': 'zh-CN' } })
    const mail = await mailTo(email, /请确认您的邮箱地址/)
    expect(mail.text).toContain('请确认您的邮箱地址以激活账户并开始15 天免费试用')
    const { data } = await world.ctx.entities.userBehavior.query
      .byUser({ userId: await userIdOf(email) })
      .go()
    expect(data.map((row) => [row.moduleName, row.moduleConfig])).toEqual([
      [LANGUAGE_MODULE, JSON.stringify({ language: 'zh-CN' })],
    ])
  })

  it('from an English console stays English, with nothing saved', async () => {
    const email = uniqueEmail('en-signup')
    await call(world.app, endpoints.account.register, {
      body: signUpForm(email),
      headers: { 'accept-language': 'en' },
    })
    expect((await mailTo(email, /Confirm your email address/)).text).toContain('start your 15-day free trial')
    const { data } = await world.ctx.entities.userBehavior.query
      .byUser({ userId: await userIdOf(email) })
      .go()
    expect(data).toEqual([])
  })
})

async function userIdOf(email: string): Promise<string> {
  const { data } = await world.ctx.entities.emailClaim.get({ email }).go()
  return data?.userId ?? ''
}
