/** The members module's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'members.gender.male': 'Homme',
  'members.gender.female': 'Femme',
  'members.gender.non_binary': 'Non binaire',
  'members.subscription_required':
    'Un abonnement actif est nécessaire pour utiliser cette fonctionnalité.',
  'members.account_paused':
    'Votre compte est en pause. Réactivez-le pour utiliser cette fonctionnalité.',
  'members.account_suspended': 'Votre compte est suspendu.',
  'members.member_required': 'Vous devez compléter votre profil de membre.',
  'members.max_filters': 'Vous ne pouvez pas appliquer plus de :max filtres.',
  'members.max_keywords': 'Vous ne pouvez pas ajouter plus de :max mots-clés.',
  'members.range_order': 'Le minimum du champ :attribute ne peut pas dépasser son maximum.',
  'members.location_pair': 'La latitude et la longitude vont ensemble.',
  'members.location_throttle':
    'Vous avez changé de lieu trop souvent. Veuillez réessayer dans :seconds secondes.',
  'members.block_self': 'Vous ne pouvez pas vous bloquer vous-même.',
  'members.block_unknown': 'Ce membre est introuvable.',
  'members.block_exists': 'Vous avez déjà bloqué ce membre.',
  'members.report_self': 'Vous ne pouvez pas vous signaler vous-même.',
  'members.report_unknown': 'Ce membre est introuvable.',
  'members.share_private':
    'Ce profil est privé : il ne peut pas être partagé en dehors de l’application.',
  'members.share_forbidden': 'Ce profil ne peut pas être partagé pour le moment.',
  'members.reveal_forbidden': 'Les photos de ce membre ne peuvent pas être dévoilées.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'members.gender.male': 'Man',
  'members.gender.female': 'Woman',
  'members.gender.non_binary': 'Non-binary',
  'members.subscription_required': 'An active subscription is needed to use this feature.',
  'members.account_paused': 'Your account is paused. Reactivate it to use this feature.',
  'members.account_suspended': 'Your account is suspended.',
  'members.member_required': 'You need to complete your member profile.',
  'members.max_filters': 'You cannot apply more than :max filters.',
  'members.max_keywords': 'You cannot add more than :max keywords.',
  'members.range_order': 'The minimum of :attribute cannot be above its maximum.',
  'members.location_pair': 'Latitude and longitude go together.',
  'members.location_throttle':
    'You changed location too often. Please try again in :seconds seconds.',
  'members.block_self': 'You cannot block yourself.',
  'members.block_unknown': 'This member cannot be found.',
  'members.block_exists': 'You have already blocked this member.',
  'members.report_self': 'You cannot report yourself.',
  'members.report_unknown': 'This member cannot be found.',
  'members.share_private': 'This profile is private: it cannot be shared outside the app.',
  'members.share_forbidden': 'This profile cannot be shared right now.',
  'members.reveal_forbidden': 'This member’s pictures cannot be revealed.',
};
