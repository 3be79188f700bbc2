/**
 * Names of the demo world: Québécois and Canadian, French and English, and the many origins of people
 * who live in Canada. Each group also says which languages (option ids of the `languages` question)
 * its members are likely to speak besides French or English, so a profile stays coherent.
 *
 * Every name is common in its community; none is a real person's full name on purpose, and none is
 * `Test<code>` (those last names drive the test identity provider).
 */

export type NameGender = 'female' | 'male' | 'non_binary';

export interface NameGroup {
  id: string;
  female: readonly string[];
  male: readonly string[];
  /** First names people of any gender carry (chosen by most non-binary members). */
  neutral: readonly string[];
  last: readonly string[];
  /** Options of the `languages` question often spoken in this community (French and English aside). */
  heritageLanguages: readonly number[];
}

/** Old-stock Québécois and Franco-Canadian names. */
export const QUEBECOIS: NameGroup = {
  id: 'quebecois',
  female: [
    'Marie-Ève',
    'Geneviève',
    'Isabelle',
    'Julie',
    'Catherine',
    'Émilie',
    'Audrey',
    'Mélanie',
    'Valérie',
    'Nathalie',
    'Stéphanie',
    'Annie',
    'Josée',
    'Karine',
    'Sophie',
    'Chloé',
    'Léa',
    'Marie-Pier',
    'Véronique',
    'Andréanne',
    'Roxanne',
    'Marilou',
    'Noémie',
    'Rosalie',
    'Maude',
    'Élise',
    'Caroline',
    'Marie-Claude',
    'Johanne',
    'Sylvie',
    'Manon',
    'Lyne',
    'Chantal',
    'Francine',
    'Annie-Claude',
    'Laurence',
    'Gabrielle',
    'Justine',
    'Myriam',
    'Évelyne',
  ],
  male: [
    'Mathieu',
    'Jean-François',
    'Marc-André',
    'Sébastien',
    'Maxime',
    'Olivier',
    'Simon',
    'Alexandre',
    'Étienne',
    'Gabriel',
    'Louis',
    'Philippe',
    'Vincent',
    'Guillaume',
    'Patrick',
    'Éric',
    'Stéphane',
    'Yannick',
    'François',
    'Jérôme',
    'Benoît',
    'Sylvain',
    'Martin',
    'Luc',
    'Pierre-Luc',
    'Jean-Philippe',
    'Samuel',
    'Félix',
    'Charles',
    'Nicolas',
    'Denis',
    'Réjean',
    'Michel',
    'Normand',
    'Gilles',
    'Hugo',
    'Antoine',
    'Frédéric',
    'Marc-Olivier',
    'Raphaël',
  ],
  neutral: ['Camille', 'Dominique', 'Claude', 'Sacha', 'Maxime', 'Frédérique', 'Andrée-Anne'],
  last: [
    'Tremblay',
    'Gagnon',
    'Roy',
    'Côté',
    'Bouchard',
    'Gauthier',
    'Morin',
    'Lavoie',
    'Fortin',
    'Gagné',
    'Ouellet',
    'Pelletier',
    'Bélanger',
    'Lévesque',
    'Bergeron',
    'Leblanc',
    'Paquette',
    'Girard',
    'Simard',
    'Boucher',
    'Caron',
    'Beaulieu',
    'Cloutier',
    'Dubé',
    'Poirier',
    'Fournier',
    'Lapointe',
    'Leclerc',
    'Lefebvre',
    'Poulin',
    'Thibault',
    'St-Pierre',
    'Nadeau',
    'Martel',
    'Bédard',
    'Grenier',
    'Lessard',
    'Bernier',
    'Michaud',
    'Hébert',
    'Desjardins',
    'Couture',
    'Turcotte',
    'Lachance',
    'Parent',
    'Blais',
    'Gosselin',
    'Savard',
    'Proulx',
    'Beaudoin',
    'Demers',
    'Perreault',
    'Lemieux',
    'Dufour',
    'Dion',
    'Mercier',
    'Bolduc',
    'Bérubé',
    'Boisvert',
    'Langlois',
    'Ménard',
    'Vaillancourt',
    'Charbonneau',
    'Brassard',
    'Lalonde',
  ],
  heritageLanguages: [],
};

/** Acadian names (New Brunswick, Nova Scotia, Prince Edward Island). */
export const ACADIAN: NameGroup = {
  id: 'acadian',
  female: ['Natalie', 'Monique', 'Renée', 'Danielle', 'Josée', 'Mireille', 'Brigitte', 'Janelle'],
  male: ['Rémi', 'Roger', 'Paul', 'Gérald', 'Luc', 'Daniel', 'Marc', 'Gilles'],
  neutral: ['Dominique', 'Claude', 'Camille'],
  last: [
    'LeBlanc',
    'Cormier',
    'Gallant',
    'Arsenault',
    'Richard',
    'Landry',
    'Doucet',
    'Robichaud',
    'Thériault',
    'Babineau',
    'Boudreau',
    'Comeau',
    'Cyr',
    'Savoie',
  ],
  heritageLanguages: [],
};

/** Haitian Montrealers: Creole at home, French everywhere. */
export const HAITIAN: NameGroup = {
  id: 'haitian',
  female: [
    'Nadège',
    'Widline',
    'Fabiola',
    'Roseline',
    'Mirlande',
    'Stéphanie',
    'Guerline',
    'Marjorie',
  ],
  male: ['Jean-Robert', 'Wilson', 'Frantz', 'Ricardo', 'Jean-Claude', 'Reginald', 'Pierre-Richard'],
  neutral: ['Ange', 'Dominique'],
  last: [
    'Jean-Baptiste',
    'Joseph',
    'Pierre',
    'Saint-Fleur',
    'Désir',
    'Charles',
    'Étienne',
    'Louis',
  ],
  heritageLanguages: [421],
};

/** Families from Morocco, Algeria, Tunisia and Lebanon. */
export const MAGHREB_LEVANT: NameGroup = {
  id: 'maghreb-levant',
  female: ['Yasmine', 'Amira', 'Leïla', 'Samira', 'Inès', 'Kenza', 'Nour', 'Rania', 'Sarah'],
  male: ['Karim', 'Mehdi', 'Youssef', 'Samir', 'Rachid', 'Adel', 'Nabil', 'Walid', 'Sami'],
  neutral: ['Nour', 'Noa'],
  last: ['Benali', 'Haddad', 'Bouzid', 'El Amrani', 'Mansouri', 'Khoury', 'Saad', 'Cherif'],
  heritageLanguages: [407],
};

/** West Africans, French and Belgians. */
export const FRANCOPHONE_WORLD: NameGroup = {
  id: 'francophone-world',
  female: ['Aïcha', 'Fatou', 'Mariam', 'Awa', 'Clémence', 'Margaux', 'Solène', 'Océane', 'Pauline'],
  male: ['Amadou', 'Moussa', 'Ibrahima', 'Cédric', 'Thibault', 'Romain', 'Bastien', 'Arnaud'],
  neutral: ['Sasha', 'Eden', 'Lou'],
  last: ['Diallo', 'Traoré', 'Ndiaye', 'Koné', 'Diop', 'Dubois', 'Lambert', 'Moreau', 'Peeters'],
  heritageLanguages: [],
};

/** English-Canadian names, from Halifax to Victoria. */
export const ANGLO_CANADIAN: NameGroup = {
  id: 'anglo-canadian',
  female: [
    'Sarah',
    'Emily',
    'Jessica',
    'Jennifer',
    'Lauren',
    'Megan',
    'Rachel',
    'Hannah',
    'Olivia',
    'Emma',
    'Claire',
    'Fiona',
    'Grace',
    'Heather',
    'Amanda',
    'Kaitlyn',
    'Brooke',
    'Shannon',
    'Kelsey',
    'Erin',
    'Lindsay',
    'Tara',
    'Colleen',
    'Margaret',
    'Susan',
    'Karen',
    'Abigail',
    'Madison',
  ],
  male: [
    'James',
    'Ryan',
    'Michael',
    'Daniel',
    'Matthew',
    'Andrew',
    'Kevin',
    'Tyler',
    'Jason',
    'Jeremy',
    'Connor',
    'Liam',
    'Noah',
    'Ethan',
    'Owen',
    'Graham',
    'Scott',
    'Brian',
    'Colin',
    'Derek',
    'Trevor',
    'Greg',
    'Ian',
    'Robert',
    'Douglas',
    'Nathan',
    'Caleb',
    'Evan',
  ],
  neutral: ['Alex', 'Sam', 'Charlie', 'Jordan', 'Riley', 'Morgan', 'Avery', 'Taylor', 'Jamie'],
  last: [
    'Smith',
    'Brown',
    'Wilson',
    'MacDonald',
    'Campbell',
    'Stewart',
    'Anderson',
    'Taylor',
    'Thompson',
    'Robertson',
    'Murray',
    'Fraser',
    'Johnston',
    'Reid',
    'Graham',
    'Mitchell',
    'Sinclair',
    'McLeod',
    'Morrison',
    'Walsh',
    "O'Brien",
    'Kelly',
    'Murphy',
    'Clarke',
    'Young',
    'Hughes',
    'Bennett',
    'Parsons',
    'Ferguson',
    'Hall',
    'Cardinal',
    'Bear',
    'Whitehead',
  ],
  heritageLanguages: [],
};

/** Punjabi Canadians (Brampton, Surrey). */
export const PUNJABI: NameGroup = {
  id: 'punjabi',
  female: ['Simran', 'Harpreet', 'Jasleen', 'Navneet', 'Gurleen', 'Amandeep'],
  male: ['Gurpreet', 'Harjit', 'Manpreet', 'Jaspreet', 'Arshdeep', 'Kulwinder'],
  neutral: ['Amandeep', 'Navjot'],
  last: ['Singh', 'Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu'],
  heritageLanguages: [412],
};

/** Indian Canadians who speak Hindi at home. */
export const HINDI_SPEAKING: NameGroup = {
  id: 'hindi',
  female: ['Priya', 'Anjali', 'Neha', 'Kavya', 'Pooja', 'Shreya'],
  male: ['Arjun', 'Raj', 'Vikram', 'Rohan', 'Amit', 'Karan'],
  neutral: ['Ari', 'Kiran'],
  last: ['Patel', 'Sharma', 'Mehta', 'Shah', 'Iyer', 'Joshi'],
  heritageLanguages: [413],
};

/** Pakistani Canadians. */
export const URDU_SPEAKING: NameGroup = {
  id: 'urdu',
  female: ['Ayesha', 'Farah', 'Sana', 'Hira', 'Mahnoor'],
  male: ['Omar', 'Tariq', 'Bilal', 'Hamza', 'Usman'],
  neutral: ['Noor'],
  last: ['Khan', 'Hussain', 'Ali', 'Qureshi', 'Malik'],
  heritageLanguages: [414],
};

/** Chinese Canadians (Markham, Richmond, Vancouver, Montréal). */
export const CHINESE: NameGroup = {
  id: 'chinese',
  female: ['Mei', 'Xin', 'Jia', 'Vivian', 'Grace', 'Wendy', 'Ling'],
  male: ['Wei', 'Jun', 'Kevin', 'Eric', 'Jason', 'Hao'],
  neutral: ['Jin', 'Kim'],
  last: ['Chen', 'Wong', 'Li', 'Zhang', 'Liu', 'Lam', 'Chan'],
  heritageLanguages: [408, 409],
};

/** Vietnamese Canadians. */
export const VIETNAMESE: NameGroup = {
  id: 'vietnamese',
  female: ['Linh', 'Thu', 'Lan', 'Mai', 'Trang'],
  male: ['Minh', 'Duc', 'Tuan', 'Huy', 'Long'],
  neutral: ['Kim', 'An'],
  last: ['Nguyen', 'Tran', 'Pham', 'Le', 'Vo'],
  heritageLanguages: [410],
};

/** Filipino Canadians (Winnipeg, Toronto, Vancouver). */
export const FILIPINO: NameGroup = {
  id: 'filipino',
  female: ['Maricel', 'Jasmine', 'Kristine', 'Angelica', 'Joy'],
  male: ['Paolo', 'Jerome', 'Mark', 'Carlo', 'Rommel'],
  neutral: ['Jamie', 'Sam'],
  last: ['Santos', 'Reyes', 'Cruz', 'Dela Cruz', 'Bautista', 'Garcia'],
  heritageLanguages: [411],
};

/** Spanish-speaking Latin American Canadians. */
export const HISPANIC: NameGroup = {
  id: 'hispanic',
  female: ['Sofia', 'Valentina', 'Camila', 'Daniela', 'Lucía', 'Gabriela'],
  male: ['Diego', 'Luis', 'Mateo', 'Carlos', 'Andrés', 'Javier'],
  neutral: ['Alex', 'Sasha'],
  last: ['Rodriguez', 'Hernandez', 'Martinez', 'Lopez', 'Gonzalez', 'Ramirez'],
  heritageLanguages: [403],
};

/** Portuguese and Brazilian Canadians. */
export const LUSOPHONE: NameGroup = {
  id: 'lusophone',
  female: ['Ana', 'Beatriz', 'Mariana', 'Inês', 'Carolina'],
  male: ['João', 'Rafael', 'Thiago', 'Tiago', 'Pedro'],
  neutral: ['Alex'],
  last: ['Silva', 'Costa', 'Ferreira', 'Pereira', 'Medeiros'],
  heritageLanguages: [404],
};

/** Italian Canadians (Saint-Léonard, Woodbridge). */
export const ITALIAN: NameGroup = {
  id: 'italian',
  female: ['Giulia', 'Francesca', 'Chiara', 'Alessandra', 'Teresa'],
  male: ['Marco', 'Luca', 'Matteo', 'Stefano', 'Antonio'],
  neutral: ['Andrea'],
  last: ['Rossi', 'Russo', 'Esposito', 'Romano', 'Colombo', 'DiMaio'],
  heritageLanguages: [405],
};

/** Greek Canadians (Parc-Extension, the Danforth). */
export const GREEK: NameGroup = {
  id: 'greek',
  female: ['Eleni', 'Maria', 'Sofia', 'Despina', 'Katerina'],
  male: ['Nikos', 'Dimitri', 'Giorgos', 'Kostas', 'Yannis'],
  neutral: ['Alex'],
  last: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Pappas', 'Vlachos'],
  heritageLanguages: [419],
};

/** Ukrainian Canadians (the Prairies, Toronto, Montréal). */
export const UKRAINIAN: NameGroup = {
  id: 'ukrainian',
  female: ['Olena', 'Natalia', 'Oksana', 'Iryna', 'Anna'],
  male: ['Andriy', 'Oleksandr', 'Taras', 'Mykola', 'Stefan'],
  neutral: ['Sasha'],
  last: ['Kovalenko', 'Shevchenko', 'Bondarenko', 'Melnyk', 'Hrytsenko'],
  heritageLanguages: [417],
};

/** Polish Canadians. */
export const POLISH: NameGroup = {
  id: 'polish',
  female: ['Katarzyna', 'Agnieszka', 'Magdalena', 'Ewa'],
  male: ['Tomasz', 'Piotr', 'Michał', 'Krzysztof'],
  neutral: ['Alex'],
  last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Lewandowski'],
  heritageLanguages: [418],
};

export const NAME_GROUPS: readonly NameGroup[] = [
  QUEBECOIS,
  ACADIAN,
  HAITIAN,
  MAGHREB_LEVANT,
  FRANCOPHONE_WORLD,
  ANGLO_CANADIAN,
  PUNJABI,
  HINDI_SPEAKING,
  URDU_SPEAKING,
  CHINESE,
  VIETNAMESE,
  FILIPINO,
  HISPANIC,
  LUSOPHONE,
  ITALIAN,
  GREEK,
  UKRAINIAN,
  POLISH,
];

/** Who a French-speaking member is likely to be (weights). */
export const FRENCH_SPEAKERS: readonly (readonly [NameGroup, number])[] = [
  [QUEBECOIS, 64],
  [HAITIAN, 9],
  [MAGHREB_LEVANT, 9],
  [FRANCOPHONE_WORLD, 7],
  [HISPANIC, 3],
  [LUSOPHONE, 1],
  [ITALIAN, 2],
  [GREEK, 1],
  [VIETNAMESE, 2],
  [CHINESE, 1],
  [UKRAINIAN, 1],
];

/** Who an English-speaking member is likely to be (weights). */
export const ENGLISH_SPEAKERS: readonly (readonly [NameGroup, number])[] = [
  [ANGLO_CANADIAN, 54],
  [PUNJABI, 5],
  [HINDI_SPEAKING, 4],
  [URDU_SPEAKING, 3],
  [CHINESE, 7],
  [FILIPINO, 4],
  [VIETNAMESE, 2],
  [ITALIAN, 3],
  [GREEK, 1],
  [UKRAINIAN, 3],
  [POLISH, 2],
  [HISPANIC, 3],
  [LUSOPHONE, 2],
  [QUEBECOIS, 5],
  [MAGHREB_LEVANT, 2],
];
/** The first names a person of this gender may carry in the group (non-binary: mostly neutral ones). */
export function firstNamesFor(
  group: NameGroup,
  gender: NameGender,
  random: () => number,
): readonly string[] {
  if (gender === 'female') return group.female;
  if (gender === 'male') return group.male;
  // Most non-binary members chose a neutral name; some kept the one they were given.
  if (random() < 0.75) return group.neutral;
  return random() < 0.5 ? group.female : group.male;
}

/** Initials for the generated portrait: first letters of the first and last names (`Marie-Ève Côté` → MC). */
export function initialsOf(firstName: string, lastName: string): string {
  const letter = (name: string) => (/[\p{L}]/u.exec(name)?.[0] ?? '').toLocaleUpperCase('fr-CA');
  return `${letter(firstName)}${letter(lastName)}`;
}
