import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BRANDINGS } from '@console/contract/branding';
import { consoleTheme, tint } from './consoleTheme';

/** WCAG's contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(Object.values(BRANDINGS))('$name in the dark theme', (brand) => {
  const token = theme.getDesignToken(consoleTheme(brand, 'dark'));

  it('is dark', () => {
    expect(contrast(token.colorBgContainer, '#000000')).toBeLessThan(1.5);
  });

  it('draws links at 4.5:1 or more on its page and card backgrounds', () => {
    for (const background of [token.colorBgLayout, token.colorBgContainer, token.colorBgElevated]) {
      expect(contrast(token.colorLink, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorLinkHover, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white text on filled brand buttons at 4.5:1 or more', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each(Object.values(BRANDINGS))('$name selected table rows', (brand) => {
  it.each(['light', 'dark'] as const)('keep text at 4.5:1 or more in the %s theme', (scheme) => {
    const config = consoleTheme(brand, scheme);
    const token = theme.getDesignToken(config);
    const table = config.components?.Table as { rowSelectedBg: string; rowSelectedHoverBg: string };
    const text = scheme === 'dark' ? '#dcdcdc' : '#1f1f1f';
    expect(token.colorBgContainer).toBeTruthy();
    for (const background of [table.rowSelectedBg, table.rowSelectedHoverBg]) {
      expect(background).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tint', () => {
  it('mixes a share of a colour over an opaque base', () => {
    expect(tint('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(tint('#0f766e', '#ffffff', 0)).toBe('#ffffff');
    expect(tint('#0f766e', '#ffffff', 1)).toBe('#0f766e');
  });
});
