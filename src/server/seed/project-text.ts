import type { Family } from './job-families'
import type { Rng } from './random'

/** Multi-paragraph project descriptions in English or German. */

interface DescriptionInput {
  title: string
  clientName: string
  family: Family
  industry: string
  skills: string[]
  city: string
  workMode: string
  months: number
  positions: number
}

const WORK_MODE_EN: Record<string, string> = { hy: 'hybrid', on: 'on site', rm: 'fully remote' }
const WORK_MODE_DE: Record<string, string> = { hy: 'hybrid', on: 'vor Ort', rm: 'vollständig remote' }

const INTRO_EN = [
  'For our client, a well-known company in {industry}, we are looking for a {title} to strengthen an existing team in {city}.',
  '{clientName} is supporting a major transformation programme in {industry}. The team needs an experienced {title} as soon as possible.',
  'Our client is building a new product line in {industry} and is looking for {positions} {title} profile(s) to join the project team.',
]
const INTRO_DE = [
  'Für unseren Kunden, ein bekanntes Unternehmen aus der Branche {industry}, suchen wir eine/n {title} zur Verstärkung des Teams in {city}.',
  'Im Rahmen eines Transformationsprogramms im Bereich {industry} sucht {clientName} schnellstmöglich eine/n erfahrene/n {title}.',
]
const OFFER_EN = [
  'The assignment runs for about {months} months with a good chance of extension. The work is {mode}; occasional travel to {city} may be needed.',
  'Start as soon as possible, duration {months} months. Work setup: {mode}. Rates are negotiable depending on experience.',
]
const OFFER_DE = [
  'Die Laufzeit beträgt ca. {months} Monate mit Option auf Verlängerung. Arbeitsmodell: {mode}, gelegentliche Reisen nach {city}.',
  'Start schnellstmöglich, Laufzeit {months} Monate. Arbeitsmodell: {mode}. Der Stundensatz ist abhängig von der Erfahrung verhandelbar.',
]

function fillText(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''))
}

export function projectDescription(rng: Rng, input: DescriptionInput, german: boolean): string {
  const vars = {
    title: input.title,
    clientName: input.clientName,
    industry: input.industry,
    city: input.city,
    positions: input.positions,
    months: input.months,
    mode: (german ? WORK_MODE_DE : WORK_MODE_EN)[input.workMode] ?? input.workMode,
  }
  const [first, second, third, ...rest] = input.skills
  if (german) {
    return [
      fillText(rng.pick(INTRO_DE), vars),
      `Ihre Aufgaben:\n- Konzeption und Umsetzung mit ${first}\n- Weiterentwicklung bestehender Lösungen (${second})\n- Abstimmung mit Fachbereichen und Dienstleistern`,
      `Ihr Profil:\n- Mehrjährige Erfahrung mit ${first} und ${third ?? second}\n- Kenntnisse in ${rest.join(', ') || second} von Vorteil\n- Sehr gute Deutsch- und gute Englischkenntnisse`,
      fillText(rng.pick(OFFER_DE), vars),
    ].join('\n\n')
  }
  return [
    fillText(rng.pick(INTRO_EN), vars),
    `Responsibilities:\n- Design and deliver solutions with ${first}\n- Improve and maintain existing systems (${second})\n- Work closely with stakeholders in ${input.industry}`,
    `Requirements:\n- Several years of hands-on experience with ${first} and ${third ?? second}\n- Familiarity with ${rest.join(', ') || second} is a plus\n- Fluent English; ${input.family.key === 'healthcare' ? 'recognised professional qualification' : 'German or Dutch is an advantage'}`,
    fillText(rng.pick(OFFER_EN), vars),
  ].join('\n\n')
}
