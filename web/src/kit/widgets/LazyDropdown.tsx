import type { DropdownProps } from 'antd';
import { lazyOverlay } from './lazyOverlay';

/**
 * antd's Dropdown for the shell's header menus (theme, user), loaded beside the first page instead
 * of with index.html's script: it brings antd's Menu, ~13 KB gzip the first paint does without.
 * Until it arrives its trigger renders bare, and a click (or a hover, for a hover menu, antd's
 * default) on it opens the menu as soon as it has.
 */
export const LazyDropdown = lazyOverlay<DropdownProps>(
  () => import('antd/es/dropdown'),
  ({ trigger = ['hover'] }) => (trigger.includes('hover') ? 'hover' : 'click'),
);
