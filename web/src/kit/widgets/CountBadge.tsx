import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A count over the corner of a control (the Filter button's number of filters set), drawn as antd's
 * Badge draws `size="small"` from the theme's tokens, and nothing at 0: antd's Badge is ~2.5 KB
 * brotli, with its scrolling number and ribbon, that the accounts list's first screen loaded for
 * this alone (docs/performance.md, Web first load).
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const { token } = theme.useToken();
  const height = token.fontSize;
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: 'fit-content', lineHeight: 1 }}>
      {children}
      {count > 0 && (
        <sup
          title={String(count)}
          style={{
            position: 'absolute',
            top: 0,
            insetInlineEnd: 0,
            transform: 'translate(50%, -50%)',
            transformOrigin: '100% 0%',
            display: 'inline-flex',
            justifyContent: 'center',
            boxSizing: 'border-box',
            minWidth: height,
            height,
            paddingInline: count > 9 ? token.paddingXS : 0,
            color: token.colorBgContainer,
            fontFamily: token.fontFamily,
            fontWeight: 'normal',
            fontSize: token.fontSizeSM,
            lineHeight: `${height}px`,
            whiteSpace: 'nowrap',
            background: token.colorError,
            borderRadius: height / 2,
            boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderBg}`,
          }}
        >
          {count}
        </sup>
      )}
    </span>
  );
}
