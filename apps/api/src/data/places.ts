/**
 * Canadian places with coordinates: the bundled default behind the Canada-only address autocomplete
 * and the search distance (a maps provider replaces it in production). Coordinates are the centre of
 * the municipality or borough (WGS 84, 4 decimals); `postal_prefix` is the forward sortation area
 * (first three characters of the postal code) of that centre. Ids are stable and never reused.
 */

export type ProvinceCode =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export interface LocalizedName {
  fr: string;
  en: string;
}

/** The 10 provinces and 3 territories, with their names. */
export const PROVINCES: Readonly<Record<ProvinceCode, LocalizedName>> = {
  AB: { fr: 'Alberta', en: 'Alberta' },
  BC: { fr: 'Colombie-Britannique', en: 'British Columbia' },
  MB: { fr: 'Manitoba', en: 'Manitoba' },
  NB: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
  NL: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
  NS: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
  NT: { fr: 'Territoires du Nord-Ouest', en: 'Northwest Territories' },
  NU: { fr: 'Nunavut', en: 'Nunavut' },
  ON: { fr: 'Ontario', en: 'Ontario' },
  PE: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
  QC: { fr: 'Québec', en: 'Quebec' },
  SK: { fr: 'Saskatchewan', en: 'Saskatchewan' },
  YT: { fr: 'Yukon', en: 'Yukon' },
};

export const PROVINCE_CODES = Object.keys(PROVINCES) as ProvinceCode[];

export interface Place {
  id: number;
  /** The place as people name it: a municipality, or a borough or sector of one. */
  name: string;
  /** The municipality of the postal address (the place itself, or the city a borough belongs to). */
  city: string;
  /** Two-letter province or territory code. */
  province: ProvinceCode;
  latitude: number;
  longitude: number;
  /** Forward sortation area (first three characters of the postal code). */
  postal_prefix: string;
}

type Row = [
  name: string,
  province: ProvinceCode,
  lat: number,
  lng: number,
  fsa: string,
  city?: string,
];

const MTL = 'Montréal';
const QUE = 'Québec';

// Order matters: within equal match quality, earlier places rank first (Quebec first, larger first).
const ROWS: Row[] = [
  // Québec: Montréal and its boroughs
  ['Montréal', 'QC', 45.5019, -73.5674, 'H2Y'],
  ['Ville-Marie', 'QC', 45.5088, -73.5617, 'H3B', MTL],
  ['Le Plateau-Mont-Royal', 'QC', 45.5236, -73.5815, 'H2J', MTL],
  ['Rosemont–La Petite-Patrie', 'QC', 45.544, -73.587, 'H2G', MTL],
  ['Villeray–Saint-Michel–Parc-Extension', 'QC', 45.552, -73.617, 'H2R', MTL],
  ['Ahuntsic-Cartierville', 'QC', 45.5555, -73.665, 'H2C', MTL],
  ['Côte-des-Neiges–Notre-Dame-de-Grâce', 'QC', 45.484, -73.625, 'H3T', MTL],
  ['Le Sud-Ouest', 'QC', 45.477, -73.58, 'H3J', MTL],
  ['Mercier–Hochelaga-Maisonneuve', 'QC', 45.556, -73.541, 'H1W', MTL],
  ['Verdun', 'QC', 45.459, -73.571, 'H4G', MTL],
  ['LaSalle', 'QC', 45.4318, -73.629, 'H8N', MTL],
  ['Lachine', 'QC', 45.441, -73.688, 'H8S', MTL],
  ['Saint-Laurent', 'QC', 45.511, -73.686, 'H4L', MTL],
  ['Anjou', 'QC', 45.605, -73.562, 'H1K', MTL],
  ['Montréal-Nord', 'QC', 45.594, -73.632, 'H1G', MTL],
  ['Saint-Léonard', 'QC', 45.587, -73.597, 'H1S', MTL],
  ['Rivière-des-Prairies–Pointe-aux-Trembles', 'QC', 45.653, -73.547, 'H1E', MTL],
  ['Outremont', 'QC', 45.5167, -73.6083, 'H2V', MTL],
  ['Pierrefonds-Roxboro', 'QC', 45.49, -73.85, 'H9A', MTL],
  ['L’Île-Bizard–Sainte-Geneviève', 'QC', 45.495, -73.896, 'H9C', MTL],
  // Québec: island of Montréal
  ['Westmount', 'QC', 45.4857, -73.5982, 'H3Z'],
  ['Mont-Royal', 'QC', 45.516, -73.646, 'H3P'],
  ['Côte-Saint-Luc', 'QC', 45.4653, -73.6656, 'H4W'],
  ['Dorval', 'QC', 45.4477, -73.7449, 'H9S'],
  ['Pointe-Claire', 'QC', 45.4487, -73.8168, 'H9R'],
  ['Dollard-des-Ormeaux', 'QC', 45.4943, -73.824, 'H9B'],
  ['Kirkland', 'QC', 45.45, -73.8667, 'H9J'],
  ['Beaconsfield', 'QC', 45.43, -73.86, 'H9W'],
  // Québec: greater Montréal
  ['Laval', 'QC', 45.6066, -73.7124, 'H7V'],
  ['Longueuil', 'QC', 45.5312, -73.5185, 'J4K'],
  ['Brossard', 'QC', 45.4584, -73.466, 'J4W'],
  ['Saint-Lambert', 'QC', 45.5, -73.505, 'J4P'],
  ['Boucherville', 'QC', 45.591, -73.436, 'J4B'],
  ['Terrebonne', 'QC', 45.705, -73.6473, 'J6W'],
  ['Repentigny', 'QC', 45.7422, -73.45, 'J6A'],
  ['Mascouche', 'QC', 45.7461, -73.6001, 'J7K'],
  ['Blainville', 'QC', 45.67, -73.88, 'J7C'],
  ['Boisbriand', 'QC', 45.613, -73.839, 'J7G'],
  ['Sainte-Thérèse', 'QC', 45.639, -73.825, 'J7E'],
  ['Saint-Eustache', 'QC', 45.565, -73.905, 'J7R'],
  ['Mirabel', 'QC', 45.65, -74.0833, 'J7J'],
  ['Saint-Jérôme', 'QC', 45.7756, -74.0036, 'J7Z'],
  ['Châteauguay', 'QC', 45.3803, -73.7497, 'J6J'],
  ['La Prairie', 'QC', 45.4167, -73.5, 'J5R'],
  ['Vaudreuil-Dorion', 'QC', 45.4, -74.0333, 'J7V'],
  ['Saint-Jean-sur-Richelieu', 'QC', 45.3072, -73.2625, 'J3B'],
  ['Chambly', 'QC', 45.45, -73.2833, 'J3L'],
  // Québec: capital region
  ['Québec', 'QC', 46.8139, -71.208, 'G1R'],
  ['Sainte-Foy', 'QC', 46.778, -71.287, 'G1V', QUE],
  ['Charlesbourg', 'QC', 46.86, -71.267, 'G1G', QUE],
  ['Beauport', 'QC', 46.864, -71.19, 'G1E', QUE],
  ['Lévis', 'QC', 46.8032, -71.1779, 'G6V'],
  // Québec: regions
  ['Gatineau', 'QC', 45.4765, -75.7013, 'J8X'],
  ['Sherbrooke', 'QC', 45.4042, -71.8929, 'J1H'],
  ['Trois-Rivières', 'QC', 46.3432, -72.5477, 'G9A'],
  ['Saguenay', 'QC', 48.428, -71.0686, 'G7H'],
  ['Rimouski', 'QC', 48.4489, -68.5236, 'G5L'],
  ['Drummondville', 'QC', 45.8834, -72.4824, 'J2B'],
  ['Granby', 'QC', 45.4, -72.7333, 'J2G'],
  ['Saint-Hyacinthe', 'QC', 45.6307, -72.9566, 'J2S'],
  ['Shawinigan', 'QC', 46.5667, -72.75, 'G9N'],
  ['Victoriaville', 'QC', 46.05, -71.96, 'G6P'],
  ['Joliette', 'QC', 46.02, -73.44, 'J6E'],
  ['Magog', 'QC', 45.2667, -72.15, 'J1X'],
  ['Salaberry-de-Valleyfield', 'QC', 45.25, -74.1333, 'J6S'],
  ['Sorel-Tracy', 'QC', 46.04, -73.113, 'J3P'],
  ['Saint-Georges', 'QC', 46.1167, -70.6667, 'G5Y'],
  ['Thetford Mines', 'QC', 46.093, -71.304, 'G6G'],
  ['Alma', 'QC', 48.55, -71.65, 'G8B'],
  ['Rivière-du-Loup', 'QC', 47.83, -69.535, 'G5R'],
  ['Rouyn-Noranda', 'QC', 48.2366, -79.023, 'J9X'],
  ['Val-d’Or', 'QC', 48.0975, -77.7828, 'J9P'],
  ['Baie-Comeau', 'QC', 49.2167, -68.15, 'G4Z'],
  ['Sept-Îles', 'QC', 50.21, -66.38, 'G4R'],
  ['Gaspé', 'QC', 48.8333, -64.4833, 'G4X'],
  ['Mont-Tremblant', 'QC', 46.1184, -74.5962, 'J8E'],
  ['Baie-Saint-Paul', 'QC', 47.441, -70.498, 'G3Z'],
  // Ontario
  ['Toronto', 'ON', 43.6532, -79.3832, 'M5H'],
  ['North York', 'ON', 43.7615, -79.4111, 'M2N', 'Toronto'],
  ['Scarborough', 'ON', 43.7731, -79.2578, 'M1P', 'Toronto'],
  ['Etobicoke', 'ON', 43.6435, -79.565, 'M9C', 'Toronto'],
  ['Ottawa', 'ON', 45.4215, -75.6972, 'K1P'],
  ['Orléans', 'ON', 45.4667, -75.5167, 'K1C', 'Ottawa'],
  ['Kanata', 'ON', 45.3088, -75.8987, 'K2K', 'Ottawa'],
  ['Mississauga', 'ON', 43.589, -79.6441, 'L5B'],
  ['Brampton', 'ON', 43.7315, -79.7624, 'L6Y'],
  ['Hamilton', 'ON', 43.2557, -79.8711, 'L8P'],
  ['Markham', 'ON', 43.8561, -79.337, 'L3R'],
  ['Vaughan', 'ON', 43.8563, -79.5085, 'L6A'],
  ['Richmond Hill', 'ON', 43.8828, -79.4403, 'L4C'],
  ['Oakville', 'ON', 43.4675, -79.6877, 'L6J'],
  ['Burlington', 'ON', 43.3255, -79.799, 'L7R'],
  ['Oshawa', 'ON', 43.8971, -78.8658, 'L1H'],
  ['London', 'ON', 42.9849, -81.2453, 'N6A'],
  ['Kitchener', 'ON', 43.4516, -80.4925, 'N2G'],
  ['Waterloo', 'ON', 43.4643, -80.5204, 'N2J'],
  ['Guelph', 'ON', 43.5448, -80.2482, 'N1H'],
  ['Windsor', 'ON', 42.3149, -83.0364, 'N9A'],
  ['Kingston', 'ON', 44.2312, -76.486, 'K7L'],
  ['Barrie', 'ON', 44.3894, -79.6903, 'L4M'],
  ['St. Catharines', 'ON', 43.1594, -79.2469, 'L2R'],
  ['Niagara Falls', 'ON', 43.0896, -79.0849, 'L2E'],
  ['Peterborough', 'ON', 44.3091, -78.3197, 'K9H'],
  ['Sudbury', 'ON', 46.4917, -80.993, 'P3A'],
  ['Thunder Bay', 'ON', 48.3809, -89.2477, 'P7B'],
  ['Sault Ste. Marie', 'ON', 46.5219, -84.3461, 'P6A'],
  ['North Bay', 'ON', 46.3091, -79.4608, 'P1B'],
  ['Timmins', 'ON', 48.4758, -81.3305, 'P4N'],
  ['Cornwall', 'ON', 45.0213, -74.7303, 'K6H'],
  ['Hawkesbury', 'ON', 45.6083, -74.605, 'K6A'],
  // British Columbia
  ['Vancouver', 'BC', 49.2827, -123.1207, 'V6B'],
  ['North Vancouver', 'BC', 49.3165, -123.0688, 'V7M'],
  ['Burnaby', 'BC', 49.2488, -122.9805, 'V5G'],
  ['Richmond', 'BC', 49.1666, -123.1336, 'V6Y'],
  ['Surrey', 'BC', 49.1913, -122.849, 'V3T'],
  ['Abbotsford', 'BC', 49.0504, -122.3045, 'V2S'],
  ['Victoria', 'BC', 48.4284, -123.3656, 'V8W'],
  ['Nanaimo', 'BC', 49.1659, -123.9401, 'V9R'],
  ['Kelowna', 'BC', 49.888, -119.496, 'V1Y'],
  ['Kamloops', 'BC', 50.6745, -120.3273, 'V2C'],
  ['Prince George', 'BC', 53.9171, -122.7497, 'V2L'],
  // Alberta
  ['Calgary', 'AB', 51.0447, -114.0719, 'T2P'],
  ['Edmonton', 'AB', 53.5461, -113.4938, 'T5J'],
  ['Red Deer', 'AB', 52.2681, -113.8112, 'T4N'],
  ['Lethbridge', 'AB', 49.6956, -112.8451, 'T1J'],
  ['Medicine Hat', 'AB', 50.0405, -110.6764, 'T1A'],
  ['Grande Prairie', 'AB', 55.1707, -118.7886, 'T8V'],
  ['Fort McMurray', 'AB', 56.7267, -111.379, 'T9H'],
  // Saskatchewan
  ['Saskatoon', 'SK', 52.1579, -106.6702, 'S7K'],
  ['Regina', 'SK', 50.4452, -104.6189, 'S4P'],
  ['Prince Albert', 'SK', 53.2033, -105.7531, 'S6V'],
  ['Moose Jaw', 'SK', 50.3934, -105.5519, 'S6H'],
  // Manitoba
  ['Winnipeg', 'MB', 49.8951, -97.1384, 'R3C'],
  ['Saint-Boniface', 'MB', 49.89, -97.117, 'R2H', 'Winnipeg'],
  ['Brandon', 'MB', 49.8485, -99.95, 'R7A'],
  ['Thompson', 'MB', 55.7433, -97.8553, 'R8N'],
  // New Brunswick
  ['Moncton', 'NB', 46.0878, -64.7782, 'E1C'],
  ['Dieppe', 'NB', 46.0789, -64.687, 'E1A'],
  ['Fredericton', 'NB', 45.9636, -66.6431, 'E3B'],
  ['Saint John', 'NB', 45.2733, -66.0633, 'E2L'],
  ['Edmundston', 'NB', 47.3737, -68.3251, 'E3V'],
  ['Bathurst', 'NB', 47.6186, -65.651, 'E2A'],
  ['Caraquet', 'NB', 47.7833, -64.95, 'E1W'],
  // Nova Scotia
  ['Halifax', 'NS', 44.6488, -63.5752, 'B3J'],
  ['Dartmouth', 'NS', 44.6713, -63.5772, 'B2Y', 'Halifax'],
  ['Sydney', 'NS', 46.1368, -60.1942, 'B1P'],
  ['Truro', 'NS', 45.365, -63.28, 'B2N'],
  // Prince Edward Island
  ['Charlottetown', 'PE', 46.2382, -63.1311, 'C1A'],
  ['Summerside', 'PE', 46.3934, -63.7902, 'C1N'],
  // Newfoundland and Labrador
  ['St. John’s', 'NL', 47.5615, -52.7126, 'A1C'],
  ['Corner Brook', 'NL', 48.95, -57.95, 'A2H'],
  ['Gander', 'NL', 48.9569, -54.6089, 'A1V'],
  ['Happy Valley-Goose Bay', 'NL', 53.3017, -60.326, 'A0P'],
  // Territories
  ['Whitehorse', 'YT', 60.7212, -135.0568, 'Y1A'],
  ['Dawson City', 'YT', 64.06, -139.432, 'Y0B'],
  ['Yellowknife', 'NT', 62.454, -114.3718, 'X1A'],
  ['Inuvik', 'NT', 68.3607, -133.723, 'X0E'],
  ['Iqaluit', 'NU', 63.7467, -68.517, 'X0A'],
  ['Rankin Inlet', 'NU', 62.809, -92.085, 'X0C'],
];

export const PLACES: readonly Place[] = ROWS.map(
  ([name, province, latitude, longitude, fsa, city], i) => ({
    id: i + 1,
    name,
    city: city ?? name,
    province,
    latitude,
    longitude,
    postal_prefix: fsa,
  }),
);

const ABBREVIATIONS: Readonly<Record<string, string | undefined>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mont',
};

/** Lower case, accents and punctuation removed, `st`/`ste`/`mt` spelled out: "St-Jérôme" → "saint jerome". */
export function normalizePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

interface IndexedPlace {
  place: Place;
  name: string;
  words: string[];
  haystack: string;
}

const INDEX: IndexedPlace[] = PLACES.map((place) => {
  const name = normalizePlaceText(place.name);
  const province = PROVINCES[place.province];
  return {
    place,
    name,
    words: name.split(' '),
    haystack: normalizePlaceText(
      [place.name, place.city, place.province, province.fr, province.en, place.postal_prefix].join(
        ' ',
      ),
    ),
  };
});

/** Match quality, lower is better; null when the place does not match. */
function score(entry: IndexedPlace, query: string, tokens: string[]): number | null {
  if (entry.name === query) return 0;
  if (entry.name.startsWith(query)) return 1;
  if (entry.place.postal_prefix.toLowerCase() === query.replace(/ /g, '')) return 1;
  if (entry.words.some((word) => word.startsWith(query))) return 2;
  if (entry.name.includes(query)) return 3;
  // Several words ("verdun montreal", "richmond bc"): each must start a word of the place's text.
  const words = entry.haystack.split(' ');
  if (tokens.every((token) => words.some((word) => word.startsWith(token)))) return 4;
  if (entry.haystack.includes(query)) return 5;
  return null;
}

/**
 * Places matching `query` (accents, case and punctuation ignored; a prefix of the name first, then a
 * word of the name, then a substring, then the borough's city, province or postal prefix), best
 * first. Backs the Canada-only address autocomplete.
 */
export function searchPlaces(query: string, limit = 10): Place[] {
  const normalized = normalizePlaceText(query);
  if (normalized === '' || limit <= 0) return [];
  const tokens = normalized.split(' ');
  const matches: { place: Place; score: number }[] = [];
  for (const entry of INDEX) {
    const s = score(entry, normalized, tokens);
    if (s !== null) matches.push({ place: entry.place, score: s });
  }
  // Array.prototype.sort is stable: equal scores keep the list order.
  matches.sort((a, b) => a.score - b.score);
  return matches.slice(0, Math.floor(limit)).map((match) => match.place);
}

export function findPlace(id: number): Place | undefined {
  return PLACES.find((place) => place.id === id);
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6371 km). */
export function distanceKm(
  a: Pick<Place, 'latitude' | 'longitude'>,
  b: Pick<Place, 'latitude' | 'longitude'>,
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
