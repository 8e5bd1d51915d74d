import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/** The portal (decision 068): its own document and scripts under /admin/, built into the web app's
 * output (apps/web/dist/admin) so one folder holds everything the server serves. The web app is built
 * first: its build empties apps/web/dist. */
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    tailwindcss(),
    compression({
      include: /\.(html|js|css|svg)$/,
      algorithms: [
        ['brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }],
        ['gzip', { level: 9 }],
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: `${import.meta.dirname}/../web/dist/admin`,
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    modulePreload: false,
  },
  server: {
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  test: {
    name: 'admin',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    isolate: false,
    css: false,
    testTimeout: 20_000,
  },
});
