import { describe, expect, it } from 'vitest'
import { fitColumns } from './fit-columns'

const col = (id: string, size: number, minSize: number, priority: number) => ({ id, size, minSize, priority })
const pipeline = [
  col('talent', 190, 120, 1),
  col('title', 190, 100, 2),
  col('location', 150, 90, 5),
  col('rate', 140, 90, 4),
  col('status', 150, 100, 1),
  col('labels', 160, 90, 1),
  col('screening', 130, 90, 3),
  col('updated', 130, 90, 4),
  col('owner', 150, 90, 5),
]
const sum = (widths: Map<string, number>) => [...widths.values()].reduce((a, b) => a + b, 0)

describe('fitColumns', () => {
  it('grows every column in proportion when there is room, filling the space exactly', () => {
    const fit = fitColumns(pipeline, 2000)
    expect(fit.hidden.size).toBe(0)
    expect(sum(fit.widths)).toBe(2000)
    expect(fit.widths.get('talent')).toBeGreaterThan(190)
  })

  it('shrinks towards the minimum before hiding anything', () => {
    const fit = fitColumns(pipeline, 1200)
    expect(fit.hidden.size).toBe(0)
    expect(sum(fit.widths)).toBe(1200)
    for (const c of pipeline) expect(fit.widths.get(c.id)).toBeGreaterThanOrEqual(c.minSize)
  })

  it('hides the least important columns first (rightmost of equal priority), never priority 1', () => {
    const fit = fitColumns(pipeline, 560)
    expect([...fit.hidden]).toEqual(['owner', 'location', 'updated', 'rate'])
    expect([...fit.widths.keys()]).toEqual(['talent', 'title', 'status', 'labels', 'screening'])
    expect(sum(fit.widths)).toBe(560)
  })

  it('keeps the priority-1 columns at their minimum when nothing else fits (the table scrolls)', () => {
    const fit = fitColumns(pipeline, 200)
    expect([...fit.widths.keys()]).toEqual(['talent', 'status', 'labels'])
    expect(fit.widths.get('talent')).toBe(120)
  })
})
