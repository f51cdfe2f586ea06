import { theme, type ThemeConfig } from 'antd';
import type { Branding } from '@console/contract/branding';
import type { ColorScheme } from './colorScheme';

/**
 * Light scheme, secondary text (breadcrumb, descriptions): antd's 45 % black is 3.4:1 on white; 60 %
 * reads 5.7:1 on white and 5.6:1 on the grey page, above WCAG AA's 4.5:1 for body text.
 */
const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * Light scheme, a select's placeholder is real text to axe (antd draws it in a span, not
 * ::placeholder): 55 % black is 4.7:1 on white and on a disabled field's grey.
 */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';

/**
 * Light scheme, tag text at least 4.5:1 on its tinted background. antd draws a status tag's text in
 * the status colour itself (green #52c41a on #f6ffed is 2:1) and a preset tag's in shade 7 (green
 * and orange 7 are 3.4:1), so tags take a darker shade; alerts keep antd's.
 */
export const READABLE_TAGS = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  green7: '#237804',
  orange7: '#ad4e00',
};

/** An opaque #rrggbb: `share` of `colour` over `base`. */
export function tint(colour: string, base: string, share: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(colour, i) * share + channel(base, i) * (1 - share)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * antd's theme for a branding in a scheme. In the light scheme links take the brand colour (antd's
 * default blue is 4.1:1 on white) and muted text, placeholders, tags and danger text are darkened to
 * WCAG AA (the axe check of the browser suite). The sidebar keeps the brand's deep colour in both; in
 * the dark scheme text in the brand colour (links, the selected tab, page number and menu item) takes the
 * brand's lighter shade, as the main colour reads at under 3:1 there. Filled controls keep the
 * main colour, under white text.
 */
export function consoleTheme(brand: Branding, scheme: ColorScheme): ThemeConfig {
  const dark = scheme === 'dark';
  const brandText = brand.darkTextColor;
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: brand.primaryColor,
      borderRadius: 6,
      // The dark algorithm derives links a step darker than their seed, and hovered links darker
      // still (under 3:1); a hovered link takes the seed itself instead.
      ...(dark && { colorLink: brandText, colorLinkHover: brandText }),
      ...(!dark && {
        colorLink: brand.primaryColor,
        colorTextDescription: MUTED_TEXT,
        colorTextTertiary: MUTED_TEXT,
        colorTextPlaceholder: PLACEHOLDER_TEXT,
        // Red 7: a danger button's text in red 6 (#ff4d4f) is 3.7:1 on white, red 7 is 5.1:1.
        colorError: '#cf1322',
      }),
    },
    components: {
      Layout: { siderBg: brand.siderColor, triggerBg: 'rgba(0,0,0,.25)' },
      // Selected rows (the users table's bulk actions) in a faint, opaque tint of the brand (a fixed
      // column must hide what scrolls under it), so their text keeps its contrast: antd's derived
      // selection colour came out a mid grey under the brands.
      Table: {
        rowSelectedBg: tint(brand.primaryColor, dark ? '#141414' : '#ffffff', 0.1),
        rowSelectedHoverBg: tint(brand.primaryColor, dark ? '#141414' : '#ffffff', 0.16),
      },
      ...(!dark && { Tag: READABLE_TAGS }),
      ...(dark && {
        Tabs: { itemSelectedColor: brandText, itemHoverColor: brandText, inkBarColor: brandText },
        Pagination: { itemActiveColor: brandText, itemActiveColorHover: brandText },
        // The selected item of a dropdown menu (the theme picker's own) is drawn in colorPrimary.
        Dropdown: { colorPrimary: brandText },
      }),
    },
  };
}
