import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';

/**
 * A list's filter panel (ListPage's `filters`): a tinted band named "Filters" for assistive
 * technology, its label first, then the family's controls.
 */
export function FilterPanel({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={12}
      align="center"
      wrap
      role="region"
      aria-label="Filters"
      style={{
        marginBottom: 16,
        padding: '12px 16px',
        background: token.colorFillQuaternary,
        borderRadius: token.borderRadius,
      }}
    >
      {/* As antd's Typography.Text strong draws it, without Typography (PageHeading says why). */}
      <strong style={{ color: token.colorText, fontWeight: token.fontWeightStrong }}>{label}</strong>
      {children}
    </Flex>
  );
}
