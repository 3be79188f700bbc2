/** The notifications' texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {
  'notifications.title.message': 'Nouveau message de :name',
  'notifications.title.picture': 'Nouvelle photo de :name',
  'notifications.title.voice': 'Nouveau message vocal de :name',
  'notifications.title.flower': ':name vous a offert une fleur',
  'notifications.title.flower_match': 'Fleurs réciproques avec :name !',
  'notifications.title.call': 'Appel vidéo de :name',
  'notifications.body.message': ':name vous a écrit.',
  'notifications.body.picture': ':name vous a envoyé une photo.',
  'notifications.body.voice': ':name vous a envoyé un message vocal.',
  'notifications.body.flower': 'Ouvrez la conversation pour lui répondre.',
  'notifications.body.flower_match': ':name vous a offert une fleur à son tour.',
  'notifications.body.call': ':name vous appelle.',
  'notifications.inbox.priority': 'prioritaires',
  'notifications.inbox.secondary': 'secondaires',
  'notifications.mail.text':
    'Bonjour :recipient,\n\n:body\n\nOuvrir la conversation : :url\n\nVous recevez ce courriel parce que les notifications de vos conversations :inbox sont activées et que l’application est fermée. Pour ne plus en recevoir : :unsubscribe',
} as const;

export const en: Record<keyof typeof fr, string> = {
  'notifications.title.message': 'New message from :name',
  'notifications.title.picture': 'New picture from :name',
  'notifications.title.voice': 'New voice message from :name',
  'notifications.title.flower': ':name offered you a flower',
  'notifications.title.flower_match': 'Flowers exchanged with :name!',
  'notifications.title.call': 'Video call from :name',
  'notifications.body.message': ':name wrote to you.',
  'notifications.body.picture': ':name sent you a picture.',
  'notifications.body.voice': ':name sent you a voice message.',
  'notifications.body.flower': 'Open the conversation to answer.',
  'notifications.body.flower_match': ':name offered you a flower in return.',
  'notifications.body.call': ':name is calling you.',
  'notifications.inbox.priority': 'priority',
  'notifications.inbox.secondary': 'secondary',
  'notifications.mail.text':
    'Hello :recipient,\n\n:body\n\nOpen the conversation: :url\n\nYou receive this e-mail because notifications of your :inbox conversations are on and the app is closed. To stop them: :unsubscribe',
};
