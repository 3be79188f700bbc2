import type { components } from '@app/client';
import { describe, expect, it } from 'vitest';
import { profileAnswers } from './profile-answers';

type Answer = components['schemas']['Answer'];

let nextId = 1;
function answer(
  name: string,
  {
    type = 'single',
    value = null,
    options = [],
  }: { type?: string; value?: Answer['value']; options?: Answer['options'] } = {},
): Answer {
  const id = nextId++;
  return {
    question_id: id,
    question: { text: `Q ${name}`, label: `Q ${name}`, name, type },
    value,
    options,
  };
}
const option = (label: string, properties?: Answer['options'][number]['properties']) => ({
  id: nextId++,
  label,
  ...(properties ? { properties } : {}),
});

describe('profileAnswers', () => {
  const answers: Answer[] = [
    answer('objective', { options: [option('Une relation sérieuse')] }),
    answer('height', { value: 172 }),
    answer('silhouette', { options: [option('Athlétique')] }),
    answer('languages', { options: [option('Français'), option('Anglais')] }),
    answer('smoking', { options: [option('Jamais')] }),
    answer('education_level', { options: [option('Université')] }),
    answer('values', { options: [option('Honnêteté'), option('Famille')] }),
    answer('personality_traits', { options: [option('Curieuse')] }),
    answer('areas_of_interest', { options: [option('Randonnée', { icon_path: '/hike.svg' })] }),
    answer('zodiac', { type: 'ShortQuestionType', options: [option('Lion')] }),
    answer('hot_drink', { type: 'ShortQuestionType', options: [option('Thé')] }),
    answer('perfect_day', { type: 'LongQuestionType', value: 'Une journée au lac.' }),
    answer('authenticity', { type: 'LongQuestionType', value: '   ' }),
    answer('personal_development_importance', {
      options: [option('Très', { sentence: { fr: 'Essentiel pour moi', en: 'Essential to me' } })],
    }),
    answer('personal_development_importance_description', { value: 'Je lis chaque jour.' }),
  ];

  it('places each answer in its section by its question’s name and group', () => {
    const sections = profileAnswers(answers, 'fr');
    expect(sections.objective).toBe('Une relation sérieuse');
    expect(sections.height).toBe(172);
    expect(sections.silhouette).toBe('Athlétique');
    expect(sections.languages).toEqual(['Français', 'Anglais']);
    // The details box keeps the spec's order, not the answers' order.
    expect(sections.details.map((detail) => detail.question)).toEqual([
      'Q education_level',
      'Q smoking',
    ]);
    expect(sections.values).toEqual(['Honnêteté', 'Famille']);
    expect(sections.traits).toEqual(['Curieuse']);
    expect(sections.interests).toEqual([{ label: 'Randonnée', iconSrc: '/hike.svg' }]);
    expect(sections.personalDevelopmentDescription).toBe('Je lis chaque jour.');
  });

  it('leaves the zodiac answer to the user’s sign and ignores empty answers', () => {
    const sections = profileAnswers(answers, 'fr');
    expect(sections.short.map((short) => short.question)).toEqual(['Q hot_drink']);
    expect(sections.long.map((long) => long.question)).toEqual(['Q perfect_day']);
  });

  it('phrases personal development in the reader’s language', () => {
    expect(profileAnswers(answers, 'fr').personalDevelopment).toBe('Essentiel pour moi');
    expect(profileAnswers(answers, 'en').personalDevelopment).toBe('Essential to me');
  });

  it('shows nothing for a member without answers', () => {
    const sections = profileAnswers(undefined, 'en');
    expect(sections.objective).toBeUndefined();
    expect(sections.height).toBeUndefined();
    expect(sections.details).toEqual([]);
    expect(sections.short).toEqual([]);
  });
});
