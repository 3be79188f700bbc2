import type { components } from '@app/client';
import type { FilterQuestion, SearchFilters } from '@app/ui/filter-panel';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useImmutable } from '../../../lib/data';
import type { AppliedSearch } from '../saved-search';

/** A change of filters or sort reloads page 1 and is saved after this pause (spec 02, section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

type Question = components['schemas']['Question'];

function flatten(questions: readonly Question[]): Question[] {
  return questions.flatMap((question) => [
    question,
    ...flatten(question.dependent_questions ?? []),
  ]);
}

/**
 * The questionnaire as the filter panel and chips read it (name and options), once `needed` (the
 * chips of a question filter show its options' labels; the panel lists them).
 */
export function useFilterQuestions(needed = true): FilterQuestion[] {
  const { data } = useImmutable('/questions', needed ? undefined : null);
  return useMemo(
    () =>
      flatten(data?.data ?? []).flatMap((question) =>
        question.name
          ? [
              {
                name: question.name,
                options: question.options.map((option) => ({ id: option.id, label: option.label })),
              },
            ]
          : [],
      ),
    [data],
  );
}

/** Whether the filters hold an answer to a question, whose chip shows the answer's label. */
export function filtersQuestions(filters: SearchFilters): boolean {
  return Object.entries(filters).some(
    ([key, value]) =>
      key.startsWith('question__') && value !== null && value !== undefined && value !== '',
  );
}

/**
 * The search being shown: `applied` changes at once (the chips, the panel), `debounced` 300 ms later
 * (the request from page 1, and the save through `onSettle`).
 */
export function useDebouncedSearch(
  initial: AppliedSearch,
  onSettle: (search: AppliedSearch) => void,
): {
  applied: AppliedSearch;
  debounced: AppliedSearch;
  apply: (next: Partial<AppliedSearch>) => void;
} {
  const [applied, setApplied] = useState(initial);
  const [debounced, setDebounced] = useState(initial);
  const settle = useEffectEvent(onSettle);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setDebounced(applied);
      settle(applied);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [applied]);
  return {
    applied,
    debounced,
    apply: (next) => {
      setApplied((previous) => ({ ...previous, ...next }));
    },
  };
}
