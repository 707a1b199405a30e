import type { Plugin } from 'vite'

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], { handler: unknown }>['handler']>>[1]

/**
 * Vite lists, at every dynamic import, every chunk the imported chunk needs (its preload
 * list), also the ones the importing chunk statically imports itself: those have run before
 * the import can happen, so listing them only adds bytes to each chunk. This drops them.
 */
export function preloadListsWithoutLoadedChunks() {
  let bundle: Bundle | undefined
  const closures = new Map<string, Set<string>>()
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file)
    if (known) return known
    const seen = new Set<string>()
    const stack = [file]
    while (stack.length > 0) {
      const name = stack.pop() as string
      if (seen.has(name)) continue
      seen.add(name)
      const chunk = bundle?.[name]
      if (chunk?.type === 'chunk') stack.push(...chunk.imports)
    }
    closures.set(file, seen)
    return seen
  }
  const plugin: Plugin = {
    name: 'preload-lists-without-loaded-chunks',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
        closures.clear()
      },
    },
  }
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string }) => {
    if (!bundle) throw new Error('preload lists resolved before the bundle was generated')
    const loaded = staticClosure(context.hostId)
    return deps.filter((dep) => !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}
