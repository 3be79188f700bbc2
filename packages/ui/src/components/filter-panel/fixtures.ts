import { ALL_QUESTIONS, localizeQuestion } from '../../fixtures/questions.ts';
import type { FilterQuestion, SearchFilters } from './filter-panel.tsx';

/** The questionnaire as `GET /questions` serves it, flattened (stories only). */
export const questionsFr: FilterQuestion[] = ALL_QUESTIONS.map((q) => localizeQuestion(q, 'fr'));
export const questionsEn: FilterQuestion[] = ALL_QUESTIONS.map((q) => localizeQuestion(q, 'en'));

export const montreal: SearchFilters = {
  distance: 50,
  latitude: 45.5017,
  longitude: -73.5673,
  location_label: 'Montréal, QC',
};

/** Five active filters and the location (which does not count). */
export const fiveFilters: SearchFilters = {
  ...montreal,
  age: '30,45',
  question__languages: '401,402',
  question__values: '1301,1306',
  keywords: 'randonnée,cuisine',
  smoking_tolerance_level: true,
};
