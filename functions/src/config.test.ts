import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('runs locally on 127.0.0.1:3000 with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ mode: 'local', host: '127.0.0.1', port: 3000, logLevel: 'INFO' })
    expect(config.dataDir).toMatch(/\.data$/)
    expect(config.smtpUrl).toBeUndefined()
  })

  it('treats an empty URL setting as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DYNAMODB_ENDPOINT: ' ' }).endpoints.dynamodb).toBeUndefined()
  })

  it('names every invalid setting in one error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', MODE: 'cloud', SMTP_URL: 'not a url' })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT[\s\S]*MODE|MODE[\s\S]*PORT/)
    expect(attempt).toThrow(/SMTP_URL/)
  })
})
