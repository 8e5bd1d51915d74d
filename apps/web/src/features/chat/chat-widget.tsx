import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@site/shared/site-routes';
import { MessageCircle } from 'lucide';
import { Icon } from '../../components/ui/icons.tsx';
import { loadChatScript, setVisitorAttributes, showChatWidget } from './chat-script.ts';
import {
  CHAT_ATTRIBUTES_DELAY_MS,
  CHAT_LOAD_TIMEOUT_MS,
  CHAT_TRANSLATION_DELAY_MS,
  CHAT_VISIBILITY_DELAY_MS,
  TRANSLATION_COMPLETE_EVENT,
} from './chat-settings.ts';
import { useT } from '../../lib/i18n/i18n-context.ts';
import { usePublicConfig } from './use-public-config.ts';

type ScriptStatus = 'loading' | 'loaded' | 'failed';

/** Live chat (docs/product.md §4 "Chat widget", §7 "Chat"): loads the configured widget script; our own
 * "Chat with us" button (to /contact) stands in when no widget is configured, the configuration
 * cannot be read, the script errors (say, an ad blocker) or it has not loaded within 10 s. */
export function ChatWidget() {
  const config = usePublicConfig();
  const src = (config.status === 'ready' && config.config.chatWidgetSrc) || null;
  const status = useChatScript(src);
  const reshown = useReshowOnReturn();
  const fallback =
    config.status === 'error' || (config.status === 'ready' && !src) || status === 'failed';
  return fallback ? <ChatFallbackButton key={reshown} /> : null;
}

function useChatScript(src: string | null): ScriptStatus | null {
  const [result, setResult] = useState<{ src: string; status: ScriptStatus } | null>(null);

  useEffect(() => {
    if (!src) return;
    let active = true;
    let attributesTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (status: ScriptStatus) => {
      if (active) setResult({ src, status });
    };
    const timeout = setTimeout(() => settle('failed'), CHAT_LOAD_TIMEOUT_MS);
    loadChatScript(src).then(
      () => {
        clearTimeout(timeout);
        // A script that arrives after the time-out still replaces the fallback button.
        settle('loaded');
        if (active) attributesTimer = setTimeout(setVisitorAttributes, CHAT_ATTRIBUTES_DELAY_MS);
      },
      () => {
        clearTimeout(timeout);
        settle('failed');
      },
    );
    return () => {
      active = false;
      clearTimeout(timeout);
      clearTimeout(attributesTimer);
    };
  }, [src]);

  if (!src) return null;
  return result?.src === src ? result.status : 'loading';
}

/** Shows the widget again after the tab becomes visible (1 s) and after a page translation (1.5 s);
 * returns a counter that re-mounts the fallback button so it is visible again too. */
function useReshowOnReturn(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const reshowAfter = (delay: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        showChatWidget();
        setCount((value) => value + 1);
      }, delay);
      timers.add(timer);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reshowAfter(CHAT_VISIBILITY_DELAY_MS);
    };
    const onTranslated = () => reshowAfter(CHAT_TRANSLATION_DELAY_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(TRANSLATION_COMPLETE_EVENT, onTranslated);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(TRANSLATION_COMPLETE_EVENT, onTranslated);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return count;
}

/** Bottom-right at the widget's offsets (10px below 1024px, 20px above) and layer 1000. */
function ChatFallbackButton() {
  const [, navigate] = useLocation();
  const { t } = useT();
  return (
    <button
      type="button"
      aria-label={t('info.chatWithUs')}
      data-chat-fallback
      onClick={() => navigate(paths.contact)}
      className="fixed bottom-[10px] right-[10px] z-[1000] flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white shadow-lg transition-colors hover:bg-brand-800 lg:bottom-5 lg:right-5"
    >
      <Icon node={MessageCircle} className="h-6 w-6" />
      <span className="hidden sm:inline">{t('info.chatWithUs')}</span>
    </button>
  );
}
