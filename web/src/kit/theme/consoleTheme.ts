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
 * Dark scheme, muted text and placeholders: antd's 45 % and 25 % white are 4.4:1 and 2.2:1 on the
 * page's black; 55 % white reads 6.1:1 on the page and 5.9:1 on a card, 50 % (placeholders) 5.2:1
 * on a field.
 */
const DARK_MUTED_TEXT = 'rgba(255, 255, 255, 0.55)';
const DARK_PLACEHOLDER_TEXT = 'rgba(255, 255, 255, 0.5)';

/**
 * Dark scheme, danger: the dark algorithm's red (#dc4446) is 4.3:1 as text on the page and 4:1 on
 * an error tag's tint. A lighter seed makes error text, tags and outlined danger buttons 5.5:1 and
 * up; no red is both readable as text on black and under white text, so a solid danger button
 * (a confirm's OK) takes the page's dark colour for its text instead (6.9:1).
 */
const DARK_ERROR = '#ff8a87';
const DARK_ON_ERROR = '#141414';

/** Dark scheme, a processing tag's blue: the dark algorithm's #1668dc is 3.4:1 on its tint, this 5.8:1. */
const DARK_INFO_TEXT = '#4096ff';

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
  // Gold 7 (#d48806) is 2.8:1 on its tint; gold 9 is 6.5:1.
  gold7: '#874d00',
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
      ...(dark && {
        colorLink: brandText,
        colorLinkHover: brandText,
        colorTextDescription: DARK_MUTED_TEXT,
        colorTextTertiary: DARK_MUTED_TEXT,
        colorTextPlaceholder: DARK_PLACEHOLDER_TEXT,
        colorError: DARK_ERROR,
      }),
      ...(!dark && {
        colorLink: brand.primaryColor,
        colorTextDescription: MUTED_TEXT,
        colorTextTertiary: MUTED_TEXT,
        colorTextPlaceholder: PLACEHOLDER_TEXT,
        // Red 7: a danger button's text in red 6 (#ff4d4f) is 3.7:1 on white, red 7 is 5.1:1.
        colorError: '#cf1322',
        // Success and warning text (Typography's types) in the tags' readable shades.
        colorSuccessText: READABLE_TAGS.colorSuccess,
        colorWarningText: READABLE_TAGS.colorWarning,
      }),
    },
    components: {
      Layout: { siderBg: brand.siderColor, triggerBg: 'rgba(0,0,0,.25)' },
      // Selected rows (the users table's bulk actions) in a faint, opaque tint of the brand (a fixed
      // column must hide what scrolls under it), so their text keeps its contrast: antd's derived
      // selection colour came out a mid grey under the brands.
      Table: {
        // An empty table's words ("No requests in this range") are read, not a disabled control's.
        colorTextDisabled: dark ? DARK_MUTED_TEXT : MUTED_TEXT,
        rowSelectedBg: tint(brand.primaryColor, dark ? '#141414' : '#ffffff', 0.1),
        rowSelectedHoverBg: tint(brand.primaryColor, dark ? '#141414' : '#ffffff', 0.16),
      },
      ...(!dark && { Tag: READABLE_TAGS }),
      ...(dark && {
        Tabs: { itemSelectedColor: brandText, itemHoverColor: brandText, inkBarColor: brandText },
        Button: { dangerColor: DARK_ON_ERROR },
        Tag: { colorInfo: DARK_INFO_TEXT },
        Pagination: { itemActiveColor: brandText, itemActiveColorHover: brandText },
        // The selected item of a dropdown menu (the theme picker's own) is drawn in colorPrimary.
        Dropdown: { colorPrimary: brandText },
      }),
    },
  };
}
