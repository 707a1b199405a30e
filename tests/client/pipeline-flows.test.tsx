import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { keysHeld } from '../../src/client/commands/key-queue'
import { flowsModule, useFlows, withFlows } from '../../src/client/features/pipeline/flows-module'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

function Screen() {
  useFlows()
  return null
}

// One module instance per file: the first test sees the flows not loaded yet.
describe('the pipeline commands run their flows from a lazy chunk', () => {
  it('keeps the keys typed while the flows load, and lets them go once they are there', async () => {
    expect(flowsModule.current()).toBeUndefined()
    const root = createRoot(document.createElement('div'))
    act(() => root.render(<Screen />))
    expect(keysHeld()).toBe(true)
    await act(() => flowsModule.load().then(() => {}))
    expect(keysHeld()).toBe(false)
    act(() => root.unmount())
  })

  it('runs a command in the same call once the flows are loaded, so it reads its targets at the key press', async () => {
    await flowsModule.load()
    let ranWith: unknown
    const done = withFlows((flows) => {
      ranWith = flows.runApplicationAction
    })
    expect(ranWith).toBeTypeOf('function')
    await done
  })
})
