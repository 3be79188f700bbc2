/** The sharing tools' messages (French source; the catalogues in src/i18n hold the translations). */
import { defineMessages, type NoMessageValues } from 'react-intl';
import type { ShareContentType, SharePlatform, ShareStep } from './share-wizard.ts';

export const messages = defineMessages<{
  label: NoMessageValues;
  stepTitle: { step: ShareStep; type: ShareContentType | 'none' };
  stepSubtitle: { step: ShareStep; type: ShareContentType | 'none' };
  contentType: { type: ShareContentType };
  contentTypeDescription: { type: ShareContentType };
  platform: { platform: SharePlatform };
  platformDescription: { platform: SharePlatform };
  noItems: { type: ShareContentType | 'none' };
  moreItems: { type: ShareContentType | 'none' };
  next: NoMessageValues;
  back: NoMessageValues;
  restart: NoMessageValues;
  link: NoMessageValues;
  action: { platform: SharePlatform };
  newTab: NoMessageValues;
  recipients: NoMessageValues;
  recipientsHint: NoMessageValues;
  subject: NoMessageValues;
  body: NoMessageValues;
  required: NoMessageValues;
  invalidEmails: NoMessageValues;
  emailIncomplete: NoMessageValues;
  emailSubject: { name: string };
  emailGreeting: NoMessageValues;
  emailPitch: NoMessageValues;
  emailSignOff: NoMessageValues;
}>({
  label: { id: 'ui.share-wizard.label', defaultMessage: 'Outils de partage' },
  stepTitle: {
    id: 'ui.share-wizard.step-title',
    defaultMessage:
      '{step, select, content {Le contenu} item {{type, select, video {La vidéo} article {L’article} other {L’élément}}} platform {La plateforme} other {Le partage}}',
  },
  stepSubtitle: {
    id: 'ui.share-wizard.step-subtitle',
    defaultMessage:
      '{step, select, content {Choisissez ce que vous voulez partager.} item {{type, select, video {Choisissez la vidéo à partager.} article {Choisissez l’article à partager.} other {Choisissez la vidéo ou l’article à partager.}}} platform {Choisissez où partager votre lien.} other {Partagez votre lien personnalisé.}}',
  },
  contentType: {
    id: 'ui.share-wizard.content-type',
    defaultMessage:
      '{type, select, website {Site Web} video {Vidéo promotionnelle} other {Article}}',
  },
  contentTypeDescription: {
    id: 'ui.share-wizard.content-type-description',
    defaultMessage:
      '{type, select, website {La page d’accueil, avec votre lien de parrainage.} video {Une courte vidéo qui présente l’application.} other {Un article de nos experts en développement personnel.}}',
  },
  platform: {
    id: 'ui.share-wizard.platform',
    defaultMessage:
      '{platform, select, facebook {Facebook} messenger {Messenger} email {Courriel} other {Copier le lien}}',
  },
  platformDescription: {
    id: 'ui.share-wizard.platform-description',
    defaultMessage:
      '{platform, select, facebook {Publiez-le sur votre fil.} messenger {Envoyez-le à vos contacts.} email {Écrivez à vos proches.} other {Collez-le où vous voulez.}}',
  },
  noItems: {
    id: 'ui.share-wizard.no-items',
    defaultMessage:
      '{type, select, video {Aucune vidéo à partager pour le moment.} other {Aucun article à partager pour le moment.}}',
  },
  moreItems: {
    id: 'ui.share-wizard.more-items',
    defaultMessage: '{type, select, video {Voir plus de vidéos} other {Voir plus d’articles}}',
  },
  next: { id: 'ui.share-wizard.next', defaultMessage: 'Suivant' },
  back: { id: 'ui.share-wizard.back', defaultMessage: 'Précédent' },
  restart: { id: 'ui.share-wizard.restart', defaultMessage: 'Recommencer' },
  link: { id: 'ui.share-wizard.link', defaultMessage: 'Votre lien à partager' },
  action: {
    id: 'ui.share-wizard.action',
    defaultMessage:
      '{platform, select, facebook {Partager sur Facebook} messenger {Envoyer avec Messenger} email {Ouvrir dans ma messagerie} other {Copier le lien}}',
  },
  newTab: { id: 'ui.share-wizard.new-tab', defaultMessage: '(s’ouvre dans un nouvel onglet)' },
  recipients: { id: 'ui.share-wizard.recipients', defaultMessage: 'Destinataires' },
  recipientsHint: {
    id: 'ui.share-wizard.recipients-hint',
    defaultMessage: 'Séparez les adresses par des virgules.',
  },
  subject: { id: 'ui.share-wizard.subject', defaultMessage: 'Objet' },
  body: { id: 'ui.share-wizard.body', defaultMessage: 'Message' },
  required: { id: 'ui.share-wizard.required', defaultMessage: 'Ce champ est obligatoire.' },
  invalidEmails: {
    id: 'ui.share-wizard.invalid-emails',
    defaultMessage: 'Entrez des adresses courriel valides.',
  },
  emailIncomplete: {
    id: 'ui.share-wizard.email-incomplete',
    defaultMessage: 'Remplissez les destinataires, l’objet et le message pour continuer.',
  },
  emailSubject: {
    id: 'ui.share-wizard.email-subject',
    defaultMessage: '{name} vous invite à faire des rencontres authentiques',
  },
  emailGreeting: { id: 'ui.share-wizard.email-greeting', defaultMessage: 'Bonjour,' },
  emailPitch: {
    id: 'ui.share-wizard.email-pitch',
    defaultMessage:
      'Je vous invite à découvrir une application de rencontres qui mise sur l’authenticité, la sécurité et le développement personnel. Inscrivez-vous avec mon lien pour profiter d’un mois gratuit supplémentaire :',
  },
  emailSignOff: { id: 'ui.share-wizard.email-sign-off', defaultMessage: 'Au plaisir,' },
});
