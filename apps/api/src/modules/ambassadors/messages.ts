/** The ambassador area's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'ambassadors.required': 'Cette section est réservée aux ambassadeurs.',
  'ambassadors.claim_pending': 'Une demande de paiement est déjà en attente.',
  'ambassadors.amount_over_balance': 'Le montant ne peut pas dépasser votre solde de :balance.',
  'ambassadors.amount_cents': 'Le montant doit être exprimé en dollars et en cents.',
  'ambassadors.invoice_required':
    'Joignez votre facture : elle est obligatoire lorsque vous avez des numéros de TPS et de TVQ.',
  'ambassadors.invoice_type': 'La facture doit être un fichier .pdf ou .docx.',
  'ambassadors.nas_required':
    'Ajoutez votre numéro d’assurance sociale dans vos paramètres : vos gains dépassent 500 $ cette année.',
  'ambassadors.nas_invalid': 'Le numéro d’assurance sociale doit compter 9 chiffres valides.',
  'ambassadors.referral_mail.subject': ':name vous invite à faire de belles rencontres',
  'ambassadors.referral_mail.text':
    ':message\n\nInscrivez-vous avec mon lien et profitez d’un mois gratuit de plus sur un forfait de 3 mois ou plus :\n:url\n\n:name',
  'ambassadors.statement.title': 'Relevé de paiement',
  'ambassadors.statement.number': 'Demande n°',
  'ambassadors.statement.claimed': 'Demandé le',
  'ambassadors.statement.approved': 'Approuvé le',
  'ambassadors.statement.ambassador': 'Ambassadeur',
  'ambassadors.statement.code': 'Code',
  'ambassadors.statement.paid_to': 'Paiement envoyé à',
  'ambassadors.statement.taxes': 'TPS : :gst — TVQ : :pst',
  'ambassadors.statement.rewards': 'Récompenses de parrainage',
  'ambassadors.statement.reward_line': 'Abonnement parrainé du :date',
  'ambassadors.statement.amount': 'Montant',
  'ambassadors.statement.total': 'Total payé',
  'ambassadors.statement.note':
    'Récompense de 10 $ par nouvel abonnement de 3 mois ou plus. Paiement dans les 7 jours ouvrables suivant la demande.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'ambassadors.required': 'This area is for ambassadors only.',
  'ambassadors.claim_pending': 'A payment claim is already pending.',
  'ambassadors.amount_over_balance': 'The amount cannot be more than your balance of :balance.',
  'ambassadors.amount_cents': 'The amount must be in dollars and cents.',
  'ambassadors.invoice_required':
    'Attach your invoice: it is required when you have GST and PST numbers.',
  'ambassadors.invoice_type': 'The invoice must be a .pdf or .docx file.',
  'ambassadors.nas_required':
    'Add your social insurance number in your settings: your earnings are over $500 this year.',
  'ambassadors.nas_invalid': 'The social insurance number must be 9 valid digits.',
  'ambassadors.referral_mail.subject': ':name invites you to meet someone special',
  'ambassadors.referral_mail.text':
    ':message\n\nSign up with my link and get one extra free month on a package of 3 months or more:\n:url\n\n:name',
  'ambassadors.statement.title': 'Payment statement',
  'ambassadors.statement.number': 'Claim no.',
  'ambassadors.statement.claimed': 'Claimed on',
  'ambassadors.statement.approved': 'Approved on',
  'ambassadors.statement.ambassador': 'Ambassador',
  'ambassadors.statement.code': 'Code',
  'ambassadors.statement.paid_to': 'Payment sent to',
  'ambassadors.statement.taxes': 'GST: :gst — PST: :pst',
  'ambassadors.statement.rewards': 'Referral rewards',
  'ambassadors.statement.reward_line': 'Referred subscription of :date',
  'ambassadors.statement.amount': 'Amount',
  'ambassadors.statement.total': 'Total paid',
  'ambassadors.statement.note':
    '$10 reward per new subscription of 3 months or more. Payment within 7 business days of the claim.',
};
