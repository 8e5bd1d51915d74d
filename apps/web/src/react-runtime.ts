// Starts React (react, react-dom, scheduler) in a task of its own, before the app's entry is evaluated
// (docs/decisions/027-hydration-and-react-in-its-own-task.md). Bundled, the three are CommonJS and run
// when first required; the build makes this module a chunk of its own (`react-start` in vite.config.ts)
// that the loader runs first, so they run here and not inside the entry's evaluation. It is a chunk of
// its own rather than part of React's, so that the stack react-dom starts on stays small.
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
