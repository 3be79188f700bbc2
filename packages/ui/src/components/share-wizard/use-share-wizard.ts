/**
 * The sharing tools' state: the step and the choices (`shareWizardReducer`), reported on every change; the
 * move of focus to the step's heading when the step changes; and what the choices lead to (the items of
 * the chosen content type, the chosen item, the link to share).
 */
import { useEffect, useReducer, useRef } from 'react';
import {
  buildShareLink,
  shareWizardReducer,
  stepsFor,
  type ShareItem,
  type ShareWizardState,
} from './share-wizard.ts';

export interface ShareWizardOptions {
  defaultState: ShareWizardState;
  onStateChange?: ((state: ShareWizardState) => void) | undefined;
  code: string;
  referralLink: string;
  videos: readonly ShareItem[];
  articles: readonly ShareItem[];
}

export function useShareWizard({
  defaultState,
  onStateChange,
  code,
  referralLink,
  videos,
  articles,
}: ShareWizardOptions) {
  const [state, dispatch] = useReducer(shareWizardReducer, defaultState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Only a change of state is reported, to the latest callback the parent gave.
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  });
  useEffect(() => {
    report.current?.(state);
  }, [state]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [state.step]);

  /** Next, back or restart; focus goes to the heading when the step changes. */
  const go = (type: 'next' | 'back' | 'reset') => {
    if (shareWizardReducer(state, { type }).step !== state.step) moved.current = true;
    dispatch({ type });
  };

  const steps = stepsFor(state.contentType);
  const items =
    state.contentType === 'video' ? videos : state.contentType === 'article' ? articles : [];
  const item = items.find((candidate) => candidate.id === state.itemId) ?? null;
  const link =
    state.contentType === null
      ? null
      : buildShareLink({ contentType: state.contentType, item, code, referralLink });

  return { state, dispatch, go, headingRef, steps, items, item, link };
}
