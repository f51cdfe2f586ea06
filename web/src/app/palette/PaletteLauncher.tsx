import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { AccessSubject } from '@console/contract/access';
import type { MenuEntry } from '../navigation';
import { isMac, useGlobalShortcuts } from '../../kit/palette/shortcuts';
import { HoverTooltip } from '../../kit/widgets/HoverTooltip';

// The palette and the shortcuts list load when first opened: the shell stays light.
const CommandPalette = lazy(() => import('./CommandPalette'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The header's search button and the shortcuts that open the palette and the shortcuts list; on a
 * phone's width the button is its icon alone.
 */
export function PaletteLauncher({
  menu,
  subject,
  iconOnly = false,
}: {
  menu: readonly MenuEntry[];
  subject: AccessSubject;
  iconOnly?: boolean;
}) {
  const [palette, setPalette] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  // Each opening starts afresh (an empty text, the first result chosen): a new palette per opening.
  const [openings, setOpenings] = useState(0);
  const [help, setHelp] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const launcher = useRef<HTMLButtonElement>(null);
  const openPalette = useCallback(() => {
    setPalette('open');
    setOpenings((n) => n + 1);
  }, []);
  const openHelp = useCallback(() => setHelp('open'), []);
  useGlobalShortcuts({ openPalette, openHelp });
  const keys = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <HoverTooltip title={`Go to a page or a record (${keys})`}>
        <Button
          ref={launcher}
          type="text"
          icon={<SearchOutlined />}
          onClick={openPalette}
          aria-keyshortcuts="Control+K Meta+K"
          aria-label={iconOnly ? 'Search' : undefined}
        >
          {!iconOnly && (
            <>
              Search{' '}
              <span aria-hidden style={{ opacity: 0.65, marginInlineStart: 4 }}>
                {keys}
              </span>
            </>
          )}
        </Button>
      </HoverTooltip>
      <Suspense fallback={null}>
        {palette !== 'unloaded' && (
          <CommandPalette
            key={openings}
            open={palette === 'open'}
            onClose={() => setPalette('closed')}
            menu={menu}
            subject={subject}
            // The dialog gives the focus back to what had it (kit/widgets/Dialog.tsx). Opened by its shortcut
            // from nowhere in particular (the page's body), that is the launcher, so Escape leaves a
            // keyboard user in the header rather than at the top of the document.
            launcher={launcher}
          />
        )}
        {help !== 'unloaded' && <ShortcutsDialog open={help === 'open'} onClose={() => setHelp('closed')} />}
      </Suspense>
    </>
  );
}
