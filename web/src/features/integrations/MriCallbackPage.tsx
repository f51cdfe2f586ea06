import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { useFinishMriAuthorization } from './api';
import { useFeedback } from '../../kit/feedback';
import { ResultHeading } from '../../kit/widgets/PageHeading';
import { INTEGRATIONS_SETTINGS_PATH, integrationPath } from './paths';
import { TEXT } from './texts';

/**
 * /oidc-mri-callback (product-families §2): where MRI's authorization server sends staff back. It
 * posts the address it was opened at, with MRI's code and state, as `redirectUri`, once; the server
 * checks the state and exchanges the code. Success returns to the location's MRI page; a refusal
 * (a wrong or used state, a denied consent) is shown here with the server's words.
 */
export default function MriCallbackPage() {
  const finish = useFinishMriAuthorization();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const posted = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice: the state can be used only once.
    if (posted.current) return;
    posted.current = true;
    finish
      .mutateAsync({ body: { redirectUri: window.location.href } })
      .then((authorization) => {
        void message.success(TEXT.mri.finished);
        void navigate(integrationPath('mri', authorization.locationGuid), { replace: true });
      })
      .catch(() => undefined);
  }, [finish, message, navigate]);
  if (finish.isError)
    return (
      <Result
        status="error"
        title={<ResultHeading>{TEXT.mri.failed}</ResultHeading>}
        subTitle={finish.error.message}
        extra={
          <Link to={INTEGRATIONS_SETTINGS_PATH}>
            <Button>{TEXT.mri.backToIntegrations}</Button>
          </Link>
        }
      />
    );
  return <Result icon={<Spin size="large" />} title={<ResultHeading>{TEXT.mri.finishing}</ResultHeading>} />;
}
