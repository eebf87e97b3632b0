import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { Usance } from '@app/shared/usance';
import { ja } from '@app/shared/messages/ja';
import { orderToForm } from '@app/shared/order-form';
import { useToast } from '../../../components/toast';
import { useContract, type Contract } from '../../contracts/api/get-contract';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { useUpdateOrder, type Order } from '../api/orders';
import { OrderForm, type OrderFormContract } from './order-form';

const s = ja.orderScreens;

/** The order form's view of the contract: when it starts, its 支払サイト, whether it withholds, whether it is a 再委託. */
export function formContract(c: Contract): OrderFormContract {
  return { startDate: c.startDate, usance: c.usance as Usance, withholds: c.withholdingType === 'withhold', isRedelegation: c.isRedelegation };
}

/** Sends the form; a refused request toasts the server's sentence and hands the error back (its `fields` go on inputs). */
export function useSendOrder() {
  const toast = useToast();
  return async (action: () => Promise<unknown>, success: string): Promise<unknown> => {
    try {
      await action();
      toast.success(success);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) toast.error(failureMessage(s.failed.save, error));
      return error;
    }
  };
}

/** The same form on a stored order (PUT), shown by the order page in edit mode. */
export function OrderEditForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const contract = useContract(order.contract.code);
  const save = useUpdateOrder(order.code);
  const send = useSendOrder();
  if (contract.isError && !contract.data) return <Alert severity="error">{failureMessage(ja.loadFailed.contract, contract.error)}</Alert>;
  if (!contract.data) return <Skeleton variant="rounded" height={560} />;
  return (
    <OrderForm
      defaultValues={orderToForm(order)}
      contract={formContract(contract.data)}
      project={order.project ? { id: order.project.id, name: order.project.name } : null}
      startedFrom={null}
      submitLabel={s.form.save}
      busy={save.isPending}
      onCancel={onDone}
      onSubmit={async (values) => {
        const error = await send(() => save.mutateAsync(values), ja.orders.toast.updated);
        if (!error) onDone();
        return error;
      }}
    />
  );
}
