/** The album's messages (French source; the catalogues in src/i18n hold the translations). */
import { defineMessages, type NoMessageValues } from 'react-intl';
import type { PictureStatus } from '../verified-badge';

export const messages = defineMessages<{
  title: NoMessageValues;
  list: NoMessageValues;
  count: { count: number; max: number };
  picture: { position: number };
  mainPicture: NoMessageValues;
  main: NoMessageValues;
  status: { status: PictureStatus };
  move: { position: number };
  roleDescription: NoMessageValues;
  instructions: NoMessageValues;
  dragStart: { from: number };
  dragOver: { from: number; to: number; count: number };
  dragOverNone: { from: number };
  dragEnd: { from: number; to: number; count: number };
  dragEndNone: { from: number };
  dragCancel: { from: number };
  delete: { position: number };
  add: NoMessageValues;
  max: { max: number };
  last: NoMessageValues;
  firstPortrait: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteMessage: NoMessageValues;
  deleteDangerMessage: { hours: number };
  deleteConfirm: NoMessageValues;
  pending: { hours: number };
  refused: NoMessageValues;
  suspension: { hours: number };
  suspended: { hours: number };
  validation: { hours: number };
  guidanceTitle: NoMessageValues;
  guidanceCloseUp: NoMessageValues;
  guidanceFront: NoMessageValues;
  guidanceNoSunglasses: NoMessageValues;
  guidanceRecent: NoMessageValues;
  guidanceAlone: NoMessageValues;
  guidanceNotSuggestive: NoMessageValues;
  guidanceNoFilters: NoMessageValues;
  minimum: { minimum: number };
  next: NoMessageValues;
}>({
  title: { id: 'ui.picture-gallery.title', defaultMessage: 'Mes photos' },
  list: { id: 'ui.picture-gallery.list', defaultMessage: 'Photos de l’album' },
  count: {
    id: 'ui.picture-gallery.count',
    defaultMessage:
      '{count, plural, =0 {Aucune photo} one {# photo} other {# photos}} sur {max, number}',
  },
  picture: { id: 'ui.picture-gallery.picture', defaultMessage: 'Photo {position, number}' },
  mainPicture: { id: 'ui.picture-gallery.main-picture', defaultMessage: 'Photo principale' },
  main: { id: 'ui.picture-gallery.main', defaultMessage: 'Principale' },
  status: {
    id: 'ui.picture-gallery.status',
    defaultMessage:
      '{status, select, portrait {Portrait} authenticated {Authentifiée} validated {Validée} refused {Refusée} other {En attente de validation}}',
  },
  move: {
    id: 'ui.picture-gallery.move',
    defaultMessage: 'Déplacer la photo {position, number}',
  },
  roleDescription: {
    id: 'ui.picture-gallery.role-description',
    defaultMessage: 'photo déplaçable',
  },
  instructions: {
    id: 'ui.picture-gallery.instructions',
    defaultMessage:
      'Pour déplacer une photo, appuyez sur Espace ou Entrée, utilisez les flèches pour choisir sa nouvelle place, puis appuyez de nouveau sur Espace ou Entrée pour la déposer. Échap annule le déplacement.',
  },
  dragStart: {
    id: 'ui.picture-gallery.drag-start',
    defaultMessage: 'Photo {from, number} saisie.',
  },
  dragOver: {
    id: 'ui.picture-gallery.drag-over',
    defaultMessage: 'Photo {from, number} placée en position {to, number} sur {count, number}.',
  },
  dragOverNone: {
    id: 'ui.picture-gallery.drag-over-none',
    defaultMessage: 'La photo {from, number} n’est plus au-dessus d’un emplacement.',
  },
  dragEnd: {
    id: 'ui.picture-gallery.drag-end',
    defaultMessage: 'Photo {from, number} déposée en position {to, number} sur {count, number}.',
  },
  dragEndNone: {
    id: 'ui.picture-gallery.drag-end-none',
    defaultMessage: 'Photo {from, number} déposée à sa place.',
  },
  dragCancel: {
    id: 'ui.picture-gallery.drag-cancel',
    defaultMessage: 'Déplacement annulé. La photo {from, number} reste à sa place.',
  },
  delete: {
    id: 'ui.picture-gallery.delete',
    defaultMessage: 'Supprimer la photo {position, number}',
  },
  add: { id: 'ui.picture-gallery.add', defaultMessage: 'Ajouter une photo' },
  max: {
    id: 'ui.picture-gallery.max',
    defaultMessage: 'Vous pouvez téléverser jusqu’à {max, plural, one {# photo} other {# photos}}',
  },
  last: {
    id: 'ui.picture-gallery.warning_min_1',
    defaultMessage: 'Vous devez garder au moins une photo dans votre album.',
  },
  firstPortrait: {
    id: 'ui.picture-gallery.first-portrait',
    defaultMessage: 'La première photo doit être un portrait.',
  },
  deleteTitle: { id: 'ui.picture-gallery.delete-title', defaultMessage: 'Supprimer cette photo ?' },
  deleteMessage: {
    id: 'ui.picture-gallery.delete-message',
    defaultMessage: 'La photo sera retirée de votre album.',
  },
  deleteDangerMessage: {
    id: 'ui.picture-gallery.delete-danger-message',
    defaultMessage:
      'Votre album ne sera plus complet : il faut un portrait et une photo validée ou authentifiée. Sans album complet, votre compte sera suspendu automatiquement après {hours, number} heures.',
  },
  deleteConfirm: { id: 'ui.picture-gallery.delete-confirm', defaultMessage: 'Supprimer' },
  pending: {
    id: 'ui.picture-gallery.review-pending',
    defaultMessage:
      'Vos photos sont en cours de validation par notre équipe. Cela peut prendre jusqu’à {hours, number} heures.',
  },
  refused: {
    id: 'ui.picture-gallery.review-refused',
    defaultMessage:
      'Une ou plusieurs de vos photos ont été refusées. Remplacez-les pour compléter votre album.',
  },
  suspension: {
    id: 'ui.picture-gallery.review-suspension',
    defaultMessage:
      'Il vous faut un album complet : un portrait et une photo validée ou authentifiée. Sinon, votre compte sera suspendu automatiquement après {hours, number} heures.',
  },
  suspended: {
    id: 'ui.picture-gallery.review-suspended',
    defaultMessage:
      'Votre album est refusé ou incomplet depuis plus de {hours, number} heures : votre compte est suspendu jusqu’à ce qu’il soit complet.',
  },
  validation: {
    id: 'ui.picture-gallery.validation',
    defaultMessage:
      'Chaque nouvelle photo est vérifiée par notre équipe avant d’apparaître sur votre profil, en {hours, number} heures au plus.',
  },
  guidanceTitle: {
    id: 'ui.picture-gallery.guidance-title',
    defaultMessage: 'Conseils pour votre photo principale',
  },
  guidanceCloseUp: {
    id: 'ui.picture-gallery.guidance-close-up',
    defaultMessage: 'Un gros plan de votre visage',
  },
  guidanceFront: { id: 'ui.picture-gallery.guidance-front', defaultMessage: 'Prise de face' },
  guidanceNoSunglasses: {
    id: 'ui.picture-gallery.guidance-no-sunglasses',
    defaultMessage: 'Sans lunettes de soleil ni chapeau',
  },
  guidanceRecent: { id: 'ui.picture-gallery.guidance-recent', defaultMessage: 'Une photo récente' },
  guidanceAlone: {
    id: 'ui.picture-gallery.guidance-alone',
    defaultMessage: 'Personne d’autre que vous sur la photo',
  },
  guidanceNotSuggestive: {
    id: 'ui.picture-gallery.guidance-not-suggestive',
    defaultMessage: 'Une photo qui n’est pas suggestive',
  },
  guidanceNoFilters: {
    id: 'ui.picture-gallery.guidance-no-filters',
    defaultMessage: 'Sans filtre',
  },
  minimum: {
    id: 'ui.picture-gallery.minimum',
    defaultMessage:
      'Ajoutez au moins {minimum, plural, one {# photo} other {# photos}} pour continuer.',
  },
  next: { id: 'ui.picture-gallery.next', defaultMessage: 'Suivant' },
});
