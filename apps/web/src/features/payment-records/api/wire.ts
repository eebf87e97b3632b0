/** The wire shapes of the 支払調書 calls (snake_case, before the client camelizes them), from the shared schemas. */
import type { z } from 'zod';
import type {
  paymentRecordJobResponseSchema,
  paymentRecordSummaryResponseSchema,
  PaymentRecordBusinessorListResponse,
  PaymentRecordBusinessorRow,
  PaymentRecordCategoryRow,
  PaymentRecordContractRow,
  PortalPaymentRecord,
} from '@app/shared/payment-records';

export type { PaymentRecordEntityType, PaymentRecordFiling, PaymentRecordStatus } from '@app/shared/payment-records';
export type PaymentRecordWorkerRowWire = PaymentRecordBusinessorRow;
export type PaymentRecordContractRowWire = PaymentRecordContractRow;
export type PaymentRecordListMetaWire = PaymentRecordBusinessorListResponse['meta'];
export type PaymentRecordSummaryWire = z.infer<typeof paymentRecordSummaryResponseSchema>['data'];
export type PaymentRecordCategoryWire = PaymentRecordCategoryRow;
export type PaymentRecordBulkJobWire = z.infer<typeof paymentRecordJobResponseSchema>;
export type PortalPaymentRecordWire = PortalPaymentRecord;
