import { createDeflateRaw, deflateRawSync } from 'node:zlib'

/** A zip with one entry `name` holding already deflated `data` that inflates to `size` bytes. */
export function zipOf(name: string, data: Uint8Array, size: number, method = 8): Uint8Array {
  const nameBytes = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(method, 8)
  local.writeUInt32LE(data.length, 18)
  local.writeUInt32LE(size >>> 0, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(method, 10)
  central.writeUInt32LE(data.length, 20)
  central.writeUInt32LE(size >>> 0, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  central.writeUInt32LE(0, 42)
  const centralAt = local.length + nameBytes.length + data.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + nameBytes.length, 12)
  end.writeUInt32LE(centralAt, 16)
  return new Uint8Array(Buffer.concat([local, nameBytes, data, central, nameBytes, end]))
}

/** A minimal DOCX: a zip whose word/document.xml holds the paragraphs (deflated). */
export function docx(paragraphs: string[]): Uint8Array {
  const xml = Buffer.from(
    `<?xml version="1.0"?><w:document><w:body>${paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')}</w:body></w:document>`,
  )
  return zipOf('word/document.xml', deflateRawSync(xml), xml.length)
}

/**
 * A DOCX whose word/document.xml inflates to `inflatedBytes` (spaces: ~1 MiB per GiB), built
 * by streaming the deflater so the test itself never holds the inflated text.
 */
export async function inflatingDocx(inflatedBytes: number): Promise<Uint8Array> {
  const unit = Buffer.alloc(1024 * 1024, ' ')
  const deflater = createDeflateRaw({ level: 9 })
  const parts: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => parts.push(chunk))
  const done = new Promise((resolve) => deflater.on('end', resolve))
  for (let written = 0; written < inflatedBytes; written += unit.length) {
    if (!deflater.write(unit.subarray(0, Math.min(unit.length, inflatedBytes - written))))
      await new Promise((resolve) => deflater.once('drain', resolve))
  }
  deflater.end()
  await done
  return zipOf('word/document.xml', Buffer.concat(parts), inflatedBytes)
}
