/** The identity module's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'identity.600': 'Votre compte a été bloqué à la suite de la vérification d’identité.',
  'identity.801': 'Votre compte a été bloqué à la suite de la vérification d’identité.',
  'identity.800':
    'Nous n’avons pas pu vérifier votre identité. Un membre de notre équipe la vérifiera manuellement.',
  'identity.802':
    'Les renseignements fournis ne correspondent à aucune identité connue. Un membre de notre équipe les vérifiera manuellement.',
  'identity.804':
    'Le service de vérification d’identité n’a pas pu traiter votre demande. Un membre de notre équipe la vérifiera manuellement.',
  'identity.803':
    'Votre identité n’a pas pu être confirmée. Vérifiez vos renseignements et réessayez.',
  'identity.805': 'Votre adresse n’a pas pu être confirmée. Vérifiez-la et réessayez.',
  'identity.806': 'Un autre compte existe déjà avec les mêmes nom et date de naissance.',
  'identity.no_tries_left':
    'Vous avez utilisé vos 3 tentatives. Un membre de notre équipe vérifiera votre identité manuellement.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'identity.600': 'Your account was blocked after the identity check.',
  'identity.801': 'Your account was blocked after the identity check.',
  'identity.800':
    'We could not verify your identity. A member of our team will verify it manually.',
  'identity.802':
    'The information given matches no known identity. A member of our team will check it manually.',
  'identity.804':
    'The identity service could not process your request. A member of our team will verify it manually.',
  'identity.803': 'Your identity could not be confirmed. Check your information and try again.',
  'identity.805': 'Your address could not be confirmed. Check it and try again.',
  'identity.806': 'Another account already exists with the same name and birth date.',
  'identity.no_tries_left':
    'You have used your 3 attempts. A member of our team will verify your identity manually.',
};
