// wouter imports `useSyncExternalStore` from the `use-sync-external-store` shim, which supports React
// versions before 18. The site runs React 19, which has the hook, so vite.config.ts points the shim's
// import here: the browser does not download the shim's fallback it would never run.
export { useSyncExternalStore } from 'react';
