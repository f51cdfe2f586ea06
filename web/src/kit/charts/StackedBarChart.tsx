import { theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSeries, ChartTone, StackedBarChartProps } from './types';

/**
 * Bars per category (a day, a service) stacked by series (success, failed, review). Colours come
 * from the theme's tokens, so a chart reads in the light and the dark scheme alike, and a status
 * keeps the colour it has in tags everywhere else. The page loads recharts only when it draws one
 * (charts/index.tsx).
 */
export default function StackedBarChart({
  rows,
  categoryKey,
  series,
  height = 280,
  formatCategory,
}: StackedBarChartProps) {
  const { token } = theme.useToken();
  const tones: Record<ChartTone, string> = {
    success: token.colorSuccess,
    error: token.colorError,
    warning: token.colorWarning,
    info: token.colorPrimary,
    neutral: token.colorTextTertiary,
  };
  const colourOf = (s: ChartSeries) => tones[s.tone];
  const axis = { stroke: token.colorTextSecondary, fontSize: token.fontSizeSM };
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
        <XAxis
          dataKey={categoryKey}
          tick={{ fill: axis.stroke, fontSize: axis.fontSize }}
          stroke={token.colorBorder}
          tickFormatter={formatCategory}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: axis.stroke, fontSize: axis.fontSize }}
          stroke={token.colorBorder}
          width={48}
        />
        <Tooltip
          cursor={{ fill: token.colorFillSecondary }}
          labelFormatter={(label) => (formatCategory ? formatCategory(String(label)) : String(label))}
          contentStyle={{
            background: token.colorBgElevated,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
            color: token.colorText,
          }}
          labelStyle={{ color: token.colorText }}
        />
        <Legend wrapperStyle={{ color: token.colorText, fontSize: token.fontSizeSM }} />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            stackId="stack"
            fill={colourOf(s)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
