import { z } from 'zod';
import { ja } from './messages/ja';

export const myNumberStatuses = ['not_requested', 'requested', 'submitted', 'confirmed'] as const;
export const myNumberStatusSchema = z.enum(myNumberStatuses);
export type MyNumberStatus = z.infer<typeof myNumberStatusSchema>;
export const myNumberStatusLabels: Record<MyNumberStatus, string> = {
  not_requested: '未依頼',
  requested: '提出依頼中',
  submitted: '提出済み',
  confirmed: '確認済み',
};

export const workerOccupations = ['engineer', 'designer', 'marketer', 'writer', 'backoffice', 'other'] as const;
export const workerOccupationLabels: Record<(typeof workerOccupations)[number], string> = {
  engineer: 'エンジニア',
  designer: 'デザイナー',
  marketer: 'マーケター',
  writer: 'ライター',
  backoffice: 'バックオフィス',
  other: 'その他',
};

export const WORKER_LIST_DEFAULT_PER_PAGE = 25;

/** GET /api/user/workers/custom_display query. */
export const workerListQuerySchema = z.object({
  search_name: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(WORKER_LIST_DEFAULT_PER_PAGE),
});

/** One row of the worker table (SPEC "Worker table"). */
export const workerListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  full_name: z.string(),
  full_namekana: z.string(),
  trade_name: z.string().nullable(),
  own_department: z.string().nullable(),
  fullname: z.string(),
  department_name: z.string().nullable(),
  my_number_status: myNumberStatusSchema,
  disp_my_number_status_name: z.string(),
  contract_count: z.number().int(),
});
export type WorkerListItemWire = z.infer<typeof workerListItemSchema>;

export const workerListResponseSchema = z.object({
  data: z.array(workerListItemSchema),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type WorkerListResponseWire = z.infer<typeof workerListResponseSchema>;

/** The display name: full name, with the trade name after a slash when present. */
export function workerDisplayName(fullName: string, tradeName: string | null | undefined): string {
  return tradeName ? `${fullName}／${tradeName}` : fullName;
}
