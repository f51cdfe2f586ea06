import { Space, Typography } from 'antd';
import { Dialog } from '../Dialog';
import { isMac, SHORTCUTS } from './shortcuts';

/** `?`: the keyboard shortcuts, with the keys of this machine (⌘ on a Mac). */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mac = isMac();
  return (
    <Dialog open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts" width={520}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {SHORTCUTS.map((shortcut) => {
            const keys = mac && 'macKeys' in shortcut ? shortcut.macKeys : shortcut.keys;
            return (
              <tr key={shortcut.does}>
                <th
                  scope="row"
                  style={{ textAlign: 'left', padding: '6px 16px 6px 0', whiteSpace: 'nowrap' }}
                >
                  <Space size={4}>
                    {keys.map((key) => (
                      <Typography.Text keyboard key={key}>
                        {key}
                      </Typography.Text>
                    ))}
                  </Space>
                </th>
                <td style={{ padding: '6px 0' }}>{shortcut.does}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Dialog>
  );
}
