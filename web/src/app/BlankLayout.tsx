import { Outlet } from 'react-router';
import { theme } from 'antd';
import { useWindowTitle } from './windowTitle';

/** Pages without the shell (404, sign-out): centred on a plain background. */
export function BlankLayout() {
  useWindowTitle();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 24,
        background: token.colorBgLayout,
      }}
    >
      <Outlet />
    </div>
  );
}
