import {
  CHAT_OFFSET_DESKTOP_PX,
  CHAT_OFFSET_MOBILE_PX,
  CHAT_VISITOR_ATTRIBUTES,
  CHAT_Z_INDEX,
} from './chat-settings.ts';

/** The parts of a Tawk.to-like widget API we use; every one is optional and guarded. */
type ChatWidgetApi = {
  setAttributes?: (
    attributes: Record<string, string>,
    callback?: (error?: unknown) => void,
  ) => void;
  showWidget?: () => void;
  customStyle?: unknown;
};

declare global {
  interface Window {
    Tawk_API?: ChatWidgetApi;
    Tawk_LoadStart?: Date;
  }
}

const loads = new Map<string, Promise<void>>();

/** Injects the widget script once per src; the promise settles on its load or error event. */
export function loadChatScript(src: string): Promise<void> {
  const existing = loads.get(src);
  if (existing) return existing;
  prepareWidgetGlobals();
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.charset = 'UTF-8';
    script.dataset.chatWidget = '';
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => reject(new Error(`The chat widget script failed to load: ${src}`)),
      { once: true },
    );
    document.body.append(script);
  });
  loads.set(src, promise);
  return promise;
}

/** Tawk-style widgets read these globals while they start: placement bottom-right with docs/product.md §7 Chat's
 * offsets and layer. Harmless for any other widget. */
function prepareWidgetGlobals() {
  const api: ChatWidgetApi = window.Tawk_API ?? {};
  api.customStyle ??= {
    zIndex: CHAT_Z_INDEX,
    visibility: {
      desktop: { position: 'br', xOffset: CHAT_OFFSET_DESKTOP_PX, yOffset: CHAT_OFFSET_DESKTOP_PX },
      mobile: { position: 'br', xOffset: CHAT_OFFSET_MOBILE_PX, yOffset: CHAT_OFFSET_MOBILE_PX },
    },
  };
  window.Tawk_API = api;
  window.Tawk_LoadStart ??= new Date();
}

export function setVisitorAttributes() {
  const api = window.Tawk_API;
  if (typeof api?.setAttributes !== 'function') return;
  try {
    api.setAttributes({ ...CHAT_VISITOR_ATTRIBUTES }, (error) => {
      if (error) console.warn('Chat widget refused the visitor attributes', error);
    });
  } catch (error) {
    console.warn('Chat widget refused the visitor attributes', error);
  }
}

export function showChatWidget() {
  const api = window.Tawk_API;
  if (typeof api?.showWidget !== 'function') return;
  try {
    api.showWidget();
  } catch (error) {
    console.warn('Chat widget could not be shown', error);
  }
}
