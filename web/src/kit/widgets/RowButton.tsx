import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A row's action button, drawn as antd's small default Button (its tokens; hover, press and focus
 * in global.css) by a plain button: a list has one on every row, and antd's Button (its wave
 * effect, compact-space and form contexts, style registration) cost more than the row it sits in
 * on a 400-row page.
 */
export function RowButton({
  icon,
  children,
  onClick,
  'aria-label': ariaLabel,
}: {
  icon?: ReactNode;
  children: ReactNode;
  onClick: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
}) {
  const { token } = theme.useToken();
  const look = {
    '--row-button-color': token.colorText,
    '--row-button-bg': token.colorBgContainer,
    '--row-button-border': token.colorBorder,
    '--row-button-hover': token.colorPrimaryHover,
    '--row-button-active': token.colorPrimaryActive,
    '--row-button-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    height: token.controlHeightSM,
    paddingInline: token.paddingXS - token.lineWidth,
    gap: token.marginXS,
    fontSize: token.fontSize,
    fontFamily: 'inherit',
    borderWidth: token.lineWidth,
    borderRadius: token.borderRadiusSM,
    boxShadow: `0 2px 0 ${token.colorFillQuaternary}`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className="console-row-button"
      style={look}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
