/**
 * 「要対応」 (issue #21 item 5): what needs a person, in one answer. The company's home (GET /v2/employee/todos) lists
 * per kind the count and the 5 newest items; the worker portal's home (GET /v2/worker/todos?company_id=) lists what
 * waits for the worker. Both are "not shown in SPEC" (docs/decisions.md). The screens a document opens on are built
 * here too, so the bell notifications (API) and the home (web) link to the same pages.
 */
import { z } from 'zod';

/** How many items of each kind the home lists (the count is of all). */
export const TODO_LIST_SIZE = 5;

/** The company's kinds, in the home's order. */
export const employeeTodoKinds = ['invoices', 'deliveries', 'correction_requests', 'payments_due', 'payments_overdue'] as const;
export type EmployeeTodoKind = (typeof employeeTodoKinds)[number];

export const todoItemSchema = z.object({
  /** A stable key for the list (the document's code). */
  key: z.string(),
  worker: z.object({ code: z.string(), name: z.string() }),
  /** The document: order title ／ item group, or 支払通知書 / 支払 of a month. */
  title: z.string(),
  /** 発注番号 / 通知番号 / 支払番号 when the document has one. */
  number: z.string().nullable(),
  amount: z.number().int().nullable(),
  /** The date that matters: submitted (YYYY-MM-DD of Japan), 支払日. */
  date: z.string().nullable(),
  /** The screen of the document (an in-app path). */
  link: z.string(),
});
export type TodoItemWire = z.infer<typeof todoItemSchema>;

export const todoSectionSchema = z.object({ count: z.number().int(), items: z.array(todoItemSchema) });
export type TodoSectionWire = z.infer<typeof todoSectionSchema>;

export const employeeTodosResponseSchema = z.object({
  data: z.object({
    invoices: todoSectionSchema,
    deliveries: todoSectionSchema,
    correction_requests: todoSectionSchema,
    payments_due: todoSectionSchema,
    payments_overdue: todoSectionSchema,
    /** Japan's today, the first day of payments_due (its last is today + 7). */
    today: z.string(),
  }),
});
export type EmployeeTodosWire = z.infer<typeof employeeTodosResponseSchema>['data'];

/** The portal's kinds, in the home's order. */
export const workerTodoKinds = ['orders', 'payment_notifications', 'deliveries', 'invoices', 'required_entries'] as const;
export type WorkerTodoKind = (typeof workerTodoKinds)[number];

export const workerTodoItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** e.g. the contract, or the 支払日 and amount. */
  subtitle: z.string().nullable(),
  number: z.string().nullable(),
  amount: z.number().int().nullable(),
  date: z.string().nullable(),
  link: z.string(),
});
export type WorkerTodoItemWire = z.infer<typeof workerTodoItemSchema>;
export const workerTodoSectionSchema = z.object({ count: z.number().int(), items: z.array(workerTodoItemSchema) });

export const workerTodosQuerySchema = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const workerTodosResponseSchema = z.object({
  data: z.object({
    orders: workerTodoSectionSchema,
    payment_notifications: workerTodoSectionSchema,
    deliveries: workerTodoSectionSchema,
    invoices: workerTodoSectionSchema,
    /** The required entries (必須項目) the worker has not filled for this company, each linking to where it is filled. */
    required_entries: workerTodoSectionSchema,
  }),
});
export type WorkerTodosWire = z.infer<typeof workerTodosResponseSchema>['data'];

// ── the screens of a document (company side and portal) ──

const seg = encodeURIComponent;
const contractPath = (workerCode: string, contractCode: string) => `/worker/${seg(workerCode)}/contract/${seg(contractCode)}`;

export const documentPaths = {
  worker: (workerCode: string) => `/worker/${seg(workerCode)}`,
  order: (workerCode: string, contractCode: string, orderCode: string) => `${contractPath(workerCode, contractCode)}/order/${seg(orderCode)}`,
  delivery: (workerCode: string, contractCode: string, deliveryCode: string) => `${contractPath(workerCode, contractCode)}/delivery/${seg(deliveryCode)}`,
  invoice: (workerCode: string, contractCode: string, deliveryCode: string) =>
    `${contractPath(workerCode, contractCode)}/delivery/${seg(deliveryCode)}/invoice`,
  /** The 支払通知書 opened over the company list. */
  paymentNotification: (code: string) => `/payment_notifications?open=${seg(code)}`,
  /** The payments list narrowed to the worker's unpaid payments of that 支払日 (a payment has no page of its own). */
  payment: (workerCode: string, paymentDate: string) => `/payments?status=unpaid&worker=${seg(workerCode)}&from=${paymentDate.replaceAll('-', '/')}&to=${paymentDate.replaceAll('-', '/')}`,
  portalOrder: (contractCode: string, orderCode: string) => `/portal/contracts/${seg(contractCode)}/orders/${seg(orderCode)}`,
  portalPaymentNotification: (code: string) => `/portal/payment_notifications/${seg(code)}`,
} as const;
