import { useContext, type CSSProperties, type ReactNode } from 'react';
import { theme } from 'antd';
import { READABLE_TAGS } from '../theme/consoleTheme';
import { ThemeContext } from '../theme/useThemeChoice';

export type TagTone = 'default' | 'success' | 'warning' | 'error';

/**
 * A status tag drawn as antd's filled Tag draws one (its size, padding, radius and colours from the
 * theme, with the console's readable tag text in the light scheme, consoleTheme.ts) by a plain span:
 * tables show one on every row, and antd's Tag reads its contexts and registers its styles on every
 * instance, which a 400-row page felt.
 */
export function PlainTag({
  tone = 'default',
  icon,
  children,
}: {
  tone?: TagTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const light = (useContext(ThemeContext)?.scheme ?? 'light') === 'light';
  const colours: Record<TagTone, Pick<CSSProperties, 'color' | 'background'>> = {
    // antd's default tag: the tertiary fill laid on the container's background, an opaque grey.
    default: {
      color: token.colorText,
      background: `linear-gradient(${token.colorFillTertiary}, ${token.colorFillTertiary}) ${token.colorBgContainer}`,
    },
    success: {
      color: light ? READABLE_TAGS.colorSuccess : token.colorSuccess,
      background: token.colorSuccessBg,
    },
    warning: {
      color: light ? READABLE_TAGS.colorWarning : token.colorWarning,
      background: token.colorWarningBg,
    },
    error: { color: token.colorError, background: token.colorErrorBg },
  };
  const paddingInline = 8 - token.lineWidth;
  return (
    <span
      // The tone, for what reads it (the tests; a status is not told by its colour alone anyway).
      data-tone={tone}
      style={{
        display: 'inline-block',
        paddingInline,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        ...colours[tone],
      }}
    >
      {icon}
      {icon ? <span style={{ marginInlineStart: paddingInline }}>{children}</span> : children}
    </span>
  );
}
