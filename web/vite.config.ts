import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildStamp } from './build/build-stamp';
import { compressAssets } from './build/compress-assets';

/** Files of these node_modules packages (a | separated list). */
const pkg = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

/** antd with the components, icons and style engine behind it. */
const ANTD = pkg('antd|@ant-design|@rc-component|@emotion|stylis|classnames|clsx|throttle-debounce');

/** The rc components behind antd's, under the antd component's name. */
const RC_AS_ANTD: Record<string, string> = {
  'async-validator': 'form',
  dialog: 'modal',
  'mini-decimal': 'input-number',
  picker: 'date-picker',
  'virtual-list': 'select',
};

/**
 * The chunk of an antd part only pages use: `antd-<component>` (antd-table, antd-form...), so a
 * page loads the components it renders. What they share (style engine, helpers) is `antd-common`.
 */
function antdChunk(id: string): string {
  const antd = /node_modules[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  const rc = /node_modules[\\/]@rc-component[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
  if (/node_modules[\\/]@ant-design[\\/]icons/.test(id)) return 'antd-icons';
  const component = antd ?? (rc && (RC_AS_ANTD[rc] ?? rc));
  return component &&
    !component.startsWith('_') &&
    !/^(style|theme|util|motion|portal|trigger)$/.test(component)
    ? `antd-${component}`
    : 'antd-common';
}

/**
 * The antd parts every list page draws (kit/list/ListPage: the table with its pagination, page-size
 * select, column filters and sorters, the search box, the empty state, texts), one chunk with
 * everything they import that index.html has not loaded: split by component, the table's menu, tree
 * and select came in chunks named for another component that carried its own code along (the form
 * engine, the tabs and the card's skeleton rode with the table's menu in `antd-card`, 35 KB brotli).
 */
const ANTD_LIST = pkg(
  'antd[\\/]es[\\/](table|input|typography|empty|select|pagination|badge)|@rc-component[\\/](table|input|select|pagination|virtual-list|tree)',
);

/**
 * Vendor code in chunks named for what they hold. antd's parts the shell renders on every page
 * (what index.html's script reaches without a dynamic import, the `$initial` tag) are one chunk,
 * `antd-shell`, loaded with index.html; the rest is split by component (antdChunk). The pages
 * themselves load on first visit (the route table's page imports).
 * A group takes its modules' dependencies along (rolldown's default, includeDependenciesRecursively):
 * without, antd's imports across components (its tooltip imports the table's measure context, its
 * shared utilities the form's context) made cycles between the component chunks, in which one ran
 * before a chunk it calls at load (a blank page once the shell left the menu and tooltip out).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: pkg('react|react-dom|scheduler') },
  { name: 'react-router', test: pkg('react-router|cookie|set-cookie-parser') },
  { name: 'react-query', test: pkg('@tanstack') },
  { name: 'typebox', test: pkg('typebox') },
  { name: 'dayjs', test: pkg('dayjs') },
  { name: 'babel-runtime', test: pkg('@babel') },
  { name: 'antd-shell', test: ANTD, tags: ['$initial' as const] },
  { name: 'antd-icons', test: pkg('@ant-design[\\/]icons') },
  { name: 'antd-list', test: ANTD_LIST },
  { name: antdChunk, test: ANTD },
];

/**
 * Packages that do nothing when imported but do not say so (no `sideEffects: false` in their
 * package.json), so an import of one of their names keeps the whole package: antd's form context,
 * which every page reaches through antd's ConfigProvider and Tooltip, imports @rc-component/form's
 * index, which brought the form engine and its validator (~12 KB gzip) into index.html's script.
 * Their modules only define and assign to what they export, so a module nothing uses is left out.
 */
const SIDE_EFFECT_FREE = pkg('@rc-component[\\/]form|@rc-component[\\/]async-validator');

/** Side-effect free for SIDE_EFFECT_FREE; every other module as its package.json says. */
const sideEffectsOf = (id: string): boolean | undefined => (SIDE_EFFECT_FREE.test(id) ? false : undefined);

const RADIO_NAME_PATH = '\0console:antd-radio-name-path';

/**
 * Two of antd's modules that every table reaches take one small thing from antd's form store, whose
 * module graph is the whole store and its validator (~25 KB brotli), so every list page's first
 * screen loaded them although it draws no form: the form context (Input, Select and Radio read it)
 * imports @rc-component/form's index for its FormProvider, and Radio.Group (the table's filter menus
 * draw one) imports antd's form hook module for toNamePathStr, a name path joined with '_'. They get
 * the same from the modules that define them: FormProvider from @rc-component/form's FormContext,
 * toNamePathStr written on antd's toArray as antd writes it. A chunk takes its modules' imports along
 * (VENDOR_CHUNKS), so an import edge, not only a used one, decides what a page loads.
 */
function antdWithoutFormStore(): Plugin {
  return {
    name: 'console:antd-without-form-store',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      if (source === '../form/hooks/useForm' && /antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer))
        return RADIO_NAME_PATH;
      if (source === '@rc-component/form' && /antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer))
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      return undefined;
    },
    load(id) {
      if (id !== RADIO_NAME_PATH) return undefined;
      return "import { toArray } from 'antd/es/form/util';\nexport const toNamePathStr = (name) => toArray(name).join('_');\n";
    },
  };
}

// The server serves dist/ and injects the anti-forgery token into index.html, so there is no
// dev server of its own: `npm run dev` rebuilds on change and the server serves the result.
export default defineConfig({
  root: import.meta.dirname,
  // buildStamp: npm start builds only when the stamp it writes is stale (build/build-stamp.ts).
  plugins: [antdWithoutFormStore(), react(), compressAssets(), buildStamp()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: each chunk's static imports, which web/src/firstLoadBudget.test.ts
    // follows from the accounts list's page to weigh its first screen.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectsOf },
      output: {
        codeSplitting: { groups: VENDOR_CHUNKS },
      },
    },
  },
});
