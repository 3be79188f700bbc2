/**
 * The API's own texts, in French (default) and English, chosen by the request's Accept-Language.
 * `:attribute`, `:min`, `:max`... are replaced as Laravel does.
 */
import * as ambassadors from '../modules/ambassadors/messages';
import * as articles from '../modules/articles/messages';
import * as conversations from '../modules/conversations/messages';
import * as identity from '../modules/identity/messages';
import * as media from '../modules/media/messages';
import * as members from '../modules/members/messages';
import * as notifications from '../modules/notifications/messages';
import * as payments from '../modules/payments/messages';
import * as secondaryRules from '../modules/secondary-rules/messages';
import * as settings from '../modules/settings/messages';

export type Locale = 'fr' | 'en';

const coreFr = {
  'validation.required': 'Le champ :attribute est obligatoire.',
  'validation.string': 'Le champ :attribute doit être une chaîne de caractères.',
  'validation.integer': 'Le champ :attribute doit être un nombre entier.',
  'validation.numeric': 'Le champ :attribute doit être un nombre.',
  'validation.boolean': 'Le champ :attribute doit être vrai ou faux.',
  'validation.array': 'Le champ :attribute doit être une liste.',
  'validation.object': 'Le champ :attribute est mal formé.',
  'validation.email': 'Le champ :attribute doit être une adresse courriel valide.',
  'validation.date': 'Le champ :attribute doit être une date valide.',
  'validation.min.string': 'Le champ :attribute doit contenir au moins :min caractères.',
  'validation.max.string': 'Le champ :attribute ne peut pas dépasser :max caractères.',
  'validation.min.numeric': 'Le champ :attribute doit être d’au moins :min.',
  'validation.max.numeric': 'Le champ :attribute ne peut pas dépasser :max.',
  'validation.min.array': 'Le champ :attribute doit contenir au moins :min éléments.',
  'validation.max.array': 'Le champ :attribute ne peut pas contenir plus de :max éléments.',
  'validation.distinct': 'Le champ :attribute contient des valeurs en double.',
  'validation.in': 'La valeur sélectionnée pour :attribute est invalide.',
  'validation.accepted': 'Le champ :attribute doit être accepté.',
  'validation.regex': 'Le format du champ :attribute est invalide.',
  'validation.password':
    'Le mot de passe doit contenir au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.',
  'validation.confirmed': 'La confirmation du champ :attribute ne correspond pas.',
  'validation.unknown': 'Le champ :attribute est invalide.',
  'validation.nul': 'Le champ :attribute contient un caractère interdit.',
  'validation.more_errors': '(et :count autres erreurs)',
  'validation.more_error': '(et 1 autre erreur)',
  'auth.failed': 'Ces identifiants ne correspondent à aucun compte.',
  'auth.unauthenticated': 'Non authentifié.',
  'auth.throttle': 'Trop de tentatives. Veuillez réessayer dans :seconds secondes.',
  'auth.csrf': 'Le jeton CSRF ne correspond pas.',
  'auth.forbidden': 'Cette action n’est pas autorisée.',
  'auth.blocked': 'Votre compte a été bloqué.',
  'http.not_found': 'Page introuvable.',
  'http.method_not_allowed': 'Méthode non autorisée.',
  'http.server_error': 'Erreur du serveur.',
  'http.bad_json': 'Le corps de la requête n’est pas un JSON valide.',
  'http.payload_too_large': 'Le corps de la requête est trop volumineux (:max au plus).',
  'http.idempotency_key_invalid':
    'L’en-tête Idempotency-Key doit compter de 1 à 255 caractères ASCII visibles.',
  'http.idempotency_key_reused':
    'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé pour une nouvelle requête.',
  'register.email_exists': 'Cette adresse courriel est déjà associée à un compte.',
  'password.sent':
    'Si un compte existe pour cette adresse, un lien de réinitialisation vient d’être envoyé.',
  'password.reset': 'Votre mot de passe a été réinitialisé.',
  'password.token': 'Ce lien de réinitialisation est invalide ou expiré.',
  'verification.sent': 'Un nouveau lien de vérification a été envoyé à votre adresse courriel.',
  'verification.already': 'Votre adresse courriel est déjà vérifiée.',
  'mail.verify.subject': 'Confirmez votre adresse courriel',
  'mail.verify.text':
    'Bonjour :name,\n\nConfirmez votre adresse courriel en ouvrant ce lien (valable 60 minutes) :\n:url\n\nÀ bientôt !',
  'mail.reset.subject': 'Réinitialisez votre mot de passe',
  'mail.reset.text':
    'Bonjour :name,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable 60 minutes) :\n:url\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  'onboarding.step_ahead': 'Vous ne pouvez pas sauter d’étape.',
  'onboarding.terms_required':
    'Vous devez accepter les conditions d’utilisation avant de continuer.',
  'answers.unknown_question': 'Cette question n’existe pas.',
  'answers.required': 'Cette question demande une réponse.',
  'answers.min_chars': 'La réponse doit contenir au moins :min caractères.',
  'answers.max_chars': 'La réponse ne peut pas dépasser :max caractères.',
  'answers.option_invalid': 'Ce choix ne fait pas partie de la question.',
  'answers.select_one': 'Choisissez une seule réponse.',
  'answers.min_selections': 'Sélectionnez au moins :min éléments.',
  'answers.max_selections': 'Vous ne pouvez pas sélectionner plus de :max éléments.',
  'answers.cancel_others': 'Ce choix ne peut pas être combiné avec d’autres.',
  'answers.group_max': 'Vous pouvez répondre à :max questions au maximum.',
  'answers.size_range': 'La taille doit être comprise entre :min et :max cm.',
  'answers.duplicate': 'Cette question apparaît plusieurs fois.',
} as const;

type CoreKey = keyof typeof coreFr;

const coreEn: Record<CoreKey, string> = {
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.integer': 'The :attribute field must be an integer.',
  'validation.numeric': 'The :attribute field must be a number.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.array': 'The :attribute field must be a list.',
  'validation.object': 'The :attribute field is malformed.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.date': 'The :attribute field must be a valid date.',
  'validation.min.string': 'The :attribute field must be at least :min characters.',
  'validation.max.string': 'The :attribute field must not be greater than :max characters.',
  'validation.min.numeric': 'The :attribute field must be at least :min.',
  'validation.max.numeric': 'The :attribute field must not be greater than :max.',
  'validation.min.array': 'The :attribute field must have at least :min items.',
  'validation.max.array': 'The :attribute field must not have more than :max items.',
  'validation.distinct': 'The :attribute field has a duplicate value.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.accepted': 'The :attribute field must be accepted.',
  'validation.regex': 'The :attribute field format is invalid.',
  'validation.password':
    'The password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a digit.',
  'validation.confirmed': 'The :attribute field confirmation does not match.',
  'validation.unknown': 'The :attribute field is invalid.',
  'validation.nul': 'The :attribute field contains a forbidden character.',
  'validation.more_errors': '(and :count more errors)',
  'validation.more_error': '(and 1 more error)',
  'auth.failed': 'These credentials do not match our records.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.throttle': 'Too many attempts. Please try again in :seconds seconds.',
  'auth.csrf': 'CSRF token mismatch.',
  'auth.forbidden': 'This action is unauthorized.',
  'auth.blocked': 'You account was blocked',
  'http.not_found': 'Page not found',
  'http.method_not_allowed': 'Method not allowed.',
  'http.server_error': 'Server error.',
  'http.bad_json': 'The request body is not valid JSON.',
  'http.payload_too_large': 'The request body is too large (at most :max).',
  'http.idempotency_key_invalid':
    'The Idempotency-Key header must hold 1 to 255 visible ASCII characters.',
  'http.idempotency_key_reused':
    'This Idempotency-Key was already used for a different request: use a new key for a new request.',
  'register.email_exists': 'This email is already associated with an account.',
  'password.sent': 'If an account exists for this address, a reset link has just been sent.',
  'password.reset': 'Your password has been reset.',
  'password.token': 'This password reset link is invalid or has expired.',
  'verification.sent': 'A new verification link has been sent to your email address.',
  'verification.already': 'Your email address is already verified.',
  'mail.verify.subject': 'Confirm your email address',
  'mail.verify.text':
    'Hello :name,\n\nConfirm your email address by opening this link (valid for 60 minutes):\n:url\n\nSee you soon!',
  'mail.reset.subject': 'Reset your password',
  'mail.reset.text':
    'Hello :name,\n\nTo choose a new password, open this link (valid for 60 minutes):\n:url\n\nIf you did not ask for this, ignore this message.',
  'onboarding.step_ahead': 'You cannot skip ahead.',
  'onboarding.terms_required': 'You must accept the terms of use before continuing.',
  'answers.unknown_question': 'This question does not exist.',
  'answers.required': 'This question needs an answer.',
  'answers.min_chars': 'The answer must be at least :min characters.',
  'answers.max_chars': 'The answer must not be greater than :max characters.',
  'answers.option_invalid': 'This choice is not one of the question’s.',
  'answers.select_one': 'Choose a single answer.',
  'answers.min_selections': 'Select at least :min items.',
  'answers.max_selections': 'You cannot select more than :max items.',
  'answers.cancel_others': 'This choice cannot be combined with others.',
  'answers.group_max': 'You can answer up to :max questions.',
  'answers.size_range': 'The height must be between :min and :max cm.',
  'answers.duplicate': 'This question appears more than once.',
};

/** Field names as people read them, for `:attribute`. */
const attributes: Record<Locale, Record<string, string>> = {
  fr: {
    email: 'adresse courriel',
    password: 'mot de passe',
    password_confirmation: 'confirmation du mot de passe',
    first_name: 'prénom',
    last_name: 'nom',
    locale: 'langue',
    device_name: 'nom de l’appareil',
    gender: 'genre',
    sexual_orientations: 'orientation sexuelle',
    title: 'titre',
    about: 'à propos',
    seeking: 'ce que je recherche',
    phone: 'téléphone',
    phone_availability: 'disponibilités',
    birthday: 'date de naissance',
    address_1: 'adresse',
    address_2: 'complément d’adresse',
    city: 'ville',
    state: 'province',
    country: 'pays',
    postal_code: 'code postal',
    accept: 'consentement',
    token: 'jeton',
    step: 'étape',
    card_type: 'type de carte',
    card_number: 'numéro de carte',
    card_cvv: 'code de sécurité',
    card_expiry_month: 'mois d’expiration',
    card_expiry_year: 'année d’expiration',
    device_ref: 'référence de l’appareil',
    promo_code: 'code promo',
    price_hash: 'empreinte du prix',
    ambassador_code: 'code d’ambassadeur',
    key: 'fichier',
    content_type: 'type de fichier',
    ids: 'ordre des photos',
    audio_introduction: 'présentation audio',
    old_password: 'mot de passe actuel',
    new_password: 'nouveau mot de passe',
    new_password_confirmation: 'confirmation du nouveau mot de passe',
    email_confirmation: 'confirmation de l’adresse courriel',
    score: 'note',
    text: 'texte',
    author: 'auteur',
    author_type: 'type d’auteur',
    amount: 'montant',
    invoice: 'facture',
    emails: 'adresses courriel',
    subject: 'objet',
    message: 'message',
    objective: 'objectif',
    nas: 'numéro d’assurance sociale',
    gst: 'numéro de TPS',
    pst: 'numéro de TVQ',
  },
  en: {
    address_1: 'address',
    address_2: 'address line 2',
    state: 'province',
    card_cvv: 'security code',
    device_ref: 'device reference',
    key: 'file',
    old_password: 'current password',
    email_confirmation: 'email confirmation',
    nas: 'social insurance number',
    gst: 'GST number',
    pst: 'PST number',
  },
};

/** Each module may keep its own catalogue beside its code; they are merged here. */
const fr = {
  ...coreFr,
  ...media.fr,
  ...members.fr,
  ...payments.fr,
  ...identity.fr,
  ...conversations.fr,
  ...secondaryRules.fr,
  ...settings.fr,
  ...articles.fr,
  ...ambassadors.fr,
  ...notifications.fr,
};
export type MessageKey = keyof typeof fr;
const en: Record<MessageKey, string> = {
  ...coreEn,
  ...media.en,
  ...members.en,
  ...payments.en,
  ...identity.en,
  ...conversations.en,
  ...secondaryRules.en,
  ...settings.en,
  ...articles.en,
  ...ambassadors.en,
  ...notifications.en,
};

export const catalogues: Record<Locale, Record<MessageKey, string>> = { fr, en };

export function resolveLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return 'fr';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'fr';
}

export function attributeName(locale: Locale, field: string): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  return attributes[locale][last] ?? last.replace(/_/g, ' ');
}

export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  let text: string = catalogues[locale][key];
  // Longest names first so ':max' does not eat ':maximum'.
  for (const name of Object.keys(params).sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(`:${name}`, String(params[name]));
  }
  return text;
}

/** A parameter of a message: a value, or a text that depends on the locale (an attribute's name). */
export type MessageParam = string | number | ((locale: Locale) => string);

/**
 * A text still to be translated: a key of the catalogues and its parameters. Errors carry these, and
 * `app.onError` translates them once, in the request's locale.
 */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** What an error or an answer may say: an already written text, or a message to translate. */
export type Text = string | Message;

/** A message to translate later, in the locale of the request that answers it. */
export function message(key: MessageKey, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

/** A field's name in the reader's language, as a message parameter (`:attribute`). */
export function attribute(field: string): (locale: Locale) => string {
  return (locale) => attributeName(locale, field);
}

/** The text in a locale: a message is translated, its locale-dependent parameters resolved. */
export function localize(locale: Locale, text: Text): string {
  if (typeof text === 'string') return text;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) {
    params[name] = typeof value === 'function' ? value(locale) : value;
  }
  return translate(locale, text.key, params);
}
