import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Polyfills of what every supported browser has (first-load budget, issue 14).
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
  server: {
    port: 5173,
    // The API server owns /api; the dev server only serves the console.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
    // Each lazy screen carried the list of every chunk it needs for preloading, 27 resources × 4 screens of
    // file names in the first script: the browser follows a screen's imports itself (issue 14, first load).
    modulePreload: false,
    // Read by scripts/bundle-size.ts (the first-load budget) and its test.
    manifest: true,
  },
});
