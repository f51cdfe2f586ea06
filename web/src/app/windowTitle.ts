import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { BRANDINGS } from '@console/contract/branding';
import type { EnvironmentId } from '@console/contract/constants';
import { useBootstrap } from '../kit/bootstrap';
import { usePageName } from '../kit/pageName';
import type { RouteHandle } from './router';

/** 'Accounts · Veridian Console'; '[TEST] ' first while Test Mode is on. */
export function windowTitleOf(page: string | undefined, brand: string, testMode: boolean): string {
  return `${testMode ? '[TEST] ' : ''}${page ? `${page} · ` : ''}${brand}`;
}

/**
 * Keeps the window title on the current page: the record's name when the page told one, else the
 * route's title, then the brand of the environment. Both layouts call it, so the 404 page has one.
 */
export function useWindowTitle() {
  const data = useBootstrap();
  const brand = BRANDINGS[(data?.environmentId ?? 1) as EnvironmentId].name;
  const trail = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.trail;
  const page = usePageName() ?? trail?.at(-1)?.title;
  const title = windowTitleOf(page, brand, Boolean(data?.testMode));
  useEffect(() => {
    document.title = title;
  }, [title]);
}
