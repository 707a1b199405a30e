/** Who the demo talents are: name pools by origin, where they live, what they speak. */

const list = (s: string) => s.split(', ')

export interface Origin {
  key: string
  /** Home countries with weights. */
  countries: [string, number][]
  /** Native language (ISO 639-1). */
  native: string
  /** Language the CV texts are written in when not English. */
  cvLang: 'de' | 'fr' | 'nl' | 'es' | 'en'
  first: string[]
  last: string[]
  universities: string[]
}

export const ORIGINS: Origin[] = [
  {
    key: 'de',
    universities: list(
      'Technische Universität München, RWTH Aachen, Universität Hamburg, Karlsruher Institut für Technologie, Hochschule München, Universität zu Köln',
    ),
    countries: [
      ['DE', 8],
      ['AT', 1],
      ['CH', 1],
    ],
    native: 'de',
    cvLang: 'de',
    first: list(
      'Anna, Lukas, Sophie, Jonas, Marie, Felix, Lena, Maximilian, Laura, Tobias, Katharina, Florian, Julia, Sebastian, Hannah, Matthias, Sabine, Jürgen, Petra, Stefan, Ute, Niklas, Carina, Dominik, Jörg, Birgit',
    ),
    last: list(
      'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Weiß',
    ),
  },
  {
    key: 'nl',
    universities: list(
      'Technische Universiteit Delft, Universiteit van Amsterdam, Universiteit Utrecht, Hogeschool van Amsterdam, Technische Universiteit Eindhoven',
    ),
    countries: [
      ['NL', 8],
      ['BE', 2],
    ],
    native: 'nl',
    cvLang: 'nl',
    first: list(
      'Daan, Sanne, Bram, Lotte, Sem, Fleur, Thijs, Eva, Ruben, Anouk, Jeroen, Femke, Pieter, Marloes, Joost, Esther, Wouter, Inge, Koen, Noor, Maarten, Lieke',
    ),
    last: list(
      'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, Willems, Peeters',
    ),
  },
  {
    key: 'fr',
    universities: list('Sorbonne Université, École Polytechnique, INSA Lyon, Université de Lille, HEC Paris'),
    countries: [
      ['FR', 8],
      ['BE', 1],
      ['LU', 1],
      ['CH', 1],
    ],
    native: 'fr',
    cvLang: 'fr',
    first: list(
      'Camille, Louis, Léa, Hugo, Chloé, Lucas, Manon, Théo, Inès, Nathan, Élodie, Julien, Céline, Mathieu, Amélie, Nicolas, Aurélie, Guillaume, Sophie, Antoine, Margaux, Rémi',
    ),
    last: list(
      'Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier, Girard, Bonnet',
    ),
  },
  {
    key: 'es',
    universities: list(
      'Universidad Complutense de Madrid, Universitat de Barcelona, Universitat Politècnica de València, Universidad de Sevilla',
    ),
    countries: [
      ['ES', 8],
      ['MX', 2],
    ],
    native: 'es',
    cvLang: 'es',
    first: list(
      'Lucía, Hugo, María, Pablo, Paula, Alejandro, Carmen, Javier, Sofía, Daniel, Marta, Sergio, Elena, Álvaro, Laura, Diego, Andrea, Jorge, Irene, Raúl, Nuria, Adrián',
    ),
    last: list(
      'García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Navarro, Torres, Domínguez, Vázquez',
    ),
  },
  {
    key: 'en',
    universities: list(
      'University of Manchester, Imperial College London, University of Edinburgh, Trinity College Dublin, University of Toronto',
    ),
    countries: [
      ['GB', 6],
      ['IE', 1],
      ['US', 2],
      ['CA', 1],
      ['AU', 1],
    ],
    native: 'en',
    cvLang: 'en',
    first: list(
      'Oliver, Amelia, George, Isla, Harry, Emily, Jack, Charlotte, James, Grace, William, Sophie, Thomas, Olivia, Daniel, Chloe, Michael, Rachel, Andrew, Hannah, Liam, Siobhan',
    ),
    last: list(
      "Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke, O'Brien, Murphy",
    ),
  },
  {
    key: 'pl',
    universities: list('Politechnika Warszawska, Uniwersytet Jagielloński, Politechnika Wrocławska'),
    countries: [
      ['PL', 8],
      ['DE', 1],
      ['NL', 1],
    ],
    native: 'pl',
    cvLang: 'en',
    first: list(
      'Jakub, Zuzanna, Kacper, Julia, Szymon, Maja, Mateusz, Zofia, Michał, Aleksandra, Piotr, Katarzyna, Tomasz, Agnieszka, Paweł, Magdalena, Krzysztof, Natalia',
    ),
    last: list(
      'Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Kwiatkowski, Krawczyk',
    ),
  },
  {
    key: 'it',
    universities: list('Politecnico di Milano, Sapienza Università di Roma, Politecnico di Torino'),
    countries: [
      ['IT', 8],
      ['CH', 1],
      ['DE', 1],
    ],
    native: 'it',
    cvLang: 'en',
    first: list(
      'Giulia, Francesco, Chiara, Alessandro, Sofia, Lorenzo, Martina, Matteo, Federica, Andrea, Valentina, Davide, Elisa, Marco, Silvia, Riccardo',
    ),
    last: list(
      'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Costa, Giordano',
    ),
  },
  {
    key: 'in',
    universities: list('IIT Bombay, IIT Madras, BITS Pilani, Anna University, VIT Vellore'),
    countries: [
      ['IN', 6],
      ['GB', 1],
      ['DE', 1],
      ['NL', 1],
      ['SG', 1],
      ['US', 1],
    ],
    native: 'hi',
    cvLang: 'en',
    first: list(
      'Aarav, Priya, Rohan, Ananya, Vikram, Sneha, Arjun, Kavya, Rahul, Pooja, Aditya, Divya, Karan, Neha, Siddharth, Meera, Sanjay, Lakshmi',
    ),
    last: list(
      'Sharma, Patel, Singh, Kumar, Gupta, Iyer, Reddy, Nair, Mehta, Joshi, Rao, Chatterjee, Banerjee, Menon, Verma, Agarwal',
    ),
  },
  {
    key: 'pt',
    universities: list('Universidade de Lisboa, Universidade do Porto, Universidade de São Paulo'),
    countries: [
      ['PT', 6],
      ['BR', 4],
    ],
    native: 'pt',
    cvLang: 'en',
    first: list(
      'João, Beatriz, Tiago, Inês, Rafael, Mariana, Gonçalo, Ana, Rodrigo, Carolina, Bruno, Larissa',
    ),
    last: list(
      'Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Almeida, Carvalho, Lopes',
    ),
  },
  {
    key: 'tr',
    universities: list(
      'Boğaziçi University, Middle East Technical University, Istanbul Technical University',
    ),
    countries: [
      ['TR', 5],
      ['DE', 4],
      ['NL', 1],
    ],
    native: 'tr',
    cvLang: 'en',
    first: list('Emre, Elif, Mehmet, Zeynep, Can, Ayşe, Burak, Selin, Murat, Deniz, Cem, Esra'),
    last: list('Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Öztürk, Aydın, Arslan, Doğan, Koç, Kurt'),
  },
  {
    key: 'ro',
    universities: list(
      'Politehnica University of Bucharest, Budapest University of Technology and Economics, Czech Technical University in Prague, KTH Royal Institute of Technology',
    ),
    countries: [
      ['RO', 4],
      ['HU', 2],
      ['CZ', 2],
      ['GR', 1],
      ['SE', 1],
    ],
    native: 'ro',
    cvLang: 'en',
    first: list('Andrei, Ioana, Mihai, Elena, Bence, Réka, Tomáš, Tereza, Nikos, Eleni, Erik, Astrid'),
    last: list(
      'Popescu, Ionescu, Nagy, Kovács, Novák, Svoboda, Papadopoulos, Andersson, Stan, Dumitru, Horváth, Lindqvist',
    ),
  },
]

/** Origin mix per client: Acme hires across Europe, Globex is UK-centred with offshore teams. */
export const ORIGIN_WEIGHTS: Record<'acme' | 'globex', [Origin, number][]> = {
  acme: weights({ de: 30, nl: 14, fr: 10, es: 8, en: 8, pl: 9, it: 6, in: 7, pt: 3, tr: 3, ro: 2 }),
  globex: weights({ en: 38, in: 18, pl: 8, de: 6, fr: 6, es: 6, nl: 4, it: 4, pt: 4, tr: 2, ro: 4 }),
}

function weights(byKey: Record<string, number>): [Origin, number][] {
  return ORIGINS.map((o) => [o, byKey[o.key] ?? 0] as [Origin, number]).filter(([, w]) => w > 0)
}

/** ASCII form of a name for e-mail addresses ("Jürgen Weiß" -> "juergen", "weiss"). */
export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/g, '')
}
