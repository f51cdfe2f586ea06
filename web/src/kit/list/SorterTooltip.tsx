import type { TooltipProps } from 'antd';
import { HoverTooltip, type Hoverable } from '../widgets/HoverTooltip';

/**
 * The tooltip of a sortable column's header ("Click to sort ascending"), mounted on its first hover
 * or focus (HoverTooltip): antd's table imports its Tooltip for it, ~2 KB brotli that every list
 * page loaded before its first row, and mounted one per sortable header although none shows before
 * a hover (docs/performance.md, Web first load). The build gives antd's sorter hook this in place of
 * antd's Tooltip (`antdTableLazyParts` in web/vite.config.ts).
 */
export default function SorterTooltip({ children, title, ...props }: TooltipProps) {
  return (
    <HoverTooltip {...props} title={typeof title === 'function' ? title() : title}>
      {children as Hoverable}
    </HoverTooltip>
  );
}
