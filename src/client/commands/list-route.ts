import { type CommandContext, defineCommand } from './registry'

/*
 * Commands of list screens (/search/projects, /search/talents) change the search through the
 * query string, so back/forward and links keep working.
 */

/** The query string of the route the command runs on. */
export function routeParams(ctx: CommandContext): URLSearchParams {
  return new URL(ctx.route, 'http://local').searchParams
}

/** Navigates to `path` with the current query string changed by `apply`. */
export function navigateWithParams(
  ctx: CommandContext,
  path: string,
  apply: (params: URLSearchParams) => void,
): void {
  const params = routeParams(ctx)
  apply(params)
  const query = params.toString()
  ctx.navigate(query ? `${path}?${query}` : path)
}

/** `>` / `<`: the next and previous page of a list screen (`page` absent means 1). */
export function pagingCommands(list: {
  /** Prefix of the ids ('projects' -> 'projects.page.next') and of the title keys. */
  idPrefix: string
  titleKeyPrefix: string
  group: string
  page: string
  path: string
  currentPage: (ctx: CommandContext) => number
  hasNextPage: (ctx: CommandContext) => boolean
}) {
  const { idPrefix, titleKeyPrefix, group, page, path, currentPage } = list
  return [
    defineCommand({
      id: `${idPrefix}.page.next`,
      titleKey: `${titleKeyPrefix}.page.next`,
      group,
      page,
      shortcut: '>',
      when: list.hasNextPage,
      run: (ctx) => navigateWithParams(ctx, path, (p) => p.set('page', String(currentPage(ctx) + 1))),
    }),
    defineCommand({
      id: `${idPrefix}.page.previous`,
      titleKey: `${titleKeyPrefix}.page.previous`,
      group,
      page,
      shortcut: '<',
      when: (ctx) => currentPage(ctx) > 1,
      run: (ctx) =>
        navigateWithParams(ctx, path, (p) => {
          const previous = currentPage(ctx) - 1
          if (previous <= 1) p.delete('page')
          else p.set('page', String(previous))
        }),
    }),
  ]
}
