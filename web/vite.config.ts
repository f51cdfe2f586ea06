import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './build/compress-assets';

const pkg = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);
/**
 * Vendor code in chunks named for what they hold. antd (with its rc components, styles and icons)
 * is split by the pages that use each part (entriesAware): a chunk named antd~index~AccountsListPage
 * holds the parts the shell and the accounts list share, so each page loads only what it renders.
 * The pages themselves load on first visit (the route table's page imports).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: pkg('react|react-dom|scheduler') },
  { name: 'react-router', test: pkg('react-router|cookie|set-cookie-parser') },
  { name: 'react-query', test: pkg('@tanstack') },
  { name: 'typebox', test: pkg('typebox') },
  { name: 'dayjs', test: pkg('dayjs') },
  {
    name: 'antd',
    test: pkg('antd|@ant-design|@rc-component|@emotion|stylis|classnames|clsx|throttle-debounce'),
    entriesAware: true,
    entriesAwareMergeThreshold: 16_000,
  },
];

// The server serves dist/ and injects the anti-forgery token into index.html, so there is no
// dev server of its own: `npm run dev` rebuilds on change and the server serves the result.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), compressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
});
