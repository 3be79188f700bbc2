/** The media module's texts (merged into the API's catalogue by i18n/messages.ts). */
export const fr = {} as const;

export const en: Record<keyof typeof fr, string> = {};
