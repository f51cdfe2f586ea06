import { join } from 'node:path';
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
 * The antd parts every list page draws (kit/list/ListPage: the table with its pagination, column
 * sorters, the search box, the empty state), one chunk with everything they import that index.html
 * has not loaded: split by component, the table's menu, tree and select came in chunks named for
 * another component that carried its own code along (the form engine, the tabs and the card's
 * skeleton rode with the table's menu in `antd-card`, 35 KB brotli). The group takes the modules
 * named here and what they import, and every module named here whoever imports it: so the search
 * box's own module, not antd's Input with its TextArea, Password and OTP (~4 KB brotli), nor the
 * Select, Typography and Badge, which list pages draw no longer (LazySelect, PageHeading, CountBadge).
 */
const ANTD_LIST_PARTS = new RegExp(
  `${pkg('antd[\\/]es[\\/](table|empty|pagination)|@rc-component[\\/](table|pagination)').source}|node_modules[\\/]antd[\\/]es[\\/]input[\\/]Search\\.js$`,
);

/** antd's table filter dropdown (web/src/kit/list/LazyFilterDropdown.tsx loads it on first use). */
const ANTD_LIST_FILTER =
  /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/](FilterDropdown|FilterSearch|FilterWrapper)\.js$/;

/**
 * What a list page draws on use, after its first rows (`antd-list-more`): the table's filter
 * dropdown with the menu, tree, checkbox and radio it draws, the Select (its page-size changer's,
 * web/src/kit/widgets/LazySelect.tsx, loaded once the pagination is drawn) and what other pages
 * draw beside a list (Typography, Input, Badge). One chunk, as these were all in `antd-list`
 * before: split in a chunk each (antd-select, antd-list-filter, antd-typography...), each took the
 * shared modules it reached first, so a page that drew a Checkbox loaded the filter dropdown's tree
 * and most pages loaded 4 to 8 KB brotli more in 3 to 5 more files; as one chunk, no page loads
 * more than 2 KB more than before, and most a little less.
 */
const ANTD_LIST_MORE = new RegExp(
  `${ANTD_LIST_FILTER.source}|${pkg('antd[\\/]es[\\/](select|typography|input|badge)|@rc-component[\\/](select|overflow|input)').source}`,
);

/** rc-table's virtual table, loaded when first drawn (LAZY_VIRTUAL_TABLE). */
const RC_VIRTUAL_TABLE = /node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]VirtualTable[\\/]/;

/** `antd-list`: ANTD_LIST_PARTS, less the parts loaded on use. */
const ANTD_LIST = (id: string) =>
  ANTD_LIST_PARTS.test(id) && !ANTD_LIST_FILTER.test(id) && !RC_VIRTUAL_TABLE.test(id);

/** Modules of the console's own workspaces. */
const APP = /[\\/](web|contract)[\\/]src[\\/]/;

/**
 * vite's preload helper, which every dynamic import calls and index.html needs: in the first group,
 * `react`, since a group takes its modules' imports along and `antd-list` (whose filter dropdown is
 * a dynamic import) would otherwise take it, and index.html would load the table for it.
 */
const PRELOAD_HELPER = /^\0vite[\\/]preload-helper/;

/** The console's modules at these paths under the repository (`(a|b)` alternatives allowed). */
const src = (paths: string[]) => new RegExp(`[\\\\/](${paths.join('|')})\\.tsx?$`.replaceAll('/', '[\\\\/]'));

/**
 * The contract's small modules every list call's schemas import (typebox, the list, date and id
 * schemas, the annotations): one chunk instead of one file each.
 */
const CONTRACT_KIT = new RegExp(
  `${pkg('typebox').source}|${src(['contract/src/kit/(list|dates|integers)', 'contract/src/(annotations|metadata|money|rank|permission-texts)']).source}`,
);

/**
 * The kit's small widgets that pages of every kind draw (the heading, tags, yes/no): only what
 * imports nothing beyond antd and the shell, so a page that is no list (404, a settings page) does
 * not load the list kit, the contract or dayjs with its heading.
 */
const KIT = src([
  'web/src/kit/widgets/(PageHeading|PlainTag|YesNo|Refused|lazyPart|RowButton)',
  'web/src/kit/useCurrentStaff',
  'web/src/lib/emptyText',
]);

/** The list kit (ListPage, its URL state, the table's window and keyboard hooks) and what every list draws. */
const LIST_KIT = src([
  'web/src/kit/list/(ListPage|useUrlList|listState|listReturn|FilterPanel|WindowedBody|useRowWindow|useKeyboardColumnFilters|useTableAccessibility)',
  'web/src/kit/(Permitted|permit|data/saveDownload|meta/handlerNotDefined|data/lookups|widgets/LookupSelect/lookupWindow|widgets/IssueRankTag/IssueRankTag)',
  'web/src/lib/formats',
]);

/**
 * The icons a list screen draws: those antd's table, select, pagination, tree, menu, input and
 * typography import (`antd-list`'s parts) and the lists' toolbars and cells. All the app's icons were
 * one chunk (13.6 KB brotli) that the accounts list loaded for a third of it (its list chunk: 4.1 KB); an icon left off this
 * list only costs the list screen the other icons' chunk, which the budget test would show.
 */
const LIST_ICONS = new RegExp(
  `node_modules[\\\\/]@ant-design[\\\\/]icons[\\\\/]es[\\\\/]icons[\\\\/](${[
    ...['CloseCircleFilled', 'CloseOutlined', 'CheckOutlined', 'DownOutlined', 'EllipsisOutlined'],
    ...['EyeOutlined', 'EyeInvisibleOutlined', 'DoubleLeftOutlined', 'DoubleRightOutlined', 'FilterFilled'],
    ...['FileOutlined', 'FolderOpenOutlined', 'FolderOutlined', 'HolderOutlined', 'CaretDownFilled'],
    ...['MinusSquareOutlined', 'PlusSquareOutlined', 'CaretDownOutlined', 'CaretUpOutlined', 'EditOutlined'],
    ...['EnterOutlined', 'CopyOutlined', 'ApartmentOutlined', 'FilterOutlined', 'PlusOutlined'],
    ...['DownloadOutlined', 'ReloadOutlined', 'StarFilled', 'ExclamationCircleFilled'],
  ].join('|')})\\.js$`,
);

/**
 * Code in chunks named for what they hold, in this order (a module goes to the first group that
 * takes it). antd's parts the shell renders on every page (what index.html's script reaches without
 * a dynamic import, the `$initial` tag) are one chunk, `antd-shell`, loaded with index.html; the rest
 * is split by component (antdChunk). The pages themselves load on first visit (the route table's
 * page imports).
 * A group takes its modules' dependencies along (rolldown's default, includeDependenciesRecursively):
 * without, antd's imports across components (its tooltip imports the table's measure context, its
 * shared utilities the form's context) made cycles between the component chunks, in which one ran
 * before a chunk it calls at load (a blank page once the shell left the menu and tooltip out).
 *
 * `app` comes before the antd parts' groups: a group takes its modules' imports along, and
 * `antd-list` takes the kit's modules its parts import (the sorters' HoverTooltip), which the shell
 * draws too, so index.html would have loaded the table with them.
 *
 * Fewer files (issue 28: the first list screen in at most 20): index.html's own modules are one
 * chunk (`app`) rather than index.js and seven common chunks of under 3 KB, react, react-router,
 * react-query and babel's helpers one (`react`), and the kit's and contract's small modules that the
 * pages share, one file each before (about 30 under 1 KB on the accounts list), are `contract`,
 * `kit` and `list-kit`. A chunk brings all its imports, so a group is kept to modules that are used
 * together: the accounts list went from 50 files to 18, and of the other pages, measured on the
 * build's manifest, none loads more than 15 KB brotli more (the integrations' MRI callback page,
 * which now loads the list kit through its family's calls), most a few KB, in fewer files.
 */
const CHUNK_GROUPS = [
  {
    name: 'react',
    test: (id: string) =>
      PRELOAD_HELPER.test(id) ||
      pkg('react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|@babel').test(id),
  },
  { name: 'dayjs', test: pkg('dayjs') },
  { name: 'antd-shell', test: ANTD, tags: ['$initial' as const] },
  { name: 'app', test: APP, tags: ['$initial' as const] },
  { name: 'antd-icons-list', test: LIST_ICONS },
  { name: 'antd-icons', test: pkg('@ant-design[\\/]icons') },
  { name: 'antd-list', test: ANTD_LIST },
  { name: 'antd-list-more', test: ANTD_LIST_MORE },
  { name: antdChunk, test: ANTD },
  { name: 'contract', test: CONTRACT_KIT },
  // The accounts' schemas, which the products' import: what the accounts pages call.
  { name: 'accounts-contract', test: src(['contract/src/(accounts|products)/api']) },
  { name: 'kit', test: KIT },
  { name: 'list-kit', test: LIST_KIT },
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
 * (CHUNK_GROUPS), so an import edge, not only a used one, decides what a page loads.
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

const SELECTION_TREE = '\0console:antd-selection-tree';
const SELECTION_DROPDOWN = '\0console:antd-selection-dropdown';
const VIRTUAL_TABLE = '\0console:rc-virtual-table';

/**
 * The row selection's dropdown (its `selections` menu, over the select-all box): antd's Dropdown,
 * fetched when first drawn, its trigger drawn bare until then. Written here, not the shell's
 * LazyDropdown: a chunk takes its modules' imports along, and `antd-list` would take a shell module
 * it imports unless `app` comes first (CHUNK_GROUPS), so index.html would load the table.
 */
const LAZY_SELECTION_DROPDOWN = `import { createElement, lazy, Suspense } from 'react';
const Dropdown = lazy(() => import('antd/es/dropdown'));
export default function SelectionDropdown(props) {
  return createElement(Suspense, { fallback: props.children }, createElement(Dropdown, props));
}
`;

/**
 * rc-table's virtual table (antd's `<Table virtual>`, which the lists do not use: large pages draw
 * the rows near the view themselves, kit/list/useRowWindow.ts), loaded when first drawn: rc-table's
 * index imported it, and its virtual list, whatever the table (~5 KB brotli).
 */
const LAZY_VIRTUAL_TABLE = `import { createElement, forwardRef, lazy, Suspense } from 'react';
const lazyTable = (pick) => {
  const Table = lazy(() => import('@rc-component/table/es/VirtualTable/index.js').then((table) => ({ default: pick(table) })));
  return forwardRef(function LazyVirtualTable(props, ref) {
    return createElement(Suspense, { fallback: null }, createElement(Table, { ...props, ref }));
  });
};
export const genVirtualTable = (shouldTriggerRender) => lazyTable((table) => table.genVirtualTable(shouldTriggerRender));
export default lazyTable((table) => table.default);
`;

/** antd's table modules whose imports antdTableLazyParts changes. */
const ANTD_FILTER_HOOK = /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;
const ANTD_SELECTION_HOOK = /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
const ANTD_SORTER_HOOK = /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSorter\.js$/;
const RC_TABLE_INDEX = /node_modules[\\/]@rc-component[\\/]table[\\/]es[\\/]index\.js$/;
const ANTD_PAGINATION = /node_modules[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;

/**
 * antd's table imports parts that a list draws only on use, or never, whatever the table draws: its
 * column filter dropdown and row selection's parts (antd's menu, tree, dropdown and the filter's
 * search input), its pagination's page-size Select, its sorters' Tooltip and rc-table's virtual
 * table. Every list page loaded them before its first row: ~60 KB brotli of the accounts list's
 * 310.7 (docs/performance.md, Web first load). The build changes these imports:
 *
 * - the filter hook's dropdown is web/src/kit/list/LazyFilterDropdown.tsx, which draws the header as
 *   antd does and loads antd's dropdown module (in `antd-list-more`) on first use;
 * - the pagination's Select is web/src/kit/widgets/LazySelect.tsx, loaded after the first draw,
 *   a look-alike drawn until then;
 * - the sorter hook's Tooltip is web/src/kit/list/SorterTooltip.tsx, mounted on the first hover;
 * - rc-table's virtual table loads when first drawn (LAZY_VIRTUAL_TABLE);
 * - the selection hook's dropdown (drawn only for `rowSelection.selections`) loads antd's
 *   Dropdown and Menu when first drawn (LAZY_SELECTION_DROPDOWN);
 * - the selection hook takes its four tree helpers from the modules that define them: it imported
 *   them from @rc-component/tree's index, which brought the whole tree (and is not marked free of
 *   side effects, so its unused exports stayed).
 *
 * What a change would break is what the modules put in their place test (LazyFilterDropdown.test,
 * LazySelect.test), and the browser journeys (e2e/specs/accounts*.spec.ts, keyboard.spec.ts) use
 * the built table's filters, sorters and page sizes. Written for antd 6.6: a later antd that moves
 * these imports leaves them as they are, and the budget test (web/src/firstLoadBudget.test.ts)
 * says so.
 */
function antdTableLazyParts(): Plugin {
  const lazyFilterDropdown = join(import.meta.dirname, 'src/kit/list/LazyFilterDropdown.tsx');
  const lazySelect = join(import.meta.dirname, 'src/kit/widgets/LazySelect.tsx');
  const sorterTooltip = join(import.meta.dirname, 'src/kit/list/SorterTooltip.tsx');
  return {
    name: 'console:antd-table-lazy-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      if (source === './FilterDropdown' && ANTD_FILTER_HOOK.test(importer)) return lazyFilterDropdown;
      if (source === '../select' && ANTD_PAGINATION.test(importer)) return lazySelect;
      if (source === '../../tooltip' && ANTD_SORTER_HOOK.test(importer)) return sorterTooltip;
      if (source === './VirtualTable' && RC_TABLE_INDEX.test(importer)) return VIRTUAL_TABLE;
      if (ANTD_SELECTION_HOOK.test(importer)) {
        if (source === '../../dropdown') return SELECTION_DROPDOWN;
        if (source === '@rc-component/tree') return SELECTION_TREE;
      }
      return undefined;
    },
    load(id) {
      if (id === SELECTION_DROPDOWN) return LAZY_SELECTION_DROPDOWN;
      if (id === VIRTUAL_TABLE) return LAZY_VIRTUAL_TABLE;
      if (id !== SELECTION_TREE) return undefined;
      // arrAdd and arrDel as @rc-component/tree's util.js writes them (that module imports TreeNode).
      return [
        "export { conductCheck } from '@rc-component/tree/es/utils/conductUtil.js';",
        "export { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil.js';",
        'export function arrDel(list, value) {',
        '  if (!list) return [];',
        '  const clone = list.slice();',
        '  const index = clone.indexOf(value);',
        '  if (index >= 0) clone.splice(index, 1);',
        '  return clone;',
        '}',
        'export function arrAdd(list, value) {',
        '  const clone = (list || []).slice();',
        '  if (clone.indexOf(value) === -1) clone.push(value);',
        '  return clone;',
        '}',
        '',
      ].join('\n');
    },
  };
}

// The server serves dist/ and injects the anti-forgery token into index.html, so there is no
// dev server of its own: `npm run dev` rebuilds on change and the server serves the result.
export default defineConfig({
  root: import.meta.dirname,
  // buildStamp: npm start builds only when the stamp it writes is stale (build/build-stamp.ts).
  plugins: [antdWithoutFormStore(), antdTableLazyParts(), react(), compressAssets(), buildStamp()],
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
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
});
