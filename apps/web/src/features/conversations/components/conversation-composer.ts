/**
 * The composer's chunk (issue 12): the design system's composer (its text area, voice recording and
 * hints) and the calls only it makes, a picture's and a voice message's uploads. A conversation's page
 * asks for it as its module runs, beside the conversation's request, and draws the messages without
 * waiting for it (conversation-view.tsx).
 */
export { ChatComposer } from '@app/ui/chat-composer';
export { sendAudio } from '../api/send-audio';
export { sendPicture } from '../api/send-picture';
