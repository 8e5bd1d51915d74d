/** docs/product.md §4 and §9 timings. */
export const REAPPLY_DELAY_MS = 500;
export const RESTORE_PAUSE_MS = 100;
/** Content that arrives later (a post loaded after the route change) is translated this long after it settles. */
export const LATE_CONTENT_DEBOUNCE_MS = 150;
export const TRANSLATION_COMPLETE_EVENT = 'translationComplete';
