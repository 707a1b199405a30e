import { afterEach, describe, expect, it } from 'vitest'
import { VmsDialogHost } from '../../src/client/features/pipeline/vms/components/vms-dialog-host'
import { askVmsDialog, cancelVmsDialog } from '../../src/client/features/pipeline/vms/dialog-store'
import { alerts, byLabel, click, renderRoutes, typeInto, waitFor } from './support/render-app'

/**
 * The interview and offer a recruiter records by hand (legal entities without a VMS): checked
 * with the server's contract before anything is sent, the errors next to their fields.
 */

let cleanup = () => {}
afterEach(() => {
  cancelVmsDialog()
  cleanup()
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) as HTMLButtonElement

async function open() {
  const view = await renderRoutes([{ path: '/', Component: VmsDialogHost }], '/')
  cleanup = view.unmount
}

describe('recording an interview or an offer', () => {
  it('refuses an interview that ends before it starts, then records it with its times', async () => {
    await open()
    const answer = askVmsDialog({ kind: 'interview', applicationId: 4, talentName: 'Jana Novak' })
    await waitFor(() => expect(dialog()?.textContent).toContain('New interview with Jana Novak'))
    const form = dialog() as HTMLElement
    await typeInto(byLabel(form, 'Starts'), '2026-12-03T10:00')
    await typeInto(byLabel(form, 'Ends (optional)'), '2026-12-03T09:00')
    await click(button('Save'))
    await waitFor(() => expect(alerts(form)).toContain('The end must be after the start'))
    await typeInto(byLabel(form, 'Ends (optional)'), '2026-12-03T11:00')
    await click(button('Save'))
    const recorded = await answer
    expect(recorded).toMatchObject({
      applicationId: 4,
      startsAt: new Date('2026-12-03T10:00').toISOString(),
      endsAt: new Date('2026-12-03T11:00').toISOString(),
      location: null,
    })
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it('records an offer with the project rate as default, and Cancel records nothing', async () => {
    await open()
    const offer = askVmsDialog({
      kind: 'offer',
      applicationId: 9,
      talentName: 'Jana Novak',
      defaults: { rate: 85, currency: 'EUR', rateUnit: 'HR' },
    })
    await waitFor(() => expect(dialog()?.textContent).toContain('New offer for Jana Novak'))
    const form = dialog() as HTMLElement
    expect(byLabel(form, 'Rate').value).toBe('85')
    await typeInto(byLabel(form, 'Start date'), '2027-01-04')
    await click(button('Save'))
    expect(await offer).toMatchObject({ applicationId: 9, rate: 85, currency: 'EUR', rateUnit: 'HR' })

    const cancelled = askVmsDialog({ kind: 'interview', applicationId: 4, talentName: 'Jana Novak' })
    await waitFor(() => expect(button('Cancel')).toBeTruthy())
    await click(button('Cancel'))
    expect(await cancelled).toBeNull()
  })
})
