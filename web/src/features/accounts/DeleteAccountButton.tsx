import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { Dialog } from '../../kit/widgets/Dialog';
import { DeleteOutlined } from '@ant-design/icons';
import { accountsApi, type AccountWithInfo } from '@console/contract/accounts/api';
import { useCompanyProducts, useDeleteAccount } from './api';
import { ErrorsDialog } from '../../kit/widgets/ErrorsDialog/ErrorsDialog';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';
import { listPathOf, useListReturn } from '../../kit/list/listReturn';
import { ACCOUNTS_LIST_PATH } from './paths';
import { productErrorsOf } from './products';
import { useMayCall } from '../../kit/permit';
import { Refused } from '../../kit/widgets/Refused';
import { TEXT } from './texts';
import { useFeedback } from '../../kit/feedback';

export const CANNOT_DELETE =
  'This account cannot be deleted: it has sub-accounts, or the company does not allow deleting accounts.';

/**
 * Delete Account (console-core §4, §5): enabled only when the user may delete accounts (read-only
 * staff and staff without "Delete accounts" see it disabled with that reason, the first they need
 * to know) and the account info says it can be deleted.
 * It asks for the account's name and refuses a different one without calling the server. Products
 * that refuse to go open 'Errors when deleting an account' (the account stays); otherwise 'Deleted'
 * and back to the list.
 */
export function DeleteAccountButton({ account }: { account: AccountWithInfo }) {
  const [prompting, setPrompting] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [errors, setErrors] = useState<NamedErrors[]>([]);
  const remove = useDeleteAccount();
  const products = useCompanyProducts();
  const permit = useMayCall(accountsApi.remove);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const listReturn = useListReturn(ACCOUNTS_LIST_PATH);

  const open = () => {
    setTyped('');
    setInvalid(false);
    setPrompting(true);
  };

  const confirm = () => {
    if (typed.trim() !== account.name) {
      setInvalid(true);
      return;
    }
    remove.mutate(
      { params: { id: account.id } },
      {
        onSuccess: ({ productResults }) => {
          setPrompting(false);
          const failed = productErrorsOf(productResults, products.data ?? []);
          if (failed.length > 0) {
            setErrors(failed);
            return;
          }
          void message.success(TEXT.deleted);
          void navigate(listPathOf(ACCOUNTS_LIST_PATH, listReturn));
        },
      },
    );
  };

  const button = (
    <Button danger icon={<DeleteOutlined />} onClick={open}>
      {TEXT.deleteAccount}
    </Button>
  );

  return (
    <>
      {!permit.allowed ? (
        <Refused reason={permit.reason}>{button}</Refused>
      ) : account.isCanBeDeleted ? (
        button
      ) : (
        <Refused reason={CANNOT_DELETE}>{button}</Refused>
      )}
      <Dialog
        open={prompting}
        title={TEXT.deleteAccount}
        okText="Delete"
        okButtonProps={{ danger: true }}
        onOk={confirm}
        onCancel={() => setPrompting(false)}
        confirmLoading={remove.isPending}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${account.name} and its products will be deleted.`}
          description="Type the account name to confirm."
        />
        <Form layout="vertical" onFinish={confirm}>
          <Form.Item
            label="Account name"
            htmlFor="delete-account-name"
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? TEXT.invalidAccountName : undefined}
          >
            <Input
              id="delete-account-name"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setInvalid(false);
              }}
            />
          </Form.Item>
        </Form>
      </Dialog>
      <ErrorsDialog
        open={errors.length > 0}
        title={TEXT.deleteErrorsTitle}
        errors={errors}
        onClose={() => setErrors([])}
      />
    </>
  );
}
