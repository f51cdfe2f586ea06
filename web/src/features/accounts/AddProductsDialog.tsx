import { useState } from 'react';
import { Dialog } from '../../kit/widgets/Dialog';
import type { AccountProductSelection } from '@console/contract/accounts/api';
import type { CompanyProductAndSubscriptions } from '@console/contract/session/api';
import { useAddProducts } from './api';
import type { NamedErrors } from '../../kit/widgets/ErrorsDialog/groupErrors';
import { productErrorsOf } from './products';
import { ProductSelection } from './ProductSelection';
import { TEXT } from './texts';
import { useFeedback } from '../../kit/feedback';

export interface AddProductsDialogProps {
  accountId: number;
  /** The company's products the account does not have yet. */
  offered: readonly CompanyProductAndSubscriptions[];
  onClose: () => void;
  /** Products that could not be added, for the errors dialog; the others were added. */
  onErrors: (errors: NamedErrors[]) => void;
}

/** Add products (AddProductsAndSubscriptions): the same choice of products and plans as Create Account. */
export function AddProductsDialog({ accountId, offered, onClose, onErrors }: AddProductsDialogProps) {
  const [selections, setSelections] = useState<AccountProductSelection[]>([]);
  const add = useAddProducts();
  const { message } = useFeedback();

  const submit = () =>
    add.mutate(
      { params: { id: accountId }, body: selections },
      {
        onSuccess: ({ productResults }) => {
          const errors = productErrorsOf(productResults, offered);
          if (errors.length < productResults.length) void message.success(TEXT.productsAdded);
          if (errors.length > 0) onErrors(errors);
          onClose();
        },
      },
    );

  return (
    <Dialog
      title="Add products"
      okText="Add"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okButtonProps={{ disabled: selections.length === 0 }}
      width={760}
      destroyOnHidden
    >
      <ProductSelection
        products={offered}
        value={selections}
        onChange={setSelections}
        disabled={add.isPending}
      />
    </Dialog>
  );
}
