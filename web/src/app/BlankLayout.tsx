import { Outlet } from 'react-router';
import { useWindowTitle } from './windowTitle';

/** Pages without the shell (404, sign-out): centred on a plain background. */
export function BlankLayout() {
  useWindowTitle();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 24,
        background: '#f5f6f8',
      }}
    >
      <Outlet />
    </div>
  );
}
