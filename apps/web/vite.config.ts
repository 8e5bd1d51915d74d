import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { SERVICE_KEYS } from '../../packages/shared/src/site-routes.ts';
import { firstViewPlugin, headScriptPlugin } from './build/first-view-plugin.ts';

/** React's code (react, react-dom, scheduler), and the small chunk that starts it (src/react-runtime.ts),
 * evaluated in a task of its own before the app's entry (src/app/first-view-loader.ts). */
const REACT_CHUNK = 'react';
const REACT_START_CHUNK = 'react-start';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// Route → the hero picture its first view shows (public/images/hero/<name>-{800,1600}.webp).
const heroImages: Record<string, string> = {
  '/': 'home-poster',
  '/about': 'about',
  '/products': 'products',
  '/projects': 'projects',
  '/services': 'service-its',
  '/contact': 'contact',
  '/media': 'media',
  '/career': 'careers',
  '/docs': 'docs',
  '/training': 'training',
  '/partners': 'partners',
};

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build is code only: the public files are the client build's.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The twins' first-view pictures, each service page's its own.
    headScriptPlugin({
      twinPictures: {
        ...heroImages,
        ...Object.fromEntries(SERVICE_KEYS.map((key) => [`/services/${key}`, `service-${key}`])),
      },
    }),
    firstViewPlugin({
      heroImages,
      // The layout reads the public config on every route; the blog list reads the posts.
      data: { everyRoute: ['/api/config'], routes: { '/blog': ['/api/blogs'] } },
      // A prerendered page reads without the app; the app starts once the page has loaded, at the first
      // touch or key, or at the latest this long after the HTML was read.
      startAppWithinMs: 3_000,
      firstChunk: REACT_START_CHUNK,
    }),
    // Brotli and gzip copies of every text file, made once here; the server sends them as they are.
    !isSsrBuild &&
      compression({
        include: /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/,
        exclude: /\.vite\//,
        algorithms: [
          ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
          ['gzip', { level: 9 }],
        ],
        logLevel: 'silent',
      }),
  ],
  // The server renders the pages from the SSR build (src/app/render-page.tsx); the shared package is
  // TypeScript source, so it is bundled in rather than left to Node; lucide is bundled so the
  // server loads the icons the pages use, not the library's thousands.
  ssr: { noExternal: ['@site/shared', 'lucide'] },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/src/use-sync-external-store-shim.ts`,
      },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports has modulepreload; the polyfill would only add bytes.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: `${import.meta.dirname}/index.html` },
          output: {
            codeSplitting: {
              // React's group first: a group takes along the modules its own ones import, and the starting
              // chunk is to hold the starting module alone. Vite's preload helper goes with React: the
              // entry loads React's chunk anyway.
              groups: [
                {
                  name: REACT_CHUNK,
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
                },
                { name: REACT_START_CHUNK, test: /[\\/]src[\\/]react-runtime\.ts$/ },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/rss.xml': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    css: false,
    testTimeout: 20_000,
    // One prebundled lucide for every test file, instead of its thousands of modules each time.
    deps: { optimizer: { client: { enabled: true, include: ['lucide'] } } },
  },
}));
