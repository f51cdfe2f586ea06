import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves dist/ and injects the anti-forgery token into index.html, so there is no
// dev server of its own: `npm run dev` rebuilds on change and the server serves the result.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
