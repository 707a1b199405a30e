import { Card, Flex, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { GovernedField, JobFieldSetting } from '../../../../shared/domain/job-fields'
import type { ProjectDraft } from '../project-draft'

export type SectionProps = {
  draft: ProjectDraft
  set: (patch: Partial<ProjectDraft>) => void
  /** Translated error of a field, if any. */
  error: (field: string) => string | undefined
  rules: Record<GovernedField, JobFieldSetting>
}

/** The form's anchors (§2 Project management page), in order; alt+digit jumps to each. */
export const FORM_ANCHORS = ['job-posting', 'timeline', 'positions', 'pools', 'team', 'questions'] as const
export type FormAnchor = (typeof FORM_ANCHORS)[number]

export function FormSection({
  anchor,
  title,
  children,
}: {
  anchor: FormAnchor
  title: string
  children: ReactNode
}) {
  return (
    <Card size="3" asChild>
      <section id={anchor} aria-labelledby={`${anchor}-title`} className="project-form-section">
        <Heading as="h2" size="4" id={`${anchor}-title`} mb="4">
          {title}
        </Heading>
        <Flex direction="column" gap="4">
          {children}
        </Flex>
      </section>
    </Card>
  )
}

/** "Title *" for required fields. */
export const labelOf = (text: string, required: boolean) => (required ? `${text} *` : text)
