import { useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Empty, Input, Spin, theme, Typography } from 'antd';
import { Dialog } from '../../kit/widgets/Dialog';
import { SearchOutlined } from '@ant-design/icons';
import type { AccessSubject } from '@console/contract/access';
import type { MenuEntry } from '../navigation';
import { matchingPages, pageItems } from './pages';
import { paletteSourcesFor } from './sources';
import type { PaletteItem, PaletteSource } from '../../kit/palette/types';

/** Typing pauses this long before the families' searches are asked. */
export const SEARCH_DELAY_MS = 200;

type Found = { status: 'loading' } | { status: 'done'; items: PaletteItem[] } | { status: 'failed' };

interface Group {
  id: string;
  title: string;
  items: PaletteItem[];
  status: Found['status'];
}

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** The user's menu: its pages are what "open any page" offers, by the menu's own gates. */
  menu: readonly MenuEntry[];
  subject: AccessSubject;
  /** The control the focus goes back to when the palette was opened from nowhere in particular. */
  launcher?: RefObject<HTMLElement | null>;
}

function useDebounced(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Each allowed family source's matches of the settled text, asked again (the last asks aborted) as
 * it changes. A source with no answer yet for this text is loading.
 */
function useSourceResults(
  subject: AccessSubject,
  text: string,
): { sources: PaletteSource[]; found: Record<string, Found> } {
  const [sources, setSources] = useState<PaletteSource[]>([]);
  const [answers, setAnswers] = useState<{ text: string; bySource: Record<string, Found> }>({
    text: '',
    bySource: {},
  });
  useEffect(() => {
    let live = true;
    void paletteSourcesFor(subject).then((loaded) => live && setSources(loaded));
    return () => {
      live = false;
    };
  }, [subject]);
  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const answer = (id: string, result: Found) => {
      if (controller.signal.aborted) return;
      setAnswers((all) => ({
        text,
        bySource: { ...(all.text === text ? all.bySource : {}), [id]: result },
      }));
    };
    for (const source of sources) {
      source.search(text, controller.signal).then(
        (items) => answer(source.id, { status: 'done', items }),
        () => answer(source.id, { status: 'failed' }),
      );
    }
    return () => controller.abort();
  }, [sources, text]);
  return { sources, found: answers.text === text ? answers.bySource : {} };
}

/**
 * The command palette (Ctrl+K or ⌘K): pages the user may open and the records the families' sources
 * find, grouped by source, all by keyboard: type, arrows to choose, Enter to open, Escape to close.
 * An ARIA combobox: the focus stays in the text box and the chosen option is its active descendant.
 */
export default function CommandPalette({ open, onClose, menu, subject, launcher }: CommandPaletteProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const settled = useDebounced(text.trim());
  const { sources, found } = useSourceResults(subject, settled);
  const pages = useMemo(() => pageItems(menu), [menu]);

  const groups: Group[] = useMemo(() => {
    const typed = text.trim();
    const pageGroup: Group = {
      id: 'pages',
      title: 'Pages',
      items: typed ? matchingPages(pages, typed) : pages,
      status: 'done',
    };
    const families = typed
      ? sources.map((source): Group => {
          const result = found[source.id] ?? { status: 'loading' };
          return {
            id: source.id,
            title: source.title,
            items: result.status === 'done' ? result.items : [],
            status: settled === typed ? result.status : 'loading',
          };
        })
      : [];
    return [pageGroup, ...families].filter((group) => group.items.length > 0 || group.status !== 'done');
  }, [found, pages, settled, sources, text]);

  const options = groups.flatMap((group) => group.items.map((item) => ({ group: group.id, item })));
  const chosen = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    document.getElementById(optionId(chosen))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (item: PaletteItem) => {
    onClose();
    void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: chosen >= last ? 0 : chosen + 1,
      ArrowUp: chosen <= 0 ? last : chosen - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && options.length > 0) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      const option = options[chosen];
      if (option) {
        event.preventDefault();
        go(option.item);
      }
    }
  };

  const searching = groups.some((group) => group.status === 'loading');
  let index = -1;
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      focusAfterClose={launcher}
      footer={null}
      closable={false}
      title="Go to"
      width={640}
      destroyOnHidden
      styles={{ body: { paddingTop: 4 } }}
    >
      <Input
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        suffix={searching ? <Spin size="small" aria-label="Searching" /> : undefined}
        placeholder="Pages, accounts by ID or name, staff users, collector references…"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="Go to a page or a record"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(chosen) : undefined}
        autoComplete="off"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Results"
        style={{ maxHeight: 420, overflowY: 'auto', marginTop: 12 }}
      >
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
            <Typography.Text
              type="secondary"
              id={`${listId}-${group.id}`}
              style={{ display: 'block', fontSize: token.fontSizeSM, padding: '8px 12px 4px' }}
            >
              {group.title}
              {group.status === 'loading' && ' · searching…'}
              {group.status === 'failed' && ' · could not search'}
            </Typography.Text>
            {group.items.map((item) => {
              index += 1;
              const at = index;
              const selected = at === chosen;
              return (
                <div
                  key={`${group.id}:${item.key}`}
                  id={optionId(at)}
                  role="option"
                  aria-selected={selected}
                  onMouseEnter={() => setActive(at)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(item)}
                  style={{
                    cursor: 'pointer',
                    padding: '6px 12px',
                    borderRadius: token.borderRadius,
                    background: selected ? token.controlItemBgActive : undefined,
                  }}
                >
                  <div>{item.label}</div>
                  {item.description && (
                    // On the chosen row's tint the secondary grey falls under 4.5:1: it reads in full there.
                    <Typography.Text
                      type={selected ? undefined : 'secondary'}
                      style={{ fontSize: token.fontSizeSM }}
                    >
                      {item.description}
                    </Typography.Text>
                  )}
                </div>
              );
            })}
          </div>
        ))}
        {groups.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Nothing matches “${text.trim()}”`} />
        )}
      </div>
    </Dialog>
  );
}
