/** The account settings' texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'settings.password_incorrect': 'Le mot de passe est incorrect.',
  'settings.email_taken': 'Cette adresse courriel est déjà utilisée.',
  'settings.visibility.public': 'Votre profil est maintenant public.',
  'settings.visibility.private': 'Votre profil est maintenant privé.',
  'settings.notifications_saved': 'Vos préférences de notification ont été enregistrées.',
  'settings.paused':
    'Votre compte est en pause : votre profil est masqué et votre abonnement continue de courir.',
  'settings.resumed': 'Votre compte est réactivé.',
  'settings.member_required': 'Cette action demande un profil de membre.',
  'settings.no_subscription': 'Aucun abonnement à renouvellement automatique à annuler.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'settings.password_incorrect': 'The password is incorrect.',
  'settings.email_taken': 'This email address is already in use.',
  'settings.visibility.public': 'Your profile is now public.',
  'settings.visibility.private': 'Your profile is now private.',
  'settings.notifications_saved': 'Your notification preferences have been saved.',
  'settings.paused':
    'Your account is paused: your profile is hidden and your membership keeps running.',
  'settings.resumed': 'Your account is active again.',
  'settings.member_required': 'This action needs a member profile.',
  'settings.no_subscription': 'There is no auto-renewing subscription to cancel.',
};
