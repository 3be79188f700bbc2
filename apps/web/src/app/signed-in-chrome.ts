/**
 * What the app's frame shows a signed-in user only (app/app-shell.tsx): one chunk, loaded lazily, so
 * a visitor's first load carries none of it.
 */
export { TopBar } from '../features/chrome/components/top-bar';
export { NewTermsCheck } from '../features/terms/components/new-terms-check';
