import { Space, Typography } from 'antd';
import { Dialog } from '../../kit/widgets/Dialog';
import type { PageShortcut } from '../../kit/palette/pageShortcuts';
import { isMac, SHORTCUTS } from '../../kit/palette/shortcuts';

const families = import.meta.glob<PageShortcut[]>('../../features/*/shortcuts.ts', {
  import: 'pageShortcuts',
  eager: true,
});

/** Every family's page shortcuts (features/<family>/shortcuts.ts), loaded with this dialog. */
const PAGE_SHORTCUTS: readonly PageShortcut[] = Object.keys(families)
  .sort()
  .flatMap((folder) => families[folder] ?? []);

const keyCells = (keys: readonly string[]) => (
  <Space size={4}>
    {keys.map((key) => (
      <Typography.Text keyboard key={key}>
        {key}
      </Typography.Text>
    ))}
  </Space>
);
const keyCell = { textAlign: 'left', padding: '6px 16px 6px 0', whiteSpace: 'nowrap' } as const;

/**
 * `?`: the keyboard shortcuts, with the keys of this machine (⌘ on a Mac), then each page's own
 * (features/<family>/shortcuts.ts) under the page they work on.
 */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mac = isMac();
  const pages = [...new Set(PAGE_SHORTCUTS.map((shortcut) => shortcut.page))];
  return (
    <Dialog open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts" width={520}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {SHORTCUTS.map((shortcut) => {
            const keys = mac && 'macKeys' in shortcut ? shortcut.macKeys : shortcut.keys;
            return (
              <tr key={shortcut.does}>
                <th scope="row" style={keyCell}>
                  {keyCells(keys)}
                </th>
                <td style={{ padding: '6px 0' }}>{shortcut.does}</td>
              </tr>
            );
          })}
          {pages.map((page) => [
            <tr key={page}>
              <th colSpan={2} scope="rowgroup" style={{ textAlign: 'left', padding: '14px 0 4px' }}>
                <Typography.Text type="secondary">{page}</Typography.Text>
              </th>
            </tr>,
            ...PAGE_SHORTCUTS.filter((shortcut) => shortcut.page === page).map((shortcut) => (
              <tr key={`${page} ${shortcut.does}`}>
                <th scope="row" style={keyCell}>
                  {keyCells(shortcut.keys)}
                </th>
                <td style={{ padding: '6px 0' }}>{shortcut.does}</td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </Dialog>
  );
}
