import { lazy, Suspense, type ReactNode } from 'react';
import { lazyPart } from '../components/ui/lazy-part.tsx';
import { OptionalPart } from '../components/ui/optional-part.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { PublicConfigProvider } from '../lib/public-config.tsx';
import { LanguageProvider } from '../features/language-picker/language-context.tsx';
import { LanguagePicker } from '../features/language-picker/language-picker.tsx';
import { SiteHeader } from '../features/navigation/site-header.tsx';
import { SkipLink } from '../features/navigation/skip-link.tsx';
import { useScrollToHash } from '../components/ui/use-scroll-to-hash.ts';
import { SearchLauncher } from '../features/search/search-launcher.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// Below every first view: hydrated in a slice of its own once the page is taken over.
const SiteFooter = lazyPart(() =>
  import('../features/navigation/site-footer.tsx').then((module) => module.SiteFooter),
);
// Floating buttons no first view needs: their code loads after the page (first-load budget, DESIGN §5).
const ChatWidget = lazy(() =>
  import('../features/chat/chat-widget.tsx').then((module) => ({ default: module.ChatWidget })),
);
const ScrollToTopButton = lazy(() =>
  import('../features/navigation/scroll-to-top-button.tsx').then((module) => ({
    default: module.ScrollToTopButton,
  })),
);

/** The public site's frame: skip link, sticky header, the page, footer, scroll-to-top and live chat.
 * Every page renders `<main id="main" tabIndex={-1}>`, the skip link's target. Pages that throw,
 * and unknown routes, render inside this frame too (see site-routes.tsx). */
export function SiteLayout({ children }: { children: ReactNode }) {
  useScrollToHash();
  return (
    <PublicConfigProvider>
      <LanguageProvider>
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <SiteHeader
            renderLanguagePicker={(variant) => <LanguagePicker variant={variant} />}
            search={<SearchLauncher />}
          />
          <div className="flex-1">
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoading />}>{children}</Suspense>
            </RouteErrorBoundary>
          </div>
          <SiteFooter />
          <OptionalPart>
            <ScrollToTopButton />
            <ChatWidget />
          </OptionalPart>
        </div>
      </LanguageProvider>
    </PublicConfigProvider>
  );
}
