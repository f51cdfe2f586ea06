import { Fragment, type CSSProperties } from 'react';
import { generatePath, Link, useMatches } from 'react-router';
import { theme } from 'antd';
import { breadcrumbOf } from './navigation';
import { usePageName, useParentPageName } from '../kit/pageName';
import type { RouteHandle } from './router';

/**
 * The route hierarchy down to this page; the page's own crumb is its record's name when it told one.
 * Plain elements drawn as antd's Breadcrumb draws its items (its tokens, colours, spacing and focus
 * ring; the hover in global.css): antd's Breadcrumb imports its Dropdown and Menu for crumbs with a
 * menu, which the console has none of, and they weighed on index.html's script.
 */
export function AppBreadcrumb() {
  const matches = useMatches();
  const pageName = usePageName();
  const parentName = useParentPageName();
  const { token } = theme.useToken();
  const current = matches.at(-1);
  const trail = (current?.handle as RouteHandle | undefined)?.trail ?? [];
  const last = trail.length - 1;
  const crumbs = breadcrumbOf(
    trail.map((t, i) => ({
      title: i === last ? (pageName ?? t.title) : i === last - 1 ? (parentName ?? t.title) : t.title,
      // An ancestor that names a record (a location's customer, ':id') links to that record.
      pathname: i === last || !t.path ? '' : generatePath(t.path, current?.params ?? {}),
    })),
  );
  const colours = {
    '--crumb-color': token.colorTextDescription,
    '--crumb-last-color': token.colorText,
    '--crumb-hover-color': token.colorText,
    '--crumb-hover-bg': token.colorBgTextHover,
    '--crumb-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
    '--crumb-radius': `${token.borderRadiusSM}px`,
    '--crumb-padding': `${token.paddingXXS}px`,
    '--crumb-height': `${Math.round(token.fontSize * token.lineHeight)}px`,
    '--crumb-separator-margin': `${token.marginXS}px`,
  } as CSSProperties;
  return (
    <nav
      aria-label="Breadcrumb"
      className="console-breadcrumb"
      style={{
        ...colours,
        marginBottom: 16,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorTextDescription,
      }}
    >
      <ol>
        {crumbs.map((crumb, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <li className="console-breadcrumb-separator" aria-hidden>
                /
              </li>
            )}
            <li aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : <span>{crumb.title}</span>}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
