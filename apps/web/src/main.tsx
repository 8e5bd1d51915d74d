import './react-runtime.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
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
takeOverPrerenderedPage();
void Promise.all([preloadPage(hashRoutePath()).catch(() => {}), stylesheetsLoaded()]).then(() => {
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
