import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
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
  /** Deletes the key's file; a missing one is fine. */
  remove(key: string): Promise<void>
  /** Every stored key with its file's last change, for the sweep of files without a row. */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/

function pathOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === ''))
    throw new Error(`invalid storage key ${JSON.stringify(key)}`)
  return join(root, key)
}

async function* walk(root: string, dir: string): AsyncGenerator<{ key: string; modifiedAt: Date }> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(root, path)
    else if (entry.isFile() && !entry.name.startsWith('.')) {
      const info = await stat(path).catch(() => null)
      if (info) yield { key: relative(root, path).split(sep).join('/'), modifiedAt: info.mtime }
    }
  }
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
    async remove(key) {
      await rm(pathOf(root, key), { force: true })
    },
    list: () => walk(root, root),
  }
}
