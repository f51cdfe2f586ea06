import type { ThemeConfig } from 'antd';
import type { Branding } from '@console/contract/branding';

/**
 * Secondary text (breadcrumb, descriptions, the footer): antd's 45 % black is 3.4:1 on white; 60 %
 * reads 5.7:1 on white and 5.6:1 on the grey page, above WCAG AA's 4.5:1 for body text.
 */
export const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * A select's placeholder is real text to axe (antd draws it in a span, not ::placeholder): 55 %
 * black is 4.7:1 on white and on a disabled field's grey, and still lighter than a chosen value.
 */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';

/**
 * Tag text colours at least 4.5:1 on their tinted backgrounds. antd draws a status tag's text in
 * the status colour itself (green #52c41a on #f6ffed is 2:1) and a preset tag's in shade 7 (green
 * and orange 7 are 3.4:1), so tags take a darker shade; alerts keep antd's.
 */
const READABLE_TAGS = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  green7: '#237804',
  orange7: '#ad4e00',
};

/** antd's theme for a branding: links in the brand colour (antd's default blue is 4.1:1 on white). */
export function consoleTheme(brand: Branding): ThemeConfig {
  return {
    token: {
      colorPrimary: brand.primaryColor,
      colorLink: brand.primaryColor,
      colorTextDescription: MUTED_TEXT,
      colorTextTertiary: MUTED_TEXT,
      colorTextPlaceholder: PLACEHOLDER_TEXT,
      // Red 7: a danger button's text in red 6 (#ff4d4f) is 3.7:1 on white, red 7 is 5.1:1.
      colorError: '#cf1322',
      borderRadius: 6,
    },
    components: {
      Layout: { siderBg: brand.siderColor, triggerBg: 'rgba(0,0,0,.25)' },
      Tag: READABLE_TAGS,
    },
  };
}
