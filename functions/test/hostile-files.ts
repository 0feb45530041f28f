import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * Workbooks built part by part for tests and benches, including hostile ones: a part may be declared as a
 * piece of XML repeated many times, which is compressed once and repeated in the deflate stream (each copy
 * ends on a full flush, so no copy refers to another). A gigabyte of sheet XML costs a few megabytes to
 * build and to hold, and the ZIP is well-formed (true sizes and CRC-32), as Excel would write it.
 */
export type Part = {
  name: string
  /** The part's XML, in order: plain strings, or a string repeated `times` times. */
  pieces: (string | { repeat: string; times: number })[]
}

const encoder = new TextEncoder()
const END_OF_DEFLATE = deflateRawSync(Buffer.alloc(0))

function compressPart(part: Part) {
  const chunks: Buffer[] = []
  let crc = 0
  let size = 0
  for (const piece of part.pieces) {
    const bytes = Buffer.from(encoder.encode(typeof piece === 'string' ? piece : piece.repeat))
    const times = typeof piece === 'string' ? 1 : piece.times
    const deflated = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH })
    for (let i = 0; i < times; i++) {
      crc = crc32(bytes, crc)
      chunks.push(deflated)
    }
    size += bytes.length * times
  }
  chunks.push(END_OF_DEFLATE)
  return { name: Buffer.from(part.name), data: Buffer.concat(chunks), crc, size }
}

/** A ZIP (deflate, no ZIP64: parts up to 4 GB) of the parts. */
export function zipOf(parts: Part[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const { name, data, crc, size } = compressPart(part)
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at) // version needed
      header.writeUInt16LE(0x0800, at + 2) // UTF-8 names
      header.writeUInt16LE(8, at + 4) // deflate
      header.writeUInt32LE(crc >>> 0, at + 10)
      header.writeUInt32LE(data.length, at + 14)
      header.writeUInt32LE(size, at + 18)
      header.writeUInt16LE(name.length, at + 22)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    common(local, 4)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    common(central, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    centrals.push(central, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** An XLSX workbook of one sheet, `sheetData` being the XML inside `<sheetData>`. */
export function workbook(sheetData: Part['pieces'], sharedStrings?: Part['pieces']): Uint8Array {
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml'
  const parts: Part[] = [
    {
      name: '[Content_Types].xml',
      pieces: [
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>',
        '<Default Extension="xml" ContentType="application/xml"/>',
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>`,
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${ct}.worksheet+xml"/>`,
        sharedStrings
          ? `<Override PartName="/xl/sharedStrings.xml" ContentType="${ct}.sharedStrings+xml"/>`
          : '',
        '</Types>',
      ],
    },
    {
      name: '_rels/.rels',
      pieces: [
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Target="xl/workbook.xml" `,
        `Type="${REL}/officeDocument"/></Relationships>`,
      ],
    },
    {
      name: 'xl/workbook.xml',
      pieces: [
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>`,
        '<sheet name="SIMs" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      pieces: [
        `<Relationships xmlns="${PKG_REL}">`,
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`,
        sharedStrings
          ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`
          : '',
        '</Relationships>',
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      pieces: [`<worksheet xmlns="${MAIN}"><sheetData>`, ...sheetData, '</sheetData></worksheet>'],
    },
  ]
  if (sharedStrings) {
    parts.push({
      name: 'xl/sharedStrings.xml',
      pieces: [`<sst xmlns="${MAIN}">`, ...sharedStrings, '</sst>'],
    })
  }
  return zipOf(parts)
}

/** A row of inline-string cells from column A; a repeated row leaves out its number (which is optional). */
export function inlineRow(values: string[], row?: number): string {
  const cells = values.map((v, i) => {
    const reference = row ? ` r="${String.fromCharCode(65 + i)}${row}"` : ''
    return `<c${reference} t="inlineStr"><is><t>${v}</t></is></c>`
  })
  return `<row${row ? ` r="${row}"` : ''}>${cells.join('')}</row>`
}

/** Bytes an XLSX's parts unpack to, by the sizes its central directory declares. */
export function declaredSize(zip: Uint8Array): number {
  const view = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)
  const end = view.length - 22
  let at = view.readUInt32LE(end + 16)
  let total = 0
  for (let i = 0; i < view.readUInt16LE(end + 10); i++) {
    total += view.readUInt32LE(at + 24)
    at += 46 + view.readUInt16LE(at + 28) + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32)
  }
  return total
}
