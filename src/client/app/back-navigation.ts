import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { defineCommand } from '../commands/registry'
import { useRegisterCommands } from '../commands/use-register-commands'

/**
 * §2 back navigation: "returns to the remembered previous talent, project, pool or
 * application screen, otherwise to the relevant search, dashboard or project status page".
 * The default layout remembers every entity screen the user visits (per tab, in session
 * storage); `backTarget` picks the previous screen of the current screen's kind.
 */
export type ScreenKind = 'talent' | 'project' | 'pool' | 'application'

export interface Screen {
  kind: ScreenKind
  /** The entity: talent, project, pool or application id. */
  id: string
  /** The project an application was opened in (pipeline paths), if known. */
  projectId?: string
}

interface Visit {
  id: string
  path: string
  projectId?: string
}

type Memory = Partial<Record<ScreenKind, Visit[]>>

const STORAGE_KEY = 'msp.v2.backNavigation'
/** Screens kept per kind: the current one and a few before it. */
const KEPT = 5

const FALLBACKS: Record<Exclude<ScreenKind, 'application'>, string> = {
  talent: '/search/talents',
  project: '/dashboard',
  pool: '/pools',
}

const PATTERNS: [RegExp, (m: RegExpMatchArray) => Screen][] = [
  [/^\/talent\/([^/]+)\/?$/, (m) => ({ kind: 'talent', id: m[1] })],
  [/^\/pool\/([^/]+)(?:\/(?:projects|talents))?\/?$/, (m) => ({ kind: 'pool', id: m[1] })],
  [/^\/application\/([^/]+)\/?$/, (m) => ({ kind: 'application', id: m[1] })],
  // /project/:id/:status/application/:appId and .../labels/:labelId/application/:appId
  [
    /^\/project\/([^/]+)\/[^/]+(?:\/labels\/[^/]+)?\/application\/([^/]+)\/?$/,
    (m) => ({ kind: 'application', id: m[2], projectId: m[1] }),
  ],
  [/^\/project\/(?!create(?:\/|$))([^/]+)(?:\/.*)?$/, (m) => ({ kind: 'project', id: m[1] })],
]

/** The entity screen a path shows, or null for other pages (dashboard, settings, searches ...). */
export function screenOf(pathname: string): Screen | null {
  for (const [pattern, screen] of PATTERNS) {
    const match = pathname.match(pattern)
    if (match) return screen(match)
  }
  return null
}

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
}

function read(store = storage()): Memory {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Memory) : {}
  } catch {
    return {}
  }
}

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0]

/** Records a visit of `path` (pathname + search) if it is an entity screen. */
export function rememberScreen(path: string, store = storage()): void {
  const screen = screenOf(pathnameOf(path))
  if (!screen || !store) return
  const memory = read(store)
  const earlier = memory[screen.kind] ?? []
  // Another path of the same entity (another pipeline stage of a project) replaces its visit.
  const projectId = screen.projectId ?? earlier.find((v) => v.id === screen.id)?.projectId
  const visit: Visit = projectId ? { id: screen.id, path, projectId } : { id: screen.id, path }
  memory[screen.kind] = [visit, ...earlier.filter((v) => v.id !== screen.id)].slice(0, KEPT)
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(memory))
  } catch {
    // Storage full or denied: back navigation falls back to the default pages.
  }
}

/**
 * Where "back" leads from `currentPath`: the remembered previous screen of the same kind
 * showing another entity, else the kind's page (talent: talent search, project: dashboard,
 * pool: pool list, application: its project's status page when known, else the dashboard).
 */
export function backTarget(currentPath: string, store = storage()): string {
  const screen = screenOf(pathnameOf(currentPath))
  if (!screen) return '/dashboard'
  const visits = read(store)[screen.kind] ?? []
  const previous = visits.find((v) => v.id !== screen.id)
  if (previous) return previous.path
  if (screen.kind !== 'application') return FALLBACKS[screen.kind]
  const projectId = screen.projectId ?? visits.find((v) => v.id === screen.id)?.projectId
  return projectId ? `/project/${projectId}/active` : '/dashboard'
}

/** `g b` and the palette's "Go back": on a talent, project, pool or application screen. */
export const navBackCommand = defineCommand({
  id: 'nav.back',
  titleKey: 'msp.v2.command.nav.back',
  group: 'navigation',
  shortcut: ['g', 'b'],
  keywords: ['back', 'previous', 'return'],
  when: (ctx) => screenOf(pathnameOf(ctx.route)) !== null,
  run: (ctx) => ctx.navigate(backTarget(ctx.route)),
})

const BACK_COMMANDS = [navBackCommand]

/**
 * Mounted once in the default layout: remembers each entity screen as the user navigates
 * and registers the back command.
 */
export function useBackNavigation(): void {
  const { pathname, search } = useLocation()
  useEffect(() => {
    rememberScreen(`${pathname}${search}`)
  }, [pathname, search])
  useRegisterCommands(BACK_COMMANDS)
}
