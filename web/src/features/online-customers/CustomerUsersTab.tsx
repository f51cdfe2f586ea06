import { useState } from 'react';
import { Button } from 'antd';
import { ControlOutlined, LockOutlined, MailOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AccountUserRow } from '@console/contract/accounts/api';
import { featuresApi } from '@console/contract/features/api';
import { REGISTRATION_USER_LOCKED, vsOnlineApi } from '@console/contract/vsonline/api';
import {
  CUSTOMER_CHANGES,
  useCustomerCredentials,
  useResendRegistrationEmail,
  useSetUserStatus,
} from './api';
import { CredentialsDialog } from '../../kit/product/CredentialsDialog';
import { UserFeaturesDialog } from '../features/FeaturePanels';
import { TEXT as FEATURE_TEXT } from '../features/texts';
import { UsersFeaturesDialog } from '../features/UsersFeaturesDialog';
import { CustomerUserDialog } from '../../kit/product/customer-users/CustomerUserDialog';
import { CustomerUsersTable } from '../../kit/product/customer-users/CustomerUsersTable';
import { useMayCall } from '../../kit/permit';
import { PermitDrawn, Permitted } from '../../kit/Permitted';
import { useUrlList } from '../../kit/list/useUrlList';
import {
  lockQuestion,
  registrationSent,
  resendQuestion,
  TEXT,
  unlockQuestion,
  userLocked,
  userUnlocked,
} from './texts';
import { useFeedback } from '../../kit/feedback';

function CustomerCredentials({
  customerId,
  user,
  onClose,
}: {
  customerId: number;
  user: AccountUserRow;
  onClose: () => void;
}) {
  const credentials = useCustomerCredentials(customerId, user.id);
  return (
    <CredentialsDialog
      userName={`${user.firstName} ${user.lastName}`}
      credentials={credentials}
      onClose={onClose}
    />
  );
}

/**
 * The customer's users (product-families §4): the kit's users table with the Online customers calls,
 * plus lock and unlock and resending the registration e-mail, each after a confirmation, and each
 * user's features (product-families §6), one user at a time or the selected users at once. The
 * list's state sits in the address under 'users.', beside the page's own.
 */
export function CustomerUsersTab({ customerId }: { customerId: number }) {
  const list = useUrlList(vsOnlineApi.users, { params: { id: customerId }, prefix: 'users.' });
  // One permit per call for every row's buttons.
  const maySetStatus = useMayCall(vsOnlineApi.setUserStatus);
  const mayResend = useMayCall(vsOnlineApi.resendRegistrationEmail);
  const { modal, message } = useFeedback();
  const setStatus = useSetUserStatus();
  const resend = useResendRegistrationEmail();
  const [featuresOf, setFeaturesOf] = useState<AccountUserRow | null>(null);
  const [bulk, setBulk] = useState<{ userIds: readonly number[]; clear: () => void } | null>(null);

  const confirmStatus = (user: AccountUserRow) => {
    const locking = user.active;
    void modal.confirm({
      title: locking ? `${TEXT.lock} user` : `${TEXT.unlock} user`,
      content: locking ? lockQuestion(user.login) : unlockQuestion(user.login),
      okText: locking ? TEXT.lock : TEXT.unlock,
      okButtonProps: { danger: locking },
      onOk: () =>
        setStatus
          .mutateAsync({ params: { id: customerId, userId: user.id }, body: { active: !locking } })
          .then(() => void message.success(locking ? userLocked(user.login) : userUnlocked(user.login)))
          // A refusal has been told by the error catalogue: the question closes rather than stay over it.
          .catch(() => undefined),
    });
  };

  const confirmResend = (user: AccountUserRow) =>
    void modal.confirm({
      title: TEXT.resendRegistration,
      content: resendQuestion(user.email),
      okText: 'Send',
      onOk: () =>
        resend
          .mutateAsync({ params: { id: customerId, userId: user.id } })
          .then(({ sentTo }) => void message.success(registrationSent(sentTo)))
          .catch(() => undefined),
    });

  return (
    <>
      <CustomerUsersTable
        list={list}
        calls={{ create: vsOnlineApi.createUser, credentials: vsOnlineApi.credential }}
        bulkActions={(userIds, clear) => (
          <Permitted call={featuresApi.updateUsers}>
            <Button icon={<ControlOutlined />} onClick={() => setBulk({ userIds, clear })}>
              {FEATURE_TEXT.setFeatures}
            </Button>
          </Permitted>
        )}
        rowActions={(user) => (
          <>
            <Button
              type="link"
              size="small"
              icon={<ControlOutlined />}
              aria-label={`${FEATURE_TEXT.userFeatures} of ${user.login}`}
              onClick={() => setFeaturesOf(user)}
            >
              {FEATURE_TEXT.userFeatures}
            </Button>
            <PermitDrawn permit={maySetStatus}>
              <Button
                type="link"
                size="small"
                danger={user.active}
                icon={user.active ? <LockOutlined /> : <UnlockOutlined />}
                aria-label={`${user.active ? TEXT.lock : TEXT.unlock} ${user.login}`}
                onClick={() => confirmStatus(user)}
              >
                {user.active ? TEXT.lock : TEXT.unlock}
              </Button>
            </PermitDrawn>
            {/* A locked user gets no registration e-mail (the server refuses it): say so up front. */}
            <PermitDrawn
              permit={user.active ? mayResend : { allowed: false, reason: REGISTRATION_USER_LOCKED }}
            >
              <Button
                type="link"
                size="small"
                icon={<MailOutlined />}
                aria-label={`${TEXT.resendRegistration} to ${user.login}`}
                onClick={() => confirmResend(user)}
              >
                Resend registration
              </Button>
            </PermitDrawn>
          </>
        )}
        userDialog={(userId, onClose) => (
          <CustomerUserDialog
            create={{ endpoint: vsOnlineApi.createUser, params: { id: customerId } }}
            edit={
              userId === undefined
                ? undefined
                : {
                    read: { endpoint: vsOnlineApi.user, params: { id: customerId, userId } },
                    update: { endpoint: vsOnlineApi.updateUser, params: { id: customerId, userId } },
                  }
            }
            invalidates={CUSTOMER_CHANGES}
            onClose={onClose}
          />
        )}
        credentialsDialog={(user, onClose) => (
          <CustomerCredentials customerId={customerId} user={user} onClose={onClose} />
        )}
      />
      {featuresOf && (
        <UserFeaturesDialog customerId={customerId} user={featuresOf} onClose={() => setFeaturesOf(null)} />
      )}
      {bulk && (
        <UsersFeaturesDialog
          customerId={customerId}
          userIds={bulk.userIds}
          onClose={() => setBulk(null)}
          onDone={() => {
            bulk.clear();
            setBulk(null);
          }}
        />
      )}
    </>
  );
}
