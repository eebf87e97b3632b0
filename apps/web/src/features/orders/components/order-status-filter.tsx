import { ja } from '@app/shared/messages/ja';
import { purchaseOrderStatuses, purchaseOrderStatusLabels, type PurchaseOrderStatus } from '@app/shared/purchase-orders';
import { EnumFilter } from '../../../components/enum-filter';

const f = ja.orderScreens.filters;
/** 修正中 appears twice (correcting, corrected): the filter offers each status once by label. */
const statusOptions = purchaseOrderStatuses.filter((st) => st !== 'corrected');

/** The status filter of the order lists (the company's and a contract's; URL parameter `status`). */
export function OrderStatusFilter({ value, onChange }: { value: PurchaseOrderStatus | null | undefined; onChange: (value: PurchaseOrderStatus | null) => void }) {
  return <EnumFilter label={f.status} value={value} options={statusOptions} labels={purchaseOrderStatusLabels} allLabel={f.all} onChange={onChange} />;
}
