import type { MouseEvent } from 'react';
import { theme } from 'antd';

export const SKIP_TO_CONTENT = 'Skip to content';

/**
 * The shell's first stop for the keyboard: hidden until focused, it moves the focus to the page's
 * content (a focusable main region) so the sidebar and header need not be tabbed through each time.
 * The focus moves by script rather than by the #hash, which would change the address the lists keep
 * their state in.
 */
export function SkipLink({ target }: { target: string }) {
  const { token } = theme.useToken();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="skip-link"
      style={{
        background: token.colorBgElevated,
        color: token.colorLink,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
      }}
    >
      {SKIP_TO_CONTENT}
    </a>
  );
}
