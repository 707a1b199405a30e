import { asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { talentLanguages } from '../../db/schema/all'

/**
 * The talent's invitation, change and cancellation mails in their language (issue 24). The
 * calendar part (ICS) rides along; the text says the same for mail clients that do not show it.
 */
type Kind = 'invite' | 'update' | 'cancel'
export type InvitationLanguage = 'en' | 'de' | 'fr' | 'nl' | 'es'
type Lang = InvitationLanguage

const TEXTS: Record<
  Lang,
  {
    subject: Record<Kind, string>
    body: Record<Kind, string>
    greeting: string
    when: string
    where: string
    regards: string
    /** Before the talent's confirmation link (invitation and change). */
    confirm: string
  }
> = {
  en: {
    subject: {
      invite: 'Interview invitation: {title}',
      update: 'Interview moved: {title}',
      cancel: 'Interview cancelled: {title}',
    },
    body: {
      invite: 'you are invited to an interview for {project}.',
      update: 'your interview for {project} has a new time.',
      cancel: 'your interview for {project} has been cancelled.',
    },
    greeting: 'Hello {name},',
    when: 'When',
    where: 'Where',
    regards: 'Kind regards',
    confirm: 'Please confirm that you will attend',
  },
  de: {
    subject: {
      invite: 'Einladung zum Interview: {title}',
      update: 'Interview verschoben: {title}',
      cancel: 'Interview abgesagt: {title}',
    },
    body: {
      invite: 'Sie sind zu einem Interview für {project} eingeladen.',
      update: 'Ihr Interview für {project} hat einen neuen Termin.',
      cancel: 'Ihr Interview für {project} wurde abgesagt.',
    },
    greeting: 'Hallo {name},',
    when: 'Wann',
    where: 'Wo',
    regards: 'Freundliche Grüße',
    confirm: 'Bitte bestätigen Sie Ihre Teilnahme',
  },
  fr: {
    subject: {
      invite: 'Invitation à un entretien : {title}',
      update: 'Entretien déplacé : {title}',
      cancel: 'Entretien annulé : {title}',
    },
    body: {
      invite: 'vous êtes invité(e) à un entretien pour {project}.',
      update: 'votre entretien pour {project} a un nouvel horaire.',
      cancel: 'votre entretien pour {project} a été annulé.',
    },
    greeting: 'Bonjour {name},',
    when: 'Quand',
    where: 'Où',
    regards: 'Cordialement',
    confirm: 'Merci de confirmer votre présence',
  },
  nl: {
    subject: {
      invite: 'Uitnodiging voor een gesprek: {title}',
      update: 'Gesprek verplaatst: {title}',
      cancel: 'Gesprek geannuleerd: {title}',
    },
    body: {
      invite: 'u bent uitgenodigd voor een gesprek voor {project}.',
      update: 'uw gesprek voor {project} heeft een nieuw tijdstip.',
      cancel: 'uw gesprek voor {project} is geannuleerd.',
    },
    greeting: 'Hallo {name},',
    when: 'Wanneer',
    where: 'Waar',
    regards: 'Met vriendelijke groet',
    confirm: 'Bevestig alstublieft dat u aanwezig bent',
  },
  es: {
    subject: {
      invite: 'Invitación a una entrevista: {title}',
      update: 'Entrevista cambiada: {title}',
      cancel: 'Entrevista cancelada: {title}',
    },
    body: {
      invite: 'le invitamos a una entrevista para {project}.',
      update: 'su entrevista para {project} tiene un nuevo horario.',
      cancel: 'su entrevista para {project} ha sido cancelada.',
    },
    greeting: 'Hola {name}:',
    when: 'Cuándo',
    where: 'Dónde',
    regards: 'Saludos cordiales',
    confirm: 'Confirme su asistencia, por favor',
  },
}

const LOCALES: Record<Lang, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL', es: 'es-ES' }

export const invitationLanguage = (isos: readonly string[]): Lang =>
  (isos.find((iso) => iso in TEXTS) as Lang | undefined) ?? 'en'

/**
 * The language a talent's interview mails are written in: their best-spoken language we write
 * in (proficiency, then code), else English. The confirmation page the mail links to speaks it too.
 */
export async function talentInvitationLanguage(db: DbOrTx, talentId: number): Promise<Lang> {
  const langs = await db
    .select({ iso: talentLanguages.iso })
    .from(talentLanguages)
    .where(eq(talentLanguages.talentId, talentId))
    .orderBy(sql`${talentLanguages.proficiency} DESC`, asc(talentLanguages.iso))
  return invitationLanguage(langs.map((l) => l.iso))
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')

export function invitationMail(o: {
  kind: Kind
  language: Lang
  talentName: string
  projectTitle: string
  organizerName: string
  startsAt: Date
  endsAt: Date
  location: string | null
  /** The talent's confirmation link (invitation and change; a cancellation has none). */
  confirmUrl?: string | null
}): { subject: string; text: string } {
  const t = TEXTS[o.language]
  const when = `${new Intl.DateTimeFormat(LOCALES[o.language], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(
    o.startsAt,
  )} – ${new Intl.DateTimeFormat(LOCALES[o.language], { timeStyle: 'short', timeZone: 'UTC' }).format(o.endsAt)} UTC`
  const lines = [
    fill(t.greeting, { name: o.talentName }),
    '',
    fill(t.body[o.kind], { project: o.projectTitle }),
    '',
    `${t.when}: ${when}`,
    ...(o.location ? [`${t.where}: ${o.location}`] : []),
    ...(o.confirmUrl && o.kind !== 'cancel' ? ['', `${t.confirm}: ${o.confirmUrl}`] : []),
    '',
    t.regards,
    o.organizerName,
  ]
  return { subject: fill(t.subject[o.kind], { title: o.projectTitle }), text: lines.join('\n') }
}
