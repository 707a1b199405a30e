import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { AppProviders } from '../../../src/client/app/providers'
import { createQueryClient } from '../../../src/client/app/query-client'

// Tells React it runs under a test harness that wraps updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const NoFallback = () => null

/** Renders routes inside the app's real providers, on an in-memory history. */
export async function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  prepare: (queryClient: ReturnType<typeof createQueryClient>) => void = () => {},
) {
  const router = createMemoryRouter([{ HydrateFallback: NoFallback, children: routes }], {
    initialEntries: [initialPath],
  })
  const queryClient = createQueryClient()
  prepare(queryClient)
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    )
  })
  const unmount = () => {
    act(() => root.unmount())
    container.remove()
    queryClient.clear()
  }
  return { container, router, queryClient, unmount }
}

/** Polls (inside act) until the assertion stops throwing; 5 s leaves room for a busy 2-core machine. */
export async function waitFor(assertion: () => void, timeoutMs = 5000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      assertion()
      return
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  }
}

/** Types into a React-controlled input the way a user would. */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    ;(element as HTMLElement).click()
  })
}

export function byLabel(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find((l) => l.textContent === label)
  const input = labelElement && container.querySelector<HTMLInputElement>(`#${labelElement.htmlFor}`)
  if (!input) throw new Error(`no field labelled "${label}"`)
  return input
}

export function alerts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[role="alert"]')].map((el) => el.textContent ?? '')
}
