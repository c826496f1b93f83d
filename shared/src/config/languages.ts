// The site's languages, in a file of its own: the host's entry reads them before anything else loads.
export const LANGUAGES = ['ty', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ty';
/** The language code the API expects. */
export const API_LANGUAGE: Record<Language, 'TY' | 'EN'> = { ty: 'TY', en: 'EN' };
