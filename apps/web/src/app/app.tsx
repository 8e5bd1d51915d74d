import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

/** TanStack Query is provided by the pages that fetch (admin, blog), so it stays out of the
 * first-load bundle of the public pages. */
export function App() {
  return <RouterProvider router={router} />;
}
