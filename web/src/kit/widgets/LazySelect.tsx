import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { theme, type SelectProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { loadOnce } from './lazyPart';

type AnySelect = ComponentType<SelectProps<unknown>>;

/** antd's Select, fetched once; a failed fetch is tried again by the next one. */
const load = loadOnce(() =>
  import('antd/es/select').then((module) => ({ default: module.default as unknown as AnySelect })),
);
const preload = () => void load().catch(() => {});
const AntdSelect = lazy(load);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The chosen options' labels (the value's own text for one not among the options), as antd shows them. */
export function chosenText(props: SelectProps<unknown>): ReactNode {
  const values: unknown[] = Array.isArray(props.value)
    ? props.value
    : props.value == null
      ? []
      : [props.value];
  const labels = values.map((value) => {
    const option = props.options?.find((candidate) => String(candidate.value) === String(value));
    return option?.label ?? String(value);
  });
  return labels.length ? labels.join(', ') : null;
}

/**
 * The select as antd draws it (its border, corners, height, padding, text and arrow, from the
 * theme's tokens) while antd's Select is on its way: a combobox of the same name that takes the
 * focus, and a click or Enter, Space or an arrow on it opens the select once it has arrived.
 */
function SelectArriving({
  props,
  onAsk,
  onFocusChange,
}: {
  props: SelectProps<unknown>;
  onAsk: () => void;
  onFocusChange: (focused: boolean) => void;
}) {
  const { token } = theme.useToken();
  const small = props.size === 'small';
  const text = chosenText(props);
  const style: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: small ? token.controlHeightSM : token.controlHeight,
    paddingInline: small ? token.paddingXS - token.lineWidth : token.paddingSM - token.lineWidth,
    // antd's text-to-arrow space (6 px, measured in Chromium on the pagination's small select).
    gap: token.paddingXXS * 1.5,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: small ? token.borderRadiusSM : token.borderRadius,
    background: props.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: props.disabled ? token.colorTextDisabled : token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    cursor: props.disabled ? 'not-allowed' : 'pointer',
    whiteSpace: 'nowrap',
    ...props.style,
  };
  const ask = () => {
    if (!props.disabled) onAsk();
  };
  return (
    <div
      role="combobox"
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={props.disabled || undefined}
      aria-busy
      tabIndex={props.disabled ? -1 : 0}
      className={props.className}
      style={style}
      onClick={ask}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        ask();
      }}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <span
        style={{
          flex: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          color: text === null ? token.colorTextPlaceholder : undefined,
        }}
      >
        {text ?? props.placeholder}
      </span>
      <DownOutlined style={{ fontSize: token.fontSizeIcon, color: token.colorTextQuaternary }} />
    </div>
  );
}

/**
 * antd's Select, loaded after the first draw instead of with the page: antd's select, its virtual
 * list and overflow are ~18 KB brotli that a list's first screen loaded for its page-size changer
 * alone (docs/performance.md, Web first load). The build gives antd's Pagination this in place of
 * antd's Select (`antdTableLazyParts` in web/vite.config.ts), and a page may draw it as a Select.
 * The load starts once the select has been drawn (so after the list's first rows, which the
 * pagination is drawn with); until it has arrived a look-alike stands in (SelectArriving), and a
 * click or key on it opens the select when it arrives, with the focus where it was.
 */
export function LazySelect<Value>(props: SelectProps<Value>) {
  const [asked, setAsked] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(preload, []);
  const anyProps = props as SelectProps<unknown>;
  return (
    <Suspense
      fallback={
        <SelectArriving
          props={anyProps}
          onAsk={() => {
            setAsked(true);
            setFocused(true);
          }}
          onFocusChange={setFocused}
        />
      }
    >
      <AntdSelect {...anyProps} {...(focused && { autoFocus: true })} {...(asked && { defaultOpen: true })} />
    </Suspense>
  );
}

export default LazySelect;
