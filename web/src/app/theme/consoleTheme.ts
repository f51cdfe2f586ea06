import { theme, type ThemeConfig } from 'antd';
import type { Branding } from '@console/contract/branding';
import type { ColorScheme } from './colorScheme';

/**
 * antd's theme for a branding in a scheme. The sidebar keeps the brand's deep colour in both; in
 * the dark scheme links take the brand's lighter shade, as the main colour is too dark to read.
 */
export function consoleTheme(brand: Branding, scheme: ColorScheme): ThemeConfig {
  const dark = scheme === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: brand.primaryColor,
      borderRadius: 6,
      ...(dark && { colorLink: brand.darkTextColor }),
    },
    components: { Layout: { siderBg: brand.siderColor, triggerBg: 'rgba(0,0,0,.25)' } },
  };
}
