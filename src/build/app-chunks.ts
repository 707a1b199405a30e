import type { Plugin } from 'vite'

/** Static import closure of `roots` over the application's own sources (node_modules not followed). */
function sourceClosure(
  roots: string[],
  info: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null,
) {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id) || id.includes('/node_modules/')) continue
    seen.add(id)
    const module = info(id)
    // Rolldown's importedIds lists dynamic imports too.
    const lazy = new Set(module?.dynamicallyImportedIds ?? [])
    stack.push(...(module?.importedIds ?? []).filter((dep) => !lazy.has(dep)))
  }
  return seen
}

/**
 * Fewer, larger chunks for a route's first paint (README "Decisions"). Rolldown splits a module
 * out of its route's chunk as soon as a lazy part (a pane, a dialog, the palette) imports it
 * too, which spread a list screen's first paint over ~80 files whose import lines, preload
 * lists and separate gzip dictionaries cost ~20 KB gzip. A lazy part only loads after the
 * frame and its route, so:
 * - `frame`: what the entry and the signed-in layout import statically, with the libraries
 *   they use (Radix Themes' base components), is one chunk: every page loads it anyway
 *   (the sign-in page shares most of it: i18n, session, buttons).
 * - `<name>-screen`: for a feature listed in `features`, its own modules that its screen's
 *   route imports statically are one chunk (the screen's lazy parts and its sibling screens
 *   import them from there); their imports stay where they are, so a piece other screens
 *   share is not pulled into it.
 * Modules that only lazy parts import keep rolldown's own splitting: they stay lazy.
 */
export function appChunks(paths: {
  entry: string
  layout: string
  router: string
  /** Feature folder (src/client/features/<name>) → the route modules whose first paint it serves. */
  features: Record<string, string[]>
}) {
  const frame = new Set<string>()
  const featureModules = new Map<string, string>()
  const plugin: Plugin = {
    name: 'app-chunks',
    apply: 'build',
    buildEnd(error) {
      frame.clear()
      featureModules.clear()
      if (error) return
      const ids = [...this.getModuleIds()]
      const find = (suffix: string) => {
        const id = ids.find((candidate) => candidate.endsWith(suffix))
        if (!id) this.error(`app-chunks: ${suffix} is not in the module graph`)
        return id as string
      }
      const info = (id: string) => this.getModuleInfo(id)
      const [entry, layout, router] = [find(paths.entry), find(paths.layout), find(paths.router)]
      // The entry and the lazy roots stay chunks of their own: the HTML and the router load them.
      const roots = new Set([entry, ...(info(router)?.dynamicallyImportedIds ?? [])])
      for (const id of sourceClosure([entry, layout], info)) if (!roots.has(id)) frame.add(id)
      for (const [feature, routeRoots] of Object.entries(paths.features)) {
        const folder = `/src/client/features/${feature}/`
        for (const id of sourceClosure(routeRoots.map(find), info))
          if (!roots.has(id) && !frame.has(id) && id.includes(folder)) featureModules.set(id, feature)
      }
    },
  }
  const groups = [
    { name: 'frame', test: (id: string) => frame.has(id), priority: 2 },
    {
      name: (id: string) => {
        const feature = featureModules.get(id)
        return feature ? `${feature}-screen` : null
      },
      debugName: 'feature',
      priority: 1,
      includeDependenciesRecursively: false,
    },
  ]
  return { plugin, groups }
}
