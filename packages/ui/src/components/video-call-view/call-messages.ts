import { defineMessages } from 'react-intl';

/**
 * The call texts the app shows around the call screen: `didNotAnswer` is the info toast of a declined call
 * ('{name} n’a pas répondu à l’appel' / '{name} did not answer the call').
 */
export const callMessages = defineMessages<{ didNotAnswer: { name: string } }>({
  didNotAnswer: {
    id: 'ui.incoming-call-dialog.did_not_answer',
    defaultMessage: '{name} n’a pas répondu à l’appel',
  },
});
