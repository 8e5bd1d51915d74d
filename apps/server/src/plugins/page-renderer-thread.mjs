// The page renderer's thread (page-renderer.ts starts it). A thread starts without the TypeScript loader
// its parent may have, so it registers its own before loading the part written in TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./page-renderer-host.ts');
