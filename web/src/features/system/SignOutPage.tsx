import { useEffect } from 'react';
import { Result, Spin } from 'antd';
import { logOff } from '../../kit/data/logout';
import { ResultHeading } from '../../kit/widgets/PageHeading';

/** A link-able sign-out: /signout ends the session and goes where the server says. */
export default function SignOutPage() {
  useEffect(() => {
    void logOff();
  }, []);
  return <Result icon={<Spin size="large" />} title={<ResultHeading>Signing out…</ResultHeading>} />;
}
