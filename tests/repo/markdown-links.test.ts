import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { anchorsOf, brokenLinks, linksOf } from './markdown-links.ts'
import { removeScratches, scratchTree } from './scratch.ts'

afterEach(removeScratches)

const root = path.resolve(import.meta.dirname, '../..')

describe("the Markdown files' relative links", () => {
  it('resolve in the repository, anchors included', () => {
    const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
    expect(markdown).toContain('ARCHITECTURE.md')
    expect(brokenLinks(root, markdown)).toEqual([])
  })

  it('refuse a missing file, a missing heading and a link that leaves the repository', async () => {
    const dir = await scratchTree(
      {
        'repo/README.md': [
          '# Read me',
          'See [the map](docs/MAP.md#request-path), [gone](docs/GONE.md), [anchor](docs/MAP.md#nowhere),',
          '[up](../outside.md), [here](#read-me), [there](#elsewhere), [web](https://example.com/x.md),',
          '[folder](docs/), and `[code](not-a-link.md)`.',
          '',
          '[ref]: docs/MISSING.md',
        ].join('\n'),
        'repo/docs/MAP.md': '# The map\n\n## Request path\n',
        'outside.md': '# Outside\n',
      },
      'md-links-',
    )
    const found = brokenLinks(path.join(dir, 'repo'), ['README.md']).map(
      ({ link, reason }) => `${link}: ${reason}`,
    )
    expect(found).toEqual([
      'docs/GONE.md: no such file',
      'docs/MAP.md#nowhere: no such heading',
      '../outside.md: leads outside the repository',
      '#elsewhere: no such heading',
      'docs/MISSING.md: no such file',
    ])
  })

  it("make GitHub's anchors: lower case, punctuation dropped, repeats numbered", () => {
    const anchors = anchorsOf('# A request, end to end\n## Local and production\n## Local and production\n')
    expect([...anchors]).toEqual(['a-request-end-to-end', 'local-and-production', 'local-and-production-1'])
    expect(linksOf('```\n[x](in-a-fence.md)\n```\n![img](a.png "title")')).toEqual(['a.png'])
  })
})
