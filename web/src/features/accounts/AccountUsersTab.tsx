import { accountsApi } from '@console/contract/accounts/api';
import { ACCOUNT_CHANGES } from './api';
import { CustomerUserDialog } from '../../kit/product/customer-users/CustomerUserDialog';
import { CustomerUsersTable } from '../../kit/product/customer-users/CustomerUsersTable';
import { useUrlList } from '../../kit/list/useUrlList';
import { CredentialsDialog } from './CredentialsDialog';

/**
 * The account's users (console-core §2 "Users tab"): the kit's users table with the accounts
 * calls, the Admin and Read Only flags, and the credentials with their auto-login link. Active users
 * count towards the account's rank, so a save refreshes the whole account.
 */
export function AccountUsersTab({ accountId }: { accountId: number }) {
  const list = useUrlList(accountsApi.users, { params: { id: accountId } });
  return (
    <CustomerUsersTable
      list={list}
      calls={{ create: accountsApi.createUser, credentials: accountsApi.credentials }}
      flags={['admin', 'readOnly']}
      userDialog={(userId, onClose) => (
        <CustomerUserDialog
          create={{ endpoint: accountsApi.createUser, params: { id: accountId } }}
          edit={
            userId === undefined
              ? undefined
              : {
                  read: { endpoint: accountsApi.user, params: { id: accountId, userId } },
                  update: { endpoint: accountsApi.updateUser, params: { id: accountId, userId } },
                }
          }
          invalidates={ACCOUNT_CHANGES}
          onClose={onClose}
        />
      )}
      credentialsDialog={(user, onClose) => <CredentialsDialog user={user} onClose={onClose} />}
    />
  );
}
