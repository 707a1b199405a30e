import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * Query parameters that only change what the page shows of data it already has: the
 * selection (§2 `selectedItems`) and the open tab. Changing them must not run loaders again.
 */
export const VIEW_STATE_PARAMS: readonly string[] = ['selectedItems', 'tab']

/** The query without the view-state parameters, in a stable order. */
function dataQuery(url: URL): string {
  const params = [...url.searchParams].filter(([name]) => !VIEW_STATE_PARAMS.includes(name))
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(params).toString()
}

/**
 * `shouldRevalidate` for routes with loaders (every list route uses it): a navigation that
 * only changes `selectedItems` or `tab` keeps the loaded data; any other change (path,
 * filters, `page`, a form submission, an explicit revalidation) follows React Router's
 * default.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
  const onlyViewState =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    dataQuery(currentUrl) === dataQuery(nextUrl)
  return onlyViewState ? false : defaultShouldRevalidate
}
