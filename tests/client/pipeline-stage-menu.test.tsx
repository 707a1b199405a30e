import { afterEach, describe, expect, it } from 'vitest'
import { PipelineHeader } from '../../src/client/features/pipeline/components/pipeline-header'
import { StageMenu } from '../../src/client/ui/stage-menu/stage-menu'
import type { PipelineProject } from '../../src/shared/contracts/pipeline'
import { stagesResponse } from './pipeline-fixtures'
import { renderRoutes } from './support/render-app'

const response = stagesResponse()

async function renderMenu(path: string, labelId?: number) {
  return renderRoutes(
    [
      {
        path: '/project/:id/:status/*',
        Component: () => <StageMenu response={response} stage="active" labelId={labelId} />,
      },
    ],
    path,
  )
}

async function renderHeader(project: Partial<PipelineProject>) {
  const { project: full } = stagesResponse(project)
  return renderRoutes([{ path: '/', Component: () => <PipelineHeader project={full} /> }], '/')
}

/** Each entry of the menu: its name, its count and where it leads (null when it is no link). */
function entries(container: HTMLElement) {
  return [...container.querySelectorAll('.pipeline-stage-link')].map((el) => ({
    name: el.querySelector('.pipeline-stage-name')?.textContent,
    count: el.querySelector('data')?.textContent,
    href: el.getAttribute('href'),
    current: el.getAttribute('aria-current'),
  }))
}

let cleanup = () => {}
afterEach(() => cleanup())

describe('pipeline stage menu', () => {
  it('adds a fallback entry, marked current, when the current sub-stage is not among the stages (§4)', async () => {
    const view = await renderMenu('/project/7/active/labels/999', 999)
    cleanup = view.unmount
    const current = entries(view.container).filter((e) => e.current === 'page')
    expect(current).toEqual([
      {
        name: 'Active: a sub-stage no longer in this project',
        count: undefined,
        href: null,
        current: 'page',
      },
    ])
    // The regular entries stay as they are, none of them current.
    expect(entries(view.container)).toHaveLength(12)
  })

  it('has no fallback entry when the current sub-stage is in the list', async () => {
    const view = await renderMenu('/project/7/active/labels/101', 101)
    cleanup = view.unmount
    expect(view.container.querySelector('.pipeline-stage-fallback')).toBeNull()
    expect(
      entries(view.container)
        .filter((e) => e.current === 'page')
        .map((e) => e.name),
    ).toEqual(['Phone screen'])
  })

  it('lists the three groups with every stage, its sub-stage labels and their counts', async () => {
    const view = await renderMenu('/project/7/active')
    cleanup = view.unmount
    const groups = [...view.container.querySelectorAll('nav section h2')].map((h) => h.textContent)
    expect(groups).toEqual(['Sourcing', 'Internal', 'Client'])
    expect(entries(view.container)).toEqual([
      { name: 'Data harbour', count: '40', href: '/project/7/dataHarbour', current: null },
      { name: 'Suggested', count: '25', href: '/project/7/suggested', current: null },
      { name: 'Invited', count: '9', href: '/project/7/invited', current: null },
      { name: 'Active', count: '1,234', href: '/project/7/active', current: 'page' },
      { name: 'Phone screen', count: '14', href: '/project/7/active/labels/101', current: null },
      { name: 'Technical interview', count: '16', href: '/project/7/active/labels/102', current: null },
      { name: 'Rejected or withdrawn', count: '26', href: '/project/7/rejectedOrWithdrawn', current: null },
      { name: 'Not a fit', count: '9', href: '/project/7/rejectedOrWithdrawn/labels/103', current: null },
      { name: 'Sent to VMS', count: '11', href: '/project/7/send2vms', current: null },
      { name: 'Hired', count: '3', href: '/project/7/hired', current: null },
      { name: 'Rejected by client', count: '7', href: '/project/7/rejectedVms', current: null },
    ])
    // The digit that jumps to each stage is shown beside it; the sourcing stages have none
    // (their working lists are screens of their own: a digit there would do nothing).
    const digits = [...view.container.querySelectorAll('.pipeline-stage-digit')].map((d) => d.textContent)
    expect(digits).toEqual(['', '', '', '1', '2', '3', '4', '5'])
  })

  it('marks the label being viewed rather than its stage', async () => {
    const view = await renderMenu('/project/7/active/labels/102', 102)
    cleanup = view.unmount
    const current = entries(view.container).filter((e) => e.current === 'page')
    expect(current.map((e) => e.name)).toEqual(['Technical interview'])
  })
})

describe('pipeline header', () => {
  it('shows the count sent to the client against maxSubmissions', async () => {
    const view = await renderHeader({ sentToClientCount: 3, maxSubmissions: 10 })
    cleanup = view.unmount
    expect(view.container.querySelector('h1')?.textContent).toBe('Senior SAP Consultant')
    expect(view.container.textContent).toContain('Sent to client: 3 / 10')
    expect(view.container.textContent).toContain('Open')
  })

  it('shows ∞ when maxSubmissions is -1 (unlimited)', async () => {
    const view = await renderHeader({ sentToClientCount: 1200, maxSubmissions: -1, chip: 'paused' })
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Sent to client: 1,200 / ∞')
    expect(view.container.textContent).toContain('Paused')
  })

  it('offers the project menu only when a status change or delete is allowed', async () => {
    const withActions = await renderHeader({})
    expect(withActions.container.querySelector('button')?.textContent).toContain('Project')
    withActions.unmount()
    const view = await renderHeader({ allowedStatusTargets: [], canDelete: false })
    cleanup = view.unmount
    expect(view.container.querySelector('button')).toBeNull()
  })
})
