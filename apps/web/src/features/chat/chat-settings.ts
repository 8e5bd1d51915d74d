/** docs/product.md §7 "Chat" and §9 timings for the live-chat widget. */
export const CHAT_LOAD_TIMEOUT_MS = 10_000;
/** Visitor attributes are set this long after the widget script has loaded. */
export const CHAT_ATTRIBUTES_DELAY_MS = 2_000;
/** The widget is shown again this long after the tab becomes visible… */
export const CHAT_VISIBILITY_DELAY_MS = 1_000;
/** …and this long after a `translationComplete` window event. */
export const CHAT_TRANSLATION_DELAY_MS = 1_500;
/** Bottom-right placement: offsets in px and the stacking layer (the fallback button uses the same). */
export const CHAT_OFFSET_DESKTOP_PX = 20;
export const CHAT_OFFSET_MOBILE_PX = 10;
export const CHAT_Z_INDEX = 1000;

export const CHAT_VISITOR_ATTRIBUTES = { name: 'Website Visitor', email: '', hash: '' } as const;

/** The window event the translation feature raises when a page has been translated (docs/product.md §4). */
export const TRANSLATION_COMPLETE_EVENT = 'translationComplete';
