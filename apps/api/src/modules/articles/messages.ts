/** Personal-development content and daily quotes: texts (merged by i18n/messages.ts). */
export const fr = {
  'articles.vote_sent': 'Vote envoyé avec succès.',
  'articles.members_only': 'Ce contenu est réservé aux membres abonnés.',
  'articles.vip_only': 'Ce contenu est réservé aux membres VIP.',
  'quotes.public_only': 'Seul un membre dont le profil est public peut proposer une citation.',
  'quotes.author_required': 'Indiquez l’auteur de la citation.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'articles.vote_sent': 'Vote sent successfully.',
  'articles.members_only': 'This content is for subscribed members.',
  'articles.vip_only': 'This content is for VIP members.',
  'quotes.public_only': 'Only a member whose profile is public can submit a quote.',
  'quotes.author_required': 'Enter the author of the quote.',
};
