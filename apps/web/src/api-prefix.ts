declare const __API_PREFIX__: string;

/** The path under the app's own origin where the API and its websocket live (vite.config.ts). */
export const API_PREFIX: string = __API_PREFIX__;
