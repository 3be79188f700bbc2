/** The media module's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'media.megabytes': ':count Mo',
  'media.content_type_unsupported':
    'Ce type de fichier n’est pas accepté (images PNG, JPG ou GIF, enregistrements audio, documents PDF ou Word).',
  'media.invalid_signature': 'Signature invalide.',
  'media.url_expired': 'Ce lien a expiré.',
  'media.already_uploaded': 'Un fichier a déjà été envoyé à cette adresse.',
  'media.file_too_large': 'La taille du fichier ne doit pas dépasser :max.',
  'media.content_type_header': 'Le type du fichier envoyé diffère de celui qui a été annoncé.',
  'media.type_mismatch': 'Le contenu du fichier ne correspond pas à un type accepté.',
  'media.upload_unknown': 'Ce fichier est introuvable.',
  'media.upload_pending': 'Le fichier n’a pas encore été téléversé.',
  'media.upload_used': 'Ce fichier a déjà été utilisé.',
  'media.not_image': 'Le fichier doit être une image PNG, JPG ou GIF.',
  'media.not_audio': 'Le fichier doit être un enregistrement audio.',
  'media.image_unreadable': 'Cette image ne peut pas être lue.',
  'media.image_too_small':
    'L’image doit faire au moins :width pixels de large et :height pixels de haut.',
  'media.max_pictures': 'Vous pouvez téléverser jusqu’à :max photos.',
  'media.last_picture':
    'C’est votre dernière photo : votre galerie sera vide et votre compte sera suspendu après 72 heures.',
  'media.confirmation_required':
    'Supprimer cette photo rend votre galerie incomplète ; votre compte sera suspendu après 72 heures.',
  'media.reorder_exact': 'La liste doit contenir chacune de vos photos, une seule fois.',
  'media.portrait_first': 'La première photo doit être un portrait.',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'media.megabytes': ':count MB',
  'media.content_type_unsupported':
    'This file type is not accepted (PNG, JPG or GIF images, audio recordings, PDF or Word documents).',
  'media.invalid_signature': 'Invalid signature.',
  'media.url_expired': 'This link has expired.',
  'media.already_uploaded': 'A file has already been sent to this URL.',
  'media.file_too_large': 'The file size must not exceed :max.',
  'media.content_type_header': 'The file’s type differs from the one that was announced.',
  'media.type_mismatch': 'The file’s content is not of an accepted type.',
  'media.upload_unknown': 'This file could not be found.',
  'media.upload_pending': 'The file has not been uploaded yet.',
  'media.upload_used': 'This file has already been used.',
  'media.not_image': 'The file must be a PNG, JPG or GIF image.',
  'media.not_audio': 'The file must be an audio recording.',
  'media.image_unreadable': 'This image cannot be read.',
  'media.image_too_small': 'The image must be at least :width pixels wide and :height pixels high.',
  'media.max_pictures': 'You can upload up to :max pictures.',
  'media.last_picture':
    'This is your last picture: your gallery will be empty and your account will be suspended after 72 hours.',
  'media.confirmation_required':
    'Deleting this picture leaves your gallery incomplete; your account will be suspended after 72 hours.',
  'media.reorder_exact': 'The list must contain each of your pictures exactly once.',
  'media.portrait_first': 'The first picture must be a portrait.',
};
