import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * The page's one h1 (issue 11: one h1 per page): every page names itself with this, at the size of
 * an antd level-3 title, which is what the console's pages have always looked like. Drawn as antd's
 * Typography.Title draws a title, from the theme's tokens: Typography is ~4 KB brotli that a list's
 * first screen loaded for its heading alone (docs/performance.md, Web first load).
 */
export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </h1>
  );
}

/** A result page's title (404, 403, not found) as the page's h1, looking as antd's Result draws it. */
export function ResultHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
