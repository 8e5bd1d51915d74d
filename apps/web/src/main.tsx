import './react-runtime.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { holdPartsUntilTakeOver } from './components/ui/lazy-part.tsx';
import { browserHashLocation } from './lib/hash-location.ts';
import { preloadPage } from './app/site-routes.tsx';
import {
  canHydrate,
  hashRoutePath,
  stylesheetsLoaded,
  takeOverPrerenderedPage,
} from './app/prerendered-page.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A path twin (/about) becomes the app's hash URL (/#/about); the page it shows and the whole stylesheet
// (a prerendered page carries only the rules it uses) are loaded before the first render, so the
// prerendered HTML is never replaced by a loading state or unstyled markup.
const hydrating = canHydrate();
// The page the server prerendered is the one at the document's path (`/` for the home page). The hash
// can name another by now (a link tapped while the app loads): hydration renders the prerendered one,
// the router then moves on to the hash's.
const prerenderedPath = window.location.pathname;
if (hydrating) {
  browserHashLocation.hydrateAt(prerenderedPath);
  holdPartsUntilTakeOver();
}
takeOverPrerenderedPage();
const pagesShown = [...new Set([hashRoutePath(), ...(hydrating ? [prerenderedPath] : [])])];
void Promise.all([
  ...pagesShown.map((path) => preloadPage(path).catch(() => {})),
  stylesheetsLoaded(),
]).then(() => {
  const app = (
    <StrictMode>
      <App hydrating={hydrating} />
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) in slices that yield to the browser: no long task while
  // the visitor already reads the prerendered page.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
