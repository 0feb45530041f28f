import { SaxesParser, type SaxesTagPlain } from 'saxes'
import type { ReadLimits } from './read-limits.ts'
import { refuse } from './read-limits.ts'

/** What a part's reader does with the elements and text of one XML part (names without their prefix). */
export type XmlHandlers = {
  open(name: string, attributes: Record<string, string>): void
  close(name: string): void
  text(text: string): void
}

export type XmlFeed = { write(bytes: Uint8Array): void; end(): void }

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * A SAX parse of one part of a workbook, fed the part's bytes as they inflate. Nothing is kept but what
 * the handlers keep; what a spreadsheet never writes is refused: a DOCTYPE (entity expansion), nesting
 * deeper than `maxXmlDepth`, and more than `maxXmlTokenChars` of XML without a tag (one huge text,
 * attribute or comment, which the parser would otherwise hold whole).
 */
export function xmlFeed(handlers: XmlHandlers, limits: ReadLimits): XmlFeed {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true })
  const decoder = new TextDecoder()
  let depth = 0
  let lastEvent = 0
  const seen = () => {
    lastEvent = parser.position
  }
  parser.on('doctype', () => {
    throw refuse('The XLSX file is refused: a part declares a DOCTYPE, which no spreadsheet writes')
  })
  parser.on('error', () => {
    throw refuse('The XLSX file could not be read: a part is not well-formed XML; save it again or use CSV')
  })
  parser.on('opentag', (tag: SaxesTagPlain) => {
    seen()
    if (++depth > limits.maxXmlDepth) {
      throw refuse(`The XLSX file is refused: its XML nests deeper than ${limits.maxXmlDepth} levels`)
    }
    handlers.open(localName(tag.name), tag.attributes)
  })
  parser.on('closetag', (tag: SaxesTagPlain) => {
    seen()
    depth--
    handlers.close(localName(tag.name))
  })
  parser.on('text', (text) => {
    seen()
    handlers.text(text)
  })
  parser.on('cdata', (text) => {
    seen()
    handlers.text(text)
  })
  const guard = () => {
    if (parser.position - lastEvent > limits.maxXmlTokenChars) {
      throw refuse(
        `The XLSX file is refused: it holds more than ${limits.maxXmlTokenChars} characters of XML ` +
          'without a tag (a cell or text of absurd length)',
      )
    }
  }
  return {
    write(bytes) {
      parser.write(decoder.decode(bytes, { stream: true }))
      guard()
    },
    end() {
      parser.write(decoder.decode())
      parser.close()
    },
  }
}

/** Feeds an inflating part to a parser, chunk by chunk. */
export async function parsePart(chunks: AsyncIterable<Uint8Array>, feed: XmlFeed): Promise<void> {
  for await (const chunk of chunks) feed.write(chunk)
  feed.end()
}
