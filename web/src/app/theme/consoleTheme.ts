import { theme, type ThemeConfig } from 'antd';
import type { Branding } from '@console/contract/branding';
import type { ColorScheme } from './colorScheme';

/**
 * antd's theme for a branding in a scheme. The sidebar keeps the brand's deep colour in both; in
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
    },
    components: {
      Layout: { siderBg: brand.siderColor, triggerBg: 'rgba(0,0,0,.25)' },
      ...(dark && {
        Tabs: { itemSelectedColor: brandText, itemHoverColor: brandText, inkBarColor: brandText },
        Pagination: { itemActiveColor: brandText, itemActiveColorHover: brandText },
        // The selected item of a dropdown menu (the theme picker's own) is drawn in colorPrimary.
        Dropdown: { colorPrimary: brandText },
      }),
    },
  };
}
