/** The conversations module's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'conversations.flower_today':
    'Vous avez déjà offert une fleur aujourd’hui, attendez qu’elle repousse !',
  'conversations.flower_in_conversation': 'Vous avez déjà offert une fleur à cette personne',
  'conversations.cant_send_flower': 'Vous ne pouvez pas offrir de fleur',
  'conversations.member_unavailable': 'Utilisateur indisponible',
  'conversations.subscription_required':
    'Un abonnement actif est nécessaire pour utiliser la messagerie.',
  'conversations.account_paused':
    'Votre compte est en pause : réactivez-le pour utiliser la messagerie.',
  'conversations.account_suspended': 'Votre compte est suspendu.',
  'conversations.account_blocked': 'Votre compte a été bloqué.',
  'conversations.video_not_authorized': 'Les deux participants doivent autoriser les appels vidéo.',
  'conversations.self': 'Vous ne pouvez pas commencer une conversation avec vous-même.',
  'conversations.content_required': 'Le message ne peut pas être vide.',
  'conversations.content_too_long': 'Le message ne peut pas dépasser :max caractères.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'conversations.flower_today': 'You already sent a flower today, wait for it to grow back!',
  'conversations.flower_in_conversation': 'You already offered a flower to this person',
  'conversations.cant_send_flower': "You can't offer a flower",
  'conversations.member_unavailable': 'User unavailable',
  'conversations.subscription_required': 'An active subscription is needed to use messages.',
  'conversations.account_paused': 'Your account is paused: resume it to use messages.',
  'conversations.account_suspended': 'Your account is suspended.',
  'conversations.account_blocked': 'Your account was blocked.',
  'conversations.video_not_authorized': 'Both participants must authorize video calls.',
  'conversations.self': 'You cannot start a conversation with yourself.',
  'conversations.content_required': 'The message cannot be empty.',
  'conversations.content_too_long': 'The message may not be longer than :max characters.',
};
