/**
 * The command registry (ARCHITECTURE.md "Commands"): every user action is defined once and
 * rendered by the palette, the shortcut binder, buttons/context menus and the `?` sheet.
 */

/** A key as KeyboardEvent.key after normalisation ('j', 'J', 'Enter', 'ArrowDown', '?', '['),
 *  optionally with modifiers: 'mod+k' (Ctrl on Linux/Windows, Cmd on macOS), 'shift+x', 'alt+1'. */
export type KeyChord = string
/** One chord, or a sequence typed one after the other (['g', 'd']). */
export type Shortcut = KeyChord | KeyChord[]

export interface CommandSelection {
  /** What is selected: 'application', 'talent', 'project', 'pool', 'row' ... */
  kind: string | null
  ids: readonly (string | number)[]
}

export interface CommandContext {
  /** Current location pathname + search. */
  route: string
  /** The focused pane ('list', 'detail', ...), or null when none claims focus. */
  pane: string | null
  selection: CommandSelection
  /** The row with keyboard focus in the focused list, if any. */
  focusedRow: unknown
  navigate: (to: string) => void
}

export interface Command {
  /** Unique, dotted: 'nav.dashboard', 'table.next', 'application.reject'. */
  id: string
  /** i18n key of the title shown in the palette and the `?` sheet. */
  titleKey: string
  /** Palette / cheat-sheet group: 'navigation', 'table', 'panes', 'pipeline', 'general' ... */
  group: string
  shortcut?: Shortcut
  /**
   * Where the shortcut works: 'global' (default) anywhere outside fields and dialogs, or a
   * pane id ('list', 'detail') for shortcuts that act on the focused pane only.
   */
  scope?: string
  /**
   * The screen that registers this command while it is mounted ('pipeline', 'projects' ...).
   * Commands of different screens never exist together, so they may share keys.
   */
  page?: string
  /** Extra words the palette matches on besides the translated title. */
  keywords?: string[]
  /** Also fires while typing in a field or inside a dialog (e.g. mod+k, mod+Enter). Default false. */
  allowInFields?: boolean
  /** Hidden from the palette (still bound and shown in `?`), e.g. plain j/k movement. */
  hideInPalette?: boolean
  when?: (ctx: CommandContext) => boolean
  run: (ctx: CommandContext) => void | Promise<void>
}

export function defineCommand(command: Command): Command {
  return command
}

type Listener = () => void

/**
 * The registry is a plain module-level store so that non-React code (routes, loaders) can
 * register too; React reads it through useSyncExternalStore (see use-commands.ts).
 */
class CommandRegistry {
  private readonly sources = new Map<symbol, readonly Command[]>()
  private snapshot: readonly Command[] = []
  private fieldSnapshot: readonly Command[] = []
  private readonly listeners = new Set<Listener>()

  /** Adds commands; returns the function that removes exactly these again. */
  register(commands: readonly Command[]): () => void {
    const key = Symbol('commands')
    this.sources.set(key, commands)
    this.rebuild()
    return () => {
      this.sources.delete(key)
      this.rebuild()
    }
  }

  all(): readonly Command[] {
    return this.snapshot
  }

  /** The commands that stay bound while typing in a field or inside a dialog (allowInFields). */
  inFields(): readonly Command[] {
    return this.fieldSnapshot
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private rebuild() {
    const byId = new Map<string, Command>()
    // Later registrations win: a page may refine a global command with the same id.
    for (const list of this.sources.values()) for (const c of list) byId.set(c.id, c)
    this.snapshot = [...byId.values()]
    this.fieldSnapshot = this.snapshot.filter((c) => c.allowInFields)
    for (const l of this.listeners) l()
  }
}

export const commandRegistry = new CommandRegistry()

/** Commands whose `when` holds in `ctx`. */
export function availableCommands(commands: readonly Command[], ctx: CommandContext): Command[] {
  return commands.filter((c) => !c.when || c.when(ctx))
}

/** Normalises a shortcut to a list of chords. */
export function chordsOf(shortcut: Shortcut | undefined): KeyChord[] {
  if (!shortcut) return []
  return Array.isArray(shortcut) ? shortcut : [shortcut]
}
