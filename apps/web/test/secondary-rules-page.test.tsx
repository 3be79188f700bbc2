// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as SecondaryRules } from '../src/routes/member/settings/secondary-conversation-rules';
import { clearNotifications, currentNotifications } from '../src/lib/notifications';
import { fakePlatform } from './support/fake-platform';
import { renderPage } from './support/render';

afterEach(() => {
  cleanup();
  clearNotifications();
});

const question = (
  id: number,
  name: string,
  text: string,
  options: [number, string][],
  dependents: unknown[] = [],
) => ({
  id,
  name,
  text,
  required: false,
  type: 'single',
  input_type: 'select',
  options: options.map(([optionId, label]) => ({ id: optionId, label })),
  dependent_questions: dependents,
});

// As `GET /questions` serves them (apps/api/src/data/questions.ts): `religion`, `smoking_frequency`
// and `smoking_tolerance_level` are allowed rules but only come nested under their parent question.
const religion = question(21, 'religion', 'De quelle religion vous sentez-vous le plus proche?', [
  [2101, 'Christianisme'],
  [2102, 'Islam'],
]);
const questions = [
  question(
    10,
    'smoking',
    'Fumez-vous ou vapotez-vous?',
    [[1001, 'Non']],
    [
      question(19, 'smoking_frequency', 'À quelle fréquence?', [[1901, 'Parfois']]),
      question(20, 'smoking_tolerance_level', 'Seriez-vous à l’aise?', [[2001, 'Oui']]),
    ],
  ),
  question(
    14,
    'religious_beliefs',
    'Quelle place la religion occupe-t-elle dans votre vie?',
    [[1401, 'Je pratique ma religion']],
    [religion],
  ),
];

function renderRules(saved: unknown[]) {
  return renderPage(<SecondaryRules />, {
    path: '/member/settings/secondary-conversation-rules',
    platform: fakePlatform('web'),
    api: {
      'GET /questions': { status: 200, body: { data: questions } },
      'GET /account/member/secondary-conversation-rules': { status: 200, body: { data: saved } },
      'POST /account/member/secondary-conversation-rules/batch': { status: 204 },
    },
  });
}

const savedBatch = (server: ReturnType<typeof renderRules>['server']) =>
  server.requests.find((request) => request.method === 'POST')?.body;

describe('the secondary inbox rules page', () => {
  it('keeps a saved rule on a dependent question (religion) and sends it back on save', async () => {
    const { server } = renderRules([
      { id: 1, question_id: 21, field: null, value: null, options: [2102] },
    ]);
    const rule = await screen.findByRole('group', { name: 'Règle 1' });
    expect(within(rule).getByRole<HTMLSelectElement>('combobox').value).toBe('religion');
    expect(within(rule).getByRole('option', { name: religion.text, selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les règles' }));
    await waitFor(() => {
      expect(currentNotifications().map((n) => n.type)).toEqual(['success']);
    });
    expect(savedBatch(server)).toEqual({
      secondary_conversation_rules: [
        { key: 'religion', field: null, question_id: 21, value: null, options: [2102] },
      ],
    });
  });

  it('offers the dependent questions among the criteria', async () => {
    renderRules([{ id: 1, question_id: null, field: 'age', value: '25,40', options: [] }]);
    const rule = await screen.findByRole('group', { name: 'Règle 1' });
    const criteria = within(rule)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(criteria).toEqual(
      expect.arrayContaining([
        'Âge',
        'Distance',
        'Fumez-vous ou vapotez-vous?',
        'À quelle fréquence?',
        'Seriez-vous à l’aise?',
        religion.text,
      ]),
    );
  });

  it('shows a rule on a question it does not know and sends it back rather than deleting it', async () => {
    const { server } = renderRules([
      { id: 1, question_id: 99, field: null, value: null, options: [5] },
    ]);
    const rule = await screen.findByRole('group', { name: 'Règle 1' });
    expect(
      within(rule).getByRole('option', { name: 'Critère qui n’est plus proposé', selected: true }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les règles' }));
    await waitFor(() => {
      expect(savedBatch(server)).toEqual({
        secondary_conversation_rules: [
          { key: 'question:99', field: null, question_id: 99, value: null, options: [5] },
        ],
      });
    });
  });
});
