/**
 * What the filters are called, shared by the panel and the chips: kept apart from the panel, so the
 * chips and the search page do not bring the panel's code (its dialog, select and sliders) into the
 * page's first load; the panel comes when it is first opened.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import type { Orientation } from './filter-panel.ts';

/** The name of each filter, shared by the panel and the chips. */
export const filterLabelMessages = defineMessages<{
  label: { key: string };
  orientation: { orientation: Orientation };
}>({
  label: {
    id: 'ui.filter-panel.label',
    defaultMessage:
      '{key, select, sexual_orientations {Je recherche} age {Âge} question__height {Taille} keywords {Mots-clés} smoking_tolerance_level {À l’aise avec le tabac} accepts_persons_with_limitations {Ouvert(e) aux personnes vivant avec une limitation} location {Lieu} distance {Distance maximale} question__objective {Objectif} question__silhouette {Silhouette} question__languages {Langues} question__values {Valeurs} question__personality_traits {Traits de personnalité} question__areas_of_interest {Centres d’intérêt} question__family_situation {Situation familiale} question__kids_living_with {Enfants à la maison} question__want_to_have_children {Désir d’enfants} question__education_level {Scolarité} question__current_occupation {Occupation} question__religious_beliefs {Croyances} question__religion {Religion} question__alcohol_consumption_frequency {Alcool} question__smoking {Tabac} question__smoking_frequency {Fréquence du tabac} question__food_preferences {Alimentation} question__personal_development_importance {Développement personnel} other {Critère}}',
  },
  orientation: {
    id: 'ui.filter-panel.orientation',
    defaultMessage:
      '{orientation, select, man {Hommes} woman {Femmes} other {Personnes non binaires}}',
  },
});

/** The label of a filter key ('Âge', 'Langues'...). */
export function filterLabel(intl: IntlShape, key: string): string {
  return intl.formatMessage(filterLabelMessages.label, { key });
}

/** A profile question as `GET /questions` serves it, in the member's language. */
export interface FilterQuestion {
  name: string;
  options: readonly { id: number | string; label: string }[];
}
