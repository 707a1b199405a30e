import { describe, expect, it } from 'vitest'
import { defaultPanelRules, isPanelVisible, panelRulesFor, visiblePanels } from './talent-panels'

describe('talent panel visibility (§2)', () => {
  it('shows a panel whose showOn includes the MSP profile', () => {
    expect(isPanelVisible({ showOn: ['MSP'], hideByCountry: [] }, 'DE')).toBe(true)
    expect(isPanelVisible({ showOn: ['FREELANCER'], hideByCountry: [] }, 'DE')).toBe(false)
    expect(isPanelVisible({ showOn: [], hideByCountry: [] }, null)).toBe(false)
  })

  it("hides it when the talent's home country is listed, in any case", () => {
    const rule = { showOn: ['MSP'], hideByCountry: ['ch', 'AT'] }
    expect(isPanelVisible(rule, 'CH')).toBe(false)
    expect(isPanelVisible(rule, 'at')).toBe(false)
    expect(isPanelVisible(rule, 'DE')).toBe(true)
    expect(isPanelVisible(rule, null)).toBe(true)
  })

  it('applies the client CV endpoint showOn to the resume panels only', () => {
    const rules = panelRulesFor({ showOn: ['FREELANCER'] })
    const visible = visiblePanels(rules, 'NL')
    expect(visible.has('resume.experience')).toBe(false)
    expect(visible.has('overview.notes')).toBe(true)
    expect(visiblePanels(panelRulesFor(null), 'NL').size).toBe(Object.keys(defaultPanelRules()).length)
  })
})
