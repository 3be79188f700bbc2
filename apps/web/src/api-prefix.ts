/** The path under the app's own origin where the API and its websocket live (see vite.config.ts). */
export const API_PREFIX = '/backend';
