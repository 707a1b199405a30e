import { act } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, describe, expect, it } from 'vitest'
import { applicationColumns } from '../../src/client/features/pipeline/components/application-columns'
import { i18n, setUiLanguage } from '../../src/client/i18n/i18n'
import { DataTable } from '../../src/client/ui/data-table/data-table'
import type { ApplicationRow } from '../../src/shared/contracts/pipeline'
import { applicationRow } from './pipeline-fixtures'
import { tableTestRoot } from './support/table-viewport'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

/**
 * The pipeline's assessment column (issue 24 §3): each row's latest assessment as a state, or
 * for a completed one its score against the pass mark with passed / not passed; only where
 * the project's legal entity uses assessments.
 */
const ROWS: ApplicationRow[] = [
  applicationRow(1, { assessment: { state: 'completed', score: 82.5, passThreshold: 70 } }),
  applicationRow(2, { assessment: { state: 'completed', score: 55, passThreshold: 70 } }),
  applicationRow(3, { assessment: { state: 'invited', score: null, passThreshold: null } }),
  applicationRow(4, { assessment: { state: 'failed', score: null, passThreshold: null } }),
  applicationRow(5),
]

const mount = tableTestRoot()
afterAll(() => setUiLanguage('en'))

async function render(assessments: boolean) {
  const columns = applicationColumns(i18n.t, i18n.language, new Map(), assessments)
  await act(async () =>
    mount.root.render(
      <I18nextProvider i18n={i18n}>
        <DataTable
          label="Applications"
          columns={columns}
          rows={ROWS}
          getRowId={(row) => String(row.id)}
          selectedIds={[]}
          onSelectionChange={() => {}}
          focusedId={null}
          onFocusChange={() => {}}
          onOpen={() => {}}
          selectionKind="application"
        />
      </I18nextProvider>,
    ),
  )
}

const headers = () => [...mount.container.querySelectorAll('thead th')].map((h) => h.textContent)
/** The assessment cell of each row, as text and as its title (what a hover or a screen reader tells). */
const cells = () =>
  [...mount.container.querySelectorAll('tbody tr')].map((row) => {
    const badge = row.querySelector('[data-assessment]')
    return badge ? `${badge.textContent} | ${badge.getAttribute('title')}` : ''
  })

describe('the pipeline assessment column', () => {
  it('shows the state, and for a completed test the score against the pass mark, passed or not', async () => {
    await setUiLanguage('en')
    await render(true)
    expect(headers()).toContain('Assessment')
    expect(cells()).toEqual([
      '82.5 / 70 ✓ | Passed · 82.5 · Pass mark 70',
      '55 / 70 ✗ | Not passed · 55 · Pass mark 70',
      'Invited | Invited',
      'Failed to send | Failed to send',
      '',
    ])
  })

  it('speaks German, with German numbers', async () => {
    await setUiLanguage('de')
    await render(true)
    expect(cells()).toEqual([
      '82,5 / 70 ✓ | Bestanden · 82,5 · Bestehensgrenze 70',
      '55 / 70 ✗ | Nicht bestanden · 55 · Bestehensgrenze 70',
      'Eingeladen | Eingeladen',
      'Senden fehlgeschlagen | Senden fehlgeschlagen',
      '',
    ])
  })

  it('is not there where the legal entity does not use assessments', async () => {
    await setUiLanguage('en')
    await render(false)
    expect(headers()).toContain('Screening')
    expect(headers()).not.toContain('Assessment')
    expect(mount.container.querySelector('[data-assessment]')).toBeNull()
  })
})
