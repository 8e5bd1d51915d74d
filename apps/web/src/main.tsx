import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadPage } from './app/site-routes.tsx';
import { hashRoutePath, takeOverPrerenderedPage } from './app/prerendered-page.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A path twin (/about) becomes the app's hash URL (/#/about); the page it shows is loaded before the
// first render, so the prerendered HTML is replaced by the same page and never by a loading state.
takeOverPrerenderedPage();
void preloadPage(hashRoutePath())
  .catch(() => {})
  .then(() => {
    // As a transition, React renders the first view in slices that yield to the browser (no long task
    // while the visitor already reads the prerendered page), and commits it whole.
    const app = createRoot(root);
    startTransition(() =>
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
