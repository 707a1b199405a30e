import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { isSeedStorageKey, seedPdf } from '../../seed/seed-files'

/**
 * File bytes behind `resources.storageKey` (ARCHITECTURE.md "Files"): one file per key
 * under DATA_DIR/files. The demo data's `seed/<uuid>` keys have no bytes; for them a small
 * PDF is generated on demand from the resource name, so attachment links open something.
 */
export interface FileStorage {
  /** The stored bytes, or null when the key has none. */
  read(key: string, nameForSeed?: string): Promise<Uint8Array | null>
  write(key: string, bytes: Uint8Array): Promise<void>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === ''))
    throw new Error(`invalid storage key ${JSON.stringify(key)}`)
  return join(root, key)
}

export function fileStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'files')
  return {
    async read(key, nameForSeed) {
      try {
        return new Uint8Array(await readFile(pathOf(root, key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      return isSeedStorageKey(key) ? seedPdf(nameForSeed ?? key) : null
    },
    async write(key, bytes) {
      const path = pathOf(root, key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
    },
  }
}
