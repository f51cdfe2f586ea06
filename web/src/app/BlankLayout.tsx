import { Outlet } from 'react-router';
import { theme } from 'antd';

/** Pages without the shell (404, sign-out): centred on a plain background. */
export function BlankLayout() {
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
