import { useRouteError } from 'react-router';
import { Button, Flex, theme } from 'antd';
import { RELOAD_LABEL } from '../kit/data/notify';

export const PAGE_FAILED_TITLE = 'This page could not be shown';
export const PAGE_LOAD_FAILED =
  'Its files could not be loaded: the connection dropped, or a newer version of the console was installed.';
export const PAGE_CRASHED =
  'Something on it went wrong. Reloading usually helps; if it does not, tell support what you did.';

/**
 * A failed dynamic import: the browser's own message for a script it could not fetch or run
 * (Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed").
 */
const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed/i.test(error.message);

/**
 * What a page shows in the shell when it cannot be drawn, instead of the router's bare default: a
 * page's files that did not load (React.lazy keeps the failure, so only a reload tries again) or an
 * error while drawing it. The menu stays usable; Reload loads the page afresh.
 */
export function PageFailed() {
  const error = useRouteError();
  const { token } = theme.useToken();
  // Plain headings rather than antd's Typography: this is in the first load's script, Typography is
  // ~20 KB gzip.
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '96px 24px', textAlign: 'center' }} role="alert">
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong }}>
        {PAGE_FAILED_TITLE}
      </h1>
      <p style={{ margin: 0, color: token.colorTextSecondary }}>
        {isLoadFailure(error) ? PAGE_LOAD_FAILED : PAGE_CRASHED}
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {RELOAD_LABEL}
      </Button>
    </Flex>
  );
}
