import type { QUESTION_TYPES } from '../../shared/domain/statuses'
import type { Cell } from './bulk-insert'
import type { LegalEntityCtx, QuestionCtx, SeedContext } from './context'
import type { Rng } from './random'

/** Screening questions (§3 Question): defaults per legal entity, job-specific per project, and answers. */

type QuestionType = (typeof QUESTION_TYPES)[number]

interface QuestionDef {
  componentName: string
  type: QuestionType
  label: string
  options?: [string, string][]
  mandatory?: boolean
  hide?: boolean
  mspVisibility?: boolean
  mspCanEdit?: boolean
  /** componentName of the parent and the answer under which this child shows. */
  parent?: [string, string]
}

const YES_NO: [string, string][] = [
  ['yes', 'Yes'],
  ['no', 'No'],
]

const DEFAULT_QUESTIONS: QuestionDef[] = [
  { componentName: 'expectedRate', type: 'currency', label: 'What is your expected rate?', mandatory: true },
  { componentName: 'availableFrom', type: 'date', label: 'From when are you available?', mandatory: true },
  {
    componentName: 'workModel',
    type: 'dropdown',
    label: 'Which work model do you prefer?',
    options: [
      ['onsite', 'On site'],
      ['hybrid', 'Hybrid'],
      ['remote', 'Remote'],
    ],
  },
  {
    componentName: 'yearsExperience',
    type: 'number',
    label: 'How many years of relevant experience do you have?',
  },
  {
    componentName: 'workPermit',
    type: 'radio',
    label: 'Do you hold a valid work permit for the country of the assignment?',
    options: YES_NO,
    mandatory: true,
  },
  {
    componentName: 'workPermitValidUntil',
    type: 'date',
    label: 'Until when is your work permit valid?',
    parent: ['workPermit', 'yes'],
    mandatory: true,
  },
  { componentName: 'motivation', type: 'text', label: 'Why are you interested in this assignment?' },
  { componentName: 'linkedinProfile', type: 'textField', label: 'Link to your LinkedIn profile' },
  {
    componentName: 'ownCompany',
    type: 'checkbox',
    label: 'I invoice through my own company',
    mspCanEdit: false,
  },
  {
    componentName: 'workingLanguages',
    type: 'checkboxList',
    label: 'In which languages can you work?',
    options: [
      ['en', 'English'],
      ['de', 'German'],
      ['fr', 'French'],
      ['nl', 'Dutch'],
      ['es', 'Spanish'],
    ],
  },
  {
    componentName: 'referralCode',
    type: 'textField',
    label: 'Referral code',
    hide: true,
    mspVisibility: false,
  },
]

const VMS_QUESTION: QuestionDef = {
  componentName: 'formerEndClientEmployee',
  type: 'radio',
  label: 'Have you worked for the end client in the last 12 months?',
  options: YES_NO,
  mandatory: true,
  mspCanEdit: false,
}

function addQuestion(
  ctx: SeedContext,
  clientId: number,
  def: QuestionDef,
  position: number,
  scope: { legalEntityId: number | null; projectId: number | null },
  byName: Map<string, number>,
): number {
  const id = ctx.ids.next('questions')
  const parentId = def.parent ? (byName.get(def.parent[0]) ?? null) : null
  const options = def.options?.map(([value, label]) => ({ value, label }))
  ctx.writer.add('questions', {
    id,
    client_id: clientId,
    legal_entity_id: scope.legalEntityId,
    project_id: scope.projectId,
    component_name: def.componentName,
    question_json: options ? { type: def.type, options } : { type: def.type },
    question_type: scope.projectId ? 'job-specific' : 'default',
    position,
    hide: def.hide ?? false,
    mandatory: def.mandatory ?? false,
    label: def.label,
    msp_visibility: def.mspVisibility ?? true,
    msp_can_edit: def.mspCanEdit ?? true,
    parent_question_id: parentId,
    parent_question_answer: def.parent ? def.parent[1] : null,
  })
  byName.set(def.componentName, id)
  ctx.questions.set(id, {
    id,
    type: def.type,
    componentName: def.componentName,
    options: def.options?.map(([v]) => v) ?? [],
    parentId,
    parentAnswer: def.parent ? def.parent[1] : null,
    hide: def.hide ?? false,
  })
  return id
}

export function seedDefaultQuestions(ctx: SeedContext, le: LegalEntityCtx): void {
  const defs = le.vms ? [...DEFAULT_QUESTIONS, VMS_QUESTION] : DEFAULT_QUESTIONS
  const byName = new Map<string, number>()
  defs.forEach((def, i) => {
    le.questionIds.push(
      addQuestion(ctx, le.clientId, def, i, { legalEntityId: le.id, projectId: null }, byName),
    )
  })
}

/** One to three questions written for one project, about its own skills. */
export function seedJobQuestions(
  ctx: SeedContext,
  rng: Rng,
  clientId: number,
  projectId: number,
  skills: string[],
): number[] {
  const byName = new Map<string, number>()
  const defs: QuestionDef[] = [
    {
      componentName: `job${projectId}Experience`,
      type: 'radio',
      label: `Have you used ${skills[0]} in a professional project?`,
      options: YES_NO,
      mandatory: true,
    },
    {
      componentName: `job${projectId}Years`,
      type: 'number',
      label: `How many years have you worked with ${skills[0]}?`,
      parent: [`job${projectId}Experience`, 'yes'],
    },
    {
      componentName: `job${projectId}Project`,
      type: 'text',
      label: `Describe a recent project in which you used ${skills[1] ?? skills[0]}.`,
    },
  ]
  const count = rng.int(1, 3)
  return defs
    .slice(0, count)
    .map((def, i) => addQuestion(ctx, clientId, def, 100 + i, { legalEntityId: null, projectId }, byName))
}

const MOTIVATIONS = [
  'The project matches my recent experience and I like the domain.',
  'I am looking for a longer assignment with a hybrid setup.',
  'Das Projekt passt sehr gut zu meinem Profil.',
  'Le poste correspond parfaitement à mon expérience.',
]

/** Answers of one application to the visible questions; children only when the parent's answer matches. */
export function seedAnswers(
  ctx: SeedContext,
  rng: Rng,
  applicationId: number,
  questionIds: number[],
  currency: string,
  updatedAt: string,
): void {
  const given = new Map<number, string>()
  for (const qid of questionIds) {
    const q = ctx.questions.get(qid)
    if (!q || q.hide) continue
    if (q.parentId !== null && given.get(q.parentId) !== q.parentAnswer) continue
    const [value, objectValue] = answerValue(rng, q, currency)
    given.set(qid, value ?? '')
    ctx.writer.add('answers', {
      id: ctx.ids.next('answers'),
      application_id: applicationId,
      question_id: qid,
      group_id: null,
      type: q.type,
      value,
      object_value: objectValue,
      updated_at: updatedAt,
    })
  }
}

function answerValue(rng: Rng, q: QuestionCtx, currency: string): [string | null, Cell] {
  switch (q.type) {
    case 'currency': {
      const amount = rng.int(45, 140)
      return [String(amount), { amount, currency }]
    }
    case 'date':
      return [`2027-0${rng.int(1, 9)}-01`, null]
    case 'dropdown':
    case 'radio':
      // Yes/no questions are mostly answered yes, so their child questions show up too.
      return [q.options[0] === 'yes' ? (rng.chance(0.8) ? 'yes' : 'no') : rng.pick(q.options), null]
    case 'number':
      return [String(rng.int(1, 15)), null]
    case 'text':
      return [rng.pick(MOTIVATIONS), null]
    case 'textField':
      return [`https://www.linkedin.com/in/demo-${rng.int(1000, 99999)}`, null]
    case 'checkbox':
      return [rng.chance(0.6) ? 'true' : 'false', null]
    case 'checkboxList': {
      const picked = rng.sample(q.options, rng.int(1, 3))
      return [picked.join(','), picked]
    }
    default:
      return [null, null]
  }
}
