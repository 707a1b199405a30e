import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { FRAME_AREAS, SCREEN_AREAS } from '../../src/client/i18n/frame-areas'
import type { BenchRow } from './report'

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>

const ENGLISH = 'src/client/i18n/locales/en/'
const LAYOUT = 'src/client/app/layouts/default-layout.tsx'

/** A route: its lazy modules (router.tsx) and which English areas it awaits before rendering. */
interface RouteSpec {
  name: string
  modules: string[]
  /** 'all', or the areas besides the frame's it awaits. */
  areas: 'none' | 'frame' | 'all' | readonly string[]
}

const ROUTES: RouteSpec[] = [
  {
    name: 'sign-in',
    modules: [
      'src/client/features/auth/sign-in-loader.ts',
      'src/client/features/auth/components/sign-in-page.tsx',
    ],
    areas: 'none',
  },
  {
    name: 'dashboard',
    modules: [
      LAYOUT,
      'src/client/features/dashboard/dashboard-loader.ts',
      'src/client/features/dashboard/components/dashboard-page.tsx',
    ],
    areas: 'frame',
  },
  {
    name: 'project list',
    modules: [LAYOUT, 'src/client/features/projects/components/project-search-page.tsx'],
    areas: SCREEN_AREAS.projects,
  },
  {
    name: 'pipeline',
    modules: [
      LAYOUT,
      'src/client/features/pipeline/pipeline-loader.ts',
      'src/client/features/pipeline/components/pipeline-page.tsx',
    ],
    areas: SCREEN_AREAS.pipeline,
  },
  {
    name: 'sourcing (invited, data harbour, suggested)',
    modules: [
      LAYOUT,
      'src/client/features/sourcing/sourcing-loader.ts',
      'src/client/features/sourcing/components/sourcing-page.tsx',
    ],
    areas: SCREEN_AREAS.sourcing,
  },
  {
    name: 'talent search',
    modules: [LAYOUT, 'src/client/app/screens/talent-search-screen.tsx'],
    areas: SCREEN_AREAS.talents,
  },
]

/**
 * Initial route JS (ARCHITECTURE.md: <= 200 KB gzip) from the build's manifest: the entry,
 * the route's lazy modules, everything they import statically, and the English string chunks
 * the route awaits. What loads on idle or on demand (palette, dialogs, other routes) is not
 * part of it. Deterministic, unlike counting requests in a browser, where idle preloads race
 * the first paint.
 */
export function measureRouteJs(dist: string): BenchRow[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  const englishAreas = Object.keys(manifest).filter((key) => key.startsWith(ENGLISH))
  const frame = new Set(FRAME_AREAS.map((area) => `${ENGLISH}${area}.json`))
  return ROUTES.map((route) => {
    for (const key of route.modules)
      if (!manifest[key]) throw new Error(`${key} is not in the build manifest`)
    const awaited = typeof route.areas === 'string' ? [] : route.areas
    const strings =
      route.areas === 'all'
        ? englishAreas
        : route.areas === 'none'
          ? []
          : englishAreas.filter((k) => frame.has(k) || awaited.some((area) => k === `${ENGLISH}${area}.json`))
    const files = new Set<string>()
    const seen = new Set<string>()
    const stack = [...entries, ...route.modules, ...strings]
    while (stack.length > 0) {
      const key = stack.pop() as string
      if (seen.has(key)) continue
      seen.add(key)
      files.add(manifest[key].file)
      stack.push(...(manifest[key].imports ?? []))
    }
    let kb = 0
    for (const file of files) kb += gzipKb(file)
    return {
      metric: `Initial route JS, ${route.name} (${files.size} files, gzip)`,
      value: kb,
      unit: 'KB',
      budget: 200,
    }
  })
}
