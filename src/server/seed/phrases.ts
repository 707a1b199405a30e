/**
 * Sentence templates of the demo data in the five client languages. Placeholders:
 * {title} {years} {industry} {skill1} {skill2} {skill3} {tech} {org} {n}.
 */

export type TextLang = 'en' | 'de' | 'fr' | 'nl' | 'es'

export const SUMMARIES: Record<TextLang, string[]> = {
  en: [
    '{title} with {years} years of experience in {industry}. Strong background in {skill1} and {skill2}; enjoys working in international, agile teams.',
    'Hands-on {title} focused on {skill1}, {skill2} and {skill3}. Known for pragmatic solutions and clear communication with stakeholders.',
    'Experienced {title} ({years} years) who has delivered projects for clients in {industry}. Available for freelance assignments, remote or on site.',
    'Reliable {title} with a passion for {skill1}. Comfortable with {tech} and used to tight deadlines in regulated environments.',
  ],
  de: [
    '{title} mit {years} Jahren Erfahrung in der Branche {industry}. Fundierte Kenntnisse in {skill1} und {skill2}; arbeitet gerne in internationalen Teams.',
    'Erfahrene/r {title} mit Schwerpunkt {skill1} und {skill2}. Strukturierte Arbeitsweise, hohe Eigenverantwortung und Freude an komplexen Aufgaben.',
    'Freiberufliche/r {title} seit {years} Jahren, zuletzt für Kunden aus {industry} tätig. Sicher im Umgang mit {tech}.',
  ],
  fr: [
    '{title} avec {years} ans d’expérience dans le secteur {industry}. Solides compétences en {skill1} et {skill2}.',
    '{title} expérimenté(e), spécialisé(e) en {skill1} et {skill3}. Rigoureux(se), autonome et orienté(e) résultats.',
    'Consultant(e) indépendant(e) : {title} depuis {years} ans, à l’aise avec {tech} et le travail en équipe internationale.',
  ],
  nl: [
    '{title} met {years} jaar ervaring in {industry}. Sterk in {skill1} en {skill2} en gewend aan agile teams.',
    'Ervaren {title} met focus op {skill1} en {skill3}. Pragmatisch, communicatief en resultaatgericht.',
    'Zelfstandig professional ({title}) sinds {years} jaar; werkt graag met {tech} en denkt mee met de opdrachtgever.',
  ],
  es: [
    '{title} con {years} años de experiencia en el sector {industry}. Amplios conocimientos de {skill1} y {skill2}.',
    '{title} con experiencia en {skill1} y {skill3}. Persona proactiva, organizada y orientada a resultados.',
    'Profesional autónomo: {title} desde hace {years} años, acostumbrado a trabajar con {tech} en equipos internacionales.',
  ],
}

export const EXPERIENCE: Record<TextLang, string[]> = {
  en: [
    'Responsible for {skill1} and {skill2} in a {industry} environment. Worked closely with product owners and operations.',
    'Led a team of {n} people; introduced {skill1} practices and reduced lead times noticeably.',
    'Designed and delivered solutions based on {skill1} and {tech} for a large {industry} client.',
    'Supported the migration to {skill2}, wrote documentation and trained colleagues on {tech}.',
    'Day-to-day work with {skill1}, {skill2} and {skill3}; coordination with external vendors.',
  ],
  de: [
    'Verantwortlich für {skill1} und {skill2} im Umfeld {industry}. Enge Zusammenarbeit mit Fachbereichen und Betrieb.',
    'Leitung eines Teams von {n} Personen; Einführung von {skill1} und Optimierung der Abläufe.',
    'Konzeption und Umsetzung von Lösungen mit {skill1} und {tech} für einen Großkunden aus {industry}.',
    'Unterstützung bei der Migration auf {skill2}, Dokumentation und Schulung der Kolleginnen und Kollegen.',
  ],
  fr: [
    'Responsable de {skill1} et {skill2} dans un environnement {industry}. Collaboration étroite avec les équipes métier.',
    'Encadrement d’une équipe de {n} personnes ; mise en place de {skill1} et amélioration continue.',
    'Conception et réalisation de solutions basées sur {skill1} et {tech} pour un grand compte du secteur {industry}.',
  ],
  nl: [
    'Verantwoordelijk voor {skill1} en {skill2} binnen {industry}. Nauwe samenwerking met de business.',
    'Leiding gegeven aan een team van {n} mensen; {skill1} geïntroduceerd en processen verbeterd.',
    'Ontwerp en realisatie van oplossingen met {skill1} en {tech} voor een grote klant in {industry}.',
  ],
  es: [
    'Responsable de {skill1} y {skill2} en un entorno de {industry}. Colaboración estrecha con los equipos de negocio.',
    'Dirección de un equipo de {n} personas; implantación de {skill1} y mejora continua de procesos.',
    'Diseño e implementación de soluciones con {skill1} y {tech} para un gran cliente del sector {industry}.',
  ],
}

export const EDUCATION: Record<TextLang, string[]> = {
  en: [
    'Thesis on {skill1} in {industry}. Graduated with distinction.',
    'Focus on {skill1} and {skill2}; semester abroad.',
  ],
  de: [
    'Abschlussarbeit zum Thema {skill1} in der Branche {industry}.',
    'Schwerpunkte {skill1} und {skill2}; Auslandssemester.',
  ],
  fr: [
    'Mémoire sur {skill1} dans le secteur {industry}.',
    'Spécialisation en {skill1} et {skill2} ; semestre à l’étranger.',
  ],
  nl: [
    'Afstudeeronderzoek naar {skill1} in {industry}.',
    'Specialisatie {skill1} en {skill2}; semester in het buitenland.',
  ],
  es: [
    'Trabajo de fin de máster sobre {skill1} en {industry}.',
    'Especialización en {skill1} y {skill2}; Erasmus en el extranjero.',
  ],
}

export const CERTIFICATE: Record<TextLang, string[]> = {
  en: ['Passed the exam with a score of {n}0%.', 'Covers {skill1} and {skill2}; renewed every three years.'],
  de: ['Prüfung mit {n}0 % bestanden.', 'Umfasst {skill1} und {skill2}; Rezertifizierung alle drei Jahre.'],
  fr: [
    'Examen réussi avec un score de {n}0 %.',
    'Couvre {skill1} et {skill2} ; renouvelé tous les trois ans.',
  ],
  nl: ['Examen behaald met een score van {n}0%.', 'Omvat {skill1} en {skill2}; elke drie jaar vernieuwd.'],
  es: [
    'Examen aprobado con una puntuación del {n}0 %.',
    'Incluye {skill1} y {skill2}; se renueva cada tres años.',
  ],
}

/** Fills {placeholders} from `vars`. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(vars[key] ?? ''))
}

export const TALENT_NOTES: Record<string, string[]> = {
  call: [
    'Called about availability; free from next month, prefers hybrid work.',
    'Short call: interested in longer assignments, rate negotiable.',
    'Phone screen done, strong communication skills, good English.',
    'Telefonat geführt: verfügbar ab dem 1., bevorzugt Remote-Projekte.',
  ],
  email: [
    'Sent the project overview and asked for an updated CV.',
    'Followed up by e-mail on the open positions in the pool.',
    'CV und Referenzen per E-Mail angefordert.',
  ],
  interview: [
    'Interview with the hiring manager went well; technical depth confirmed.',
    'Second interview scheduled; candidate asked about the team setup.',
    'Entretien réalisé, très bon profil, disponible rapidement.',
  ],
  meeting: [
    'Met at the client’s office for an introduction round.',
    'Coffee meeting at the meetup; keeps us posted on availability.',
    'Kennenlerntermin vor Ort, sehr sympathisch und motiviert.',
  ],
  note: [
    'Prefers assignments within 50 km of home.',
    'Do not contact before the current contract ends.',
    'Good fit for future projects in the same domain.',
    'Heeft interesse in een vaste baan op termijn.',
  ],
}

export const APPLICATION_NOTES: Record<string, string[]> = {
  cl: [
    'Called the candidate to confirm the rate and start date.',
    'Quick call: candidate still interested, waiting for client feedback.',
    'Telefonisch Verfügbarkeit und Kündigungsfrist geklärt.',
  ],
  em: [
    'Sent interview preparation material.',
    'Asked the candidate for two references.',
    'Informed the candidate about the next steps.',
  ],
  mt: [
    'Interview with the hiring manager: positive, technical test next.',
    'Video interview done; good culture fit, rate slightly above budget.',
    'Vorstellungsgespräch beim Kunden, Rückmeldung folgt.',
  ],
  nt: [
    'Strong match on the must-have skills.',
    'Notice period of one month.',
    'Candidate prefers the remote option.',
    'Le candidat souhaite démarrer début du mois prochain.',
  ],
}

export const LABELS_BY_STAGE: Record<string, string[]> = {
  active: ['Phone screen', 'Technical interview', 'Reference check'],
  rejectedOrWithdrawn: ['Not a fit', 'Rate too high', 'Candidate withdrew'],
  send2vms: ['Awaiting client feedback', 'Client interview'],
  hired: ['Onboarding', 'Contract signed'],
  rejectedVms: ['Client feedback received'],
}

export const CLOSING_REASONS = [
  'Position filled by an internal candidate',
  'Budget cancelled by the client',
  'Project postponed to next year',
  'Filled via another supplier',
  'Requirements changed, a new request will follow',
  'All positions filled',
]

export const TAG_VALUES = [
  'Top candidate',
  'Remote only',
  'Open to relocation',
  'Security clearance',
  'German speaker',
  'French speaker',
  'Dutch speaker',
  'Available ASAP',
  'Former employee',
  'Referral',
  'Do not contact',
  'Freelancer',
  'Contractor',
  'Permanent only',
  'Part-time',
  'Night shifts',
  'Team lead',
  'Junior',
  'Senior',
  'Interviewed',
  'Shortlist Q4',
  'Hot lead',
  'Silver medalist',
  'Alumni',
  'Visa sponsorship needed',
  'EU work permit',
  'Own company (Ltd/GmbH)',
  'Rate negotiable',
  'Weekend availability',
  'Travel ready',
  'Public sector experience',
  'Startup experience',
  'Certified',
  'Speaker at conferences',
  'Open source contributor',
  'Mentor',
  'Returning talent',
  'Diversity programme',
  'Graduate',
  'Career changer',
  'Nearshore',
  'Offshore',
  'Tier-1 client experience',
  'Long notice period',
  'Needs follow-up',
  'Event: Tech Meetup',
  'Event: Career Fair',
  'LinkedIn campaign',
  'Newsletter subscriber',
  'Background check done',
  'References checked',
  'Vaccination record',
  'Driving licence',
  'Hybrid preferred',
  'On-site preferred',
  'Prefers short projects',
  'Prefers long projects',
  'Moonlighting',
  'Bilingual',
  'VIP',
]
