/** Countries, languages and cities of the demo data (hand-written, no external source). */

export interface CountryRow {
  iso2: string
  name: string
  /** de, fr, nl, es names; English is `name`. */
  tr: [string, string, string, string]
  phoneCode: string | null
  /** Rate currency a talent living there usually quotes in. */
  currency: string
  /** Language of street names and CV texts of locals. */
  lang: string
}

const c = (
  iso2: string,
  name: string,
  de: string,
  fr: string,
  nl: string,
  es: string,
  phoneCode: string | null,
  currency: string,
  lang: string,
): CountryRow => ({ iso2, name, tr: [de, fr, nl, es], phoneCode, currency, lang })

export const COUNTRIES: CountryRow[] = [
  c('DE', 'Germany', 'Deutschland', 'Allemagne', 'Duitsland', 'Alemania', '+49', 'EUR', 'de'),
  c('NL', 'Netherlands', 'Niederlande', 'Pays-Bas', 'Nederland', 'Países Bajos', '+31', 'EUR', 'nl'),
  c('BE', 'Belgium', 'Belgien', 'Belgique', 'België', 'Bélgica', '+32', 'EUR', 'nl'),
  c('FR', 'France', 'Frankreich', 'France', 'Frankrijk', 'Francia', '+33', 'EUR', 'fr'),
  c('ES', 'Spain', 'Spanien', 'Espagne', 'Spanje', 'España', '+34', 'EUR', 'es'),
  c('PT', 'Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portugal', '+351', 'EUR', 'pt'),
  c('IT', 'Italy', 'Italien', 'Italie', 'Italië', 'Italia', '+39', 'EUR', 'it'),
  c(
    'GB',
    'United Kingdom',
    'Vereinigtes Königreich',
    'Royaume-Uni',
    'Verenigd Koninkrijk',
    'Reino Unido',
    '+44',
    'GBP',
    'en',
  ),
  c('IE', 'Ireland', 'Irland', 'Irlande', 'Ierland', 'Irlanda', '+353', 'EUR', 'en'),
  c('AT', 'Austria', 'Österreich', 'Autriche', 'Oostenrijk', 'Austria', '+43', 'EUR', 'de'),
  c('CH', 'Switzerland', 'Schweiz', 'Suisse', 'Zwitserland', 'Suiza', '+41', 'CHF', 'de'),
  c('PL', 'Poland', 'Polen', 'Pologne', 'Polen', 'Polonia', '+48', 'EUR', 'pl'),
  c('CZ', 'Czechia', 'Tschechien', 'Tchéquie', 'Tsjechië', 'Chequia', '+420', 'EUR', 'en'),
  c('SK', 'Slovakia', 'Slowakei', 'Slovaquie', 'Slowakije', 'Eslovaquia', '+421', 'EUR', 'en'),
  c('HU', 'Hungary', 'Ungarn', 'Hongrie', 'Hongarije', 'Hungría', '+36', 'EUR', 'en'),
  c('RO', 'Romania', 'Rumänien', 'Roumanie', 'Roemenië', 'Rumania', '+40', 'EUR', 'en'),
  c('BG', 'Bulgaria', 'Bulgarien', 'Bulgarie', 'Bulgarije', 'Bulgaria', '+359', 'EUR', 'en'),
  c('GR', 'Greece', 'Griechenland', 'Grèce', 'Griekenland', 'Grecia', '+30', 'EUR', 'en'),
  c('HR', 'Croatia', 'Kroatien', 'Croatie', 'Kroatië', 'Croacia', '+385', 'EUR', 'en'),
  c('SI', 'Slovenia', 'Slowenien', 'Slovénie', 'Slovenië', 'Eslovenia', '+386', 'EUR', 'en'),
  c('DK', 'Denmark', 'Dänemark', 'Danemark', 'Denemarken', 'Dinamarca', '+45', 'EUR', 'en'),
  c('SE', 'Sweden', 'Schweden', 'Suède', 'Zweden', 'Suecia', '+46', 'SEK', 'en'),
  c('NO', 'Norway', 'Norwegen', 'Norvège', 'Noorwegen', 'Noruega', '+47', 'EUR', 'en'),
  c('FI', 'Finland', 'Finnland', 'Finlande', 'Finland', 'Finlandia', '+358', 'EUR', 'en'),
  c('EE', 'Estonia', 'Estland', 'Estonie', 'Estland', 'Estonia', '+372', 'EUR', 'en'),
  c('LV', 'Latvia', 'Lettland', 'Lettonie', 'Letland', 'Letonia', '+371', 'EUR', 'en'),
  c('LT', 'Lithuania', 'Litauen', 'Lituanie', 'Litouwen', 'Lituania', '+370', 'EUR', 'en'),
  c('LU', 'Luxembourg', 'Luxemburg', 'Luxembourg', 'Luxemburg', 'Luxemburgo', '+352', 'EUR', 'fr'),
  c('TR', 'Türkiye', 'Türkei', 'Turquie', 'Turkije', 'Turquía', '+90', 'EUR', 'en'),
  c('UA', 'Ukraine', 'Ukraine', 'Ukraine', 'Oekraïne', 'Ucrania', '+380', 'EUR', 'en'),
  c(
    'US',
    'United States',
    'Vereinigte Staaten',
    'États-Unis',
    'Verenigde Staten',
    'Estados Unidos',
    '+1',
    'USD',
    'en',
  ),
  c('CA', 'Canada', 'Kanada', 'Canada', 'Canada', 'Canadá', '+1', 'CAD', 'en'),
  c('MX', 'Mexico', 'Mexiko', 'Mexique', 'Mexico', 'México', '+52', 'MXN', 'es'),
  c('BR', 'Brazil', 'Brasilien', 'Brésil', 'Brazilië', 'Brasil', '+55', 'BRL', 'pt'),
  c('IN', 'India', 'Indien', 'Inde', 'India', 'India', '+91', 'INR', 'en'),
  c('SG', 'Singapore', 'Singapur', 'Singapour', 'Singapore', 'Singapur', '+65', 'SGD', 'en'),
  c('AU', 'Australia', 'Australien', 'Australie', 'Australië', 'Australia', '+61', 'AUD', 'en'),
  c(
    'NZ',
    'New Zealand',
    'Neuseeland',
    'Nouvelle-Zélande',
    'Nieuw-Zeeland',
    'Nueva Zelanda',
    '+64',
    'NZD',
    'en',
  ),
  c('JP', 'Japan', 'Japan', 'Japon', 'Japan', 'Japón', '+81', 'JPY', 'en'),
  c('CN', 'China', 'China', 'Chine', 'China', 'China', '+86', 'CNY', 'en'),
  c(
    'AE',
    'United Arab Emirates',
    'Vereinigte Arabische Emirate',
    'Émirats arabes unis',
    'Verenigde Arabische Emiraten',
    'Emiratos Árabes Unidos',
    '+971',
    'USD',
    'en',
  ),
  c('ZA', 'South Africa', 'Südafrika', 'Afrique du Sud', 'Zuid-Afrika', 'Sudáfrica', '+27', 'USD', 'en'),
  // No phone code on purpose: the country list of the phone field skips such entries (§9).
  c('AQ', 'Antarctica', 'Antarktis', 'Antarctique', 'Antarctica', 'Antártida', null, 'USD', 'en'),
]

export const COUNTRY_BY_ISO = new Map(COUNTRIES.map((row) => [row.iso2, row]))

/** Languages of the languages table; the first five are the client UI languages. */
export const LANGUAGES: [string, string][] = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['nl', 'Nederlands'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['pl', 'Polski'],
  ['pt', 'Português'],
  ['sv', 'Svenska'],
  ['tr', 'Türkçe'],
  ['hi', 'हिन्दी'],
  ['ro', 'Română'],
  ['ja', '日本語'],
  ['zh', '中文'],
]

export interface City {
  name: string
  country: string
  lat: number
  lon: number
  zip: string
  state: string | null
}

const city = (
  name: string,
  country: string,
  lat: number,
  lon: number,
  zip: string,
  state: string | null = null,
) => ({
  name,
  country,
  lat,
  lon,
  zip,
  state,
})

export const CITIES: City[] = [
  city('Berlin', 'DE', 52.52, 13.405, '10115'),
  city('München', 'DE', 48.137, 11.575, '80331'),
  city('Hamburg', 'DE', 53.551, 9.993, '20095'),
  city('Frankfurt am Main', 'DE', 50.11, 8.682, '60311'),
  city('Köln', 'DE', 50.938, 6.96, '50667'),
  city('Stuttgart', 'DE', 48.776, 9.183, '70173'),
  city('Düsseldorf', 'DE', 51.227, 6.773, '40213'),
  city('Leipzig', 'DE', 51.34, 12.375, '04109'),
  city('Dresden', 'DE', 51.05, 13.738, '01067'),
  city('Nürnberg', 'DE', 49.452, 11.077, '90402'),
  city('Hannover', 'DE', 52.375, 9.732, '30159'),
  city('Bremen', 'DE', 53.079, 8.802, '28195'),
  city('Amsterdam', 'NL', 52.37, 4.895, '1012 AB'),
  city('Rotterdam', 'NL', 51.924, 4.478, '3011 AD'),
  city('Utrecht', 'NL', 52.091, 5.122, '3511 AA'),
  city('Den Haag', 'NL', 52.07, 4.3, '2511 BT'),
  city('Eindhoven', 'NL', 51.441, 5.47, '5611 AA'),
  city('Groningen', 'NL', 53.219, 6.567, '9711 AA'),
  city('Brussel', 'BE', 50.85, 4.352, '1000'),
  city('Antwerpen', 'BE', 51.219, 4.402, '2000'),
  city('Gent', 'BE', 51.054, 3.717, '9000'),
  city('Paris', 'FR', 48.857, 2.352, '75001'),
  city('Lyon', 'FR', 45.764, 4.836, '69001'),
  city('Marseille', 'FR', 43.297, 5.37, '13001'),
  city('Toulouse', 'FR', 43.605, 1.444, '31000'),
  city('Lille', 'FR', 50.629, 3.057, '59000'),
  city('Nantes', 'FR', 47.218, -1.554, '44000'),
  city('Madrid', 'ES', 40.417, -3.704, '28001'),
  city('Barcelona', 'ES', 41.385, 2.173, '08001'),
  city('Valencia', 'ES', 39.47, -0.376, '46001'),
  city('Sevilla', 'ES', 37.389, -5.984, '41001'),
  city('Bilbao', 'ES', 43.263, -2.935, '48001'),
  city('Lisboa', 'PT', 38.722, -9.139, '1100-148'),
  city('Porto', 'PT', 41.158, -8.629, '4000-322'),
  city('Milano', 'IT', 45.464, 9.19, '20121'),
  city('Roma', 'IT', 41.903, 12.496, '00184'),
  city('Torino', 'IT', 45.07, 7.686, '10121'),
  city('London', 'GB', 51.507, -0.128, 'EC1A 1BB', 'England'),
  city('Manchester', 'GB', 53.481, -2.243, 'M1 1AE', 'England'),
  city('Edinburgh', 'GB', 55.953, -3.188, 'EH1 1YZ', 'Scotland'),
  city('Birmingham', 'GB', 52.486, -1.89, 'B1 1AA', 'England'),
  city('Bristol', 'GB', 51.455, -2.588, 'BS1 4DJ', 'England'),
  city('Dublin', 'IE', 53.35, -6.26, 'D02 X285'),
  city('Wien', 'AT', 48.208, 16.373, '1010'),
  city('Graz', 'AT', 47.071, 15.439, '8010'),
  city('Zürich', 'CH', 47.377, 8.541, '8001'),
  city('Genève', 'CH', 46.204, 6.143, '1201'),
  city('Basel', 'CH', 47.56, 7.589, '4051'),
  city('Warszawa', 'PL', 52.23, 21.012, '00-001'),
  city('Kraków', 'PL', 50.065, 19.945, '30-001'),
  city('Wrocław', 'PL', 51.108, 17.039, '50-001'),
  city('Gdańsk', 'PL', 54.352, 18.646, '80-001'),
  city('Praha', 'CZ', 50.075, 14.438, '110 00'),
  city('Budapest', 'HU', 47.498, 19.04, '1051'),
  city('București', 'RO', 44.427, 26.102, '010011'),
  city('Athína', 'GR', 37.984, 23.728, '105 51'),
  city('Stockholm', 'SE', 59.329, 18.069, '111 20'),
  city('København', 'DK', 55.676, 12.568, '1050'),
  city('Helsinki', 'FI', 60.17, 24.938, '00100'),
  city('Oslo', 'NO', 59.914, 10.752, '0150'),
  city('Luxembourg', 'LU', 49.611, 6.13, '1111'),
  city('İstanbul', 'TR', 41.008, 28.978, '34000'),
  city('New York', 'US', 40.713, -74.006, '10001', 'NY'),
  city('San Francisco', 'US', 37.775, -122.419, '94103', 'CA'),
  city('Chicago', 'US', 41.878, -87.63, '60601', 'IL'),
  city('Austin', 'US', 30.267, -97.743, '78701', 'TX'),
  city('Toronto', 'CA', 43.653, -79.383, 'M5H 2N2', 'ON'),
  city('Bengaluru', 'IN', 12.972, 77.595, '560001', 'KA'),
  city('Pune', 'IN', 18.52, 73.857, '411001', 'MH'),
  city('Hyderabad', 'IN', 17.385, 78.487, '500001', 'TG'),
  city('Mumbai', 'IN', 19.076, 72.878, '400001', 'MH'),
  city('Singapore', 'SG', 1.352, 103.82, '018956'),
  city('Sydney', 'AU', -33.869, 151.209, '2000', 'NSW'),
  city('Melbourne', 'AU', -37.814, 144.963, '3000', 'VIC'),
  city('São Paulo', 'BR', -23.551, -46.633, '01000-000', 'SP'),
  city('Ciudad de México', 'MX', 19.433, -99.133, '06000', 'CMX'),
  city('Dubai', 'AE', 25.205, 55.271, '00000'),
]

/** Cities grouped by country, for picking a home town in a talent's country. */
export const CITIES_BY_COUNTRY = new Map<string, City[]>()
for (const row of CITIES) {
  const list = CITIES_BY_COUNTRY.get(row.country) ?? []
  list.push(row)
  CITIES_BY_COUNTRY.set(row.country, list)
}

const STREETS: Record<string, string[]> = {
  de: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Gartenweg',
    'Lindenallee',
    'Schillerstraße',
    'Goethestraße',
    'Mühlenweg',
  ],
  nl: [
    'Kerkstraat',
    'Dorpsstraat',
    'Molenweg',
    'Stationsplein',
    'Prinsengracht',
    'Keizersgracht',
    'Julianalaan',
  ],
  fr: [
    'rue de la Paix',
    'avenue Victor Hugo',
    'rue du Faubourg',
    'boulevard Haussmann',
    'rue de Rivoli',
    'rue Pasteur',
  ],
  es: [
    'Calle Mayor',
    'Gran Vía',
    'Calle de Alcalá',
    'Avenida de la Constitución',
    'Paseo de Gracia',
    'Calle Real',
  ],
  it: ['Via Roma', 'Corso Vittorio Emanuele', 'Via Garibaldi', 'Via Dante', 'Via Mazzini'],
  pl: ['ulica Marszałkowska', 'ulica Długa', 'ulica Floriańska', 'ulica Piotrkowska', 'ulica Mickiewicza'],
  pt: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo'],
  en: [
    'High Street',
    'Station Road',
    'Church Lane',
    'Park Avenue',
    'Victoria Road',
    'King Street',
    'Mill Lane',
  ],
}

/** A street line in the local style ("Hauptstraße 12", "12 rue de la Paix", "12 High Street"). */
export function streetLine(lang: string, street: number, no: number): string {
  const list = STREETS[lang] ?? STREETS.en
  const name = list[street % list.length]
  if (lang === 'fr') return `${no} ${name}`
  if (lang === 'es' || lang === 'pt') return `${name}, ${no}`
  if (lang === 'en') return `${no} ${name}`
  return `${name} ${no}`
}
