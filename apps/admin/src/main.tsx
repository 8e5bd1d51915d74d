import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminDocument } from './app/admin-document.tsx';
import './styles.css';

// The admin portal's own document (index.html, served for every address under /admin; decisions 038
// and 068): no public frame, no chat widget, no first-view loader, and a CSP that allows only the
// site's own scripts.
const root = document.getElementById('root');
if (!root) throw new Error('The admin document has no #root element');
createRoot(root).render(
  <StrictMode>
    <AdminDocument />
  </StrictMode>,
);
