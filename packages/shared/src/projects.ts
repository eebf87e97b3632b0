/**
 * Projects (issue #10 item 6; SPEC §2 /company/project, §3 "Project: code, id", §7 GET/POST /v2/employee/projects,
 * PUT /v2/employee/projects/{code}). A project tags contracts (project_id_list) and, later, purchase orders. `code` is the
 * random URL code; `project_number` is the company's own number for it (optional, unique in the company).
 */
import { z } from 'zod';
import { pageQuery } from './paging';
import { endsBeforeStart, optionalDateSchema } from './dates';
import { ja } from './messages/ja';
import { optionalText, singleLineText } from './text';

export const PROJECT_LIST_DEFAULT_LIMIT = 25;
export const PROJECT_NAME_MAX = 100;
export const PROJECT_NUMBER_MAX = 30;
export const PROJECT_DESCRIPTION_MAX = 1000;


/** SPEC §9: `page` is zero-based for projects; `limit` at most 100; `keyword` matches the name and the number. */
export const projectListQuerySchema = z.object({
  ...pageQuery('limit', PROJECT_LIST_DEFAULT_LIMIT, 0),
  keyword: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
  /** 'true' only enabled, 'false' only disabled, absent both */
  enabled: z
    .enum(['true', 'false'], { error: ja.validation.invalid })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  project_number: z.string().nullable(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  enabled: z.boolean(),
  /** how many contracts carry the project */
  contracts_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectWire = z.infer<typeof projectSchema>;

export const projectListResponseSchema = z.object({
  data: z.array(projectSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type ProjectListResponseWire = z.infer<typeof projectListResponseSchema>;
export const projectResponseSchema = z.object({ data: projectSchema });

export const projectNameSchema = singleLineText(
  z
    .string({ error: ja.validation.required })
    .trim()
    .min(1, { error: ja.validation.required })
    .max(PROJECT_NAME_MAX, { error: ja.validation.tooLong(PROJECT_NAME_MAX) }),
);


/** The fields of a project as the form and the API read them. */
export const projectFieldsSchema = z.object({
  name: projectNameSchema,
  project_number: optionalText(PROJECT_NUMBER_MAX, 'single'),
  description: optionalText(PROJECT_DESCRIPTION_MAX, 'multi'),
  start_date: optionalDateSchema,
  end_date: optionalDateSchema,
  enabled: z.boolean({ error: ja.validation.invalid }).optional(),
});
export type ProjectFieldsInput = z.input<typeof projectFieldsSchema>;

/** The period rule on whatever dates are known after a change (PUT may send one of the two). */
export function projectPeriodIssue(start: string | null | undefined, end: string | null | undefined): string | null {
  return endsBeforeStart(start, end) ? ja.projects.endBeforeStart : null;
}

const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The create/edit dialog (and POST's `project`): end ≥ start. */
export const projectFormSchema = projectFieldsSchema.superRefine((v, ctx) => {
  const issue = projectPeriodIssue(v.start_date, v.end_date);
  if (issue) ctx.addIssue({ code: 'custom', path: ['end_date'], message: issue });
}, always);

/** POST /api/v2/employee/projects {project} → data (the project). */
export const createProjectBodySchema = z.object({ project: projectFormSchema });
export type CreateProjectBody = z.input<typeof createProjectBodySchema>;

/** PUT /api/v2/employee/projects/{code} {project}: a partial update (the list's switch sends only `enabled`). */
export const updateProjectBodySchema = z.object({
  project: projectFieldsSchema.partial().superRefine((v, ctx) => {
    const issue = projectPeriodIssue(v.start_date, v.end_date);
    if (issue) ctx.addIssue({ code: 'custom', path: ['end_date'], message: issue });
  }, always),
});
export type UpdateProjectBody = z.input<typeof updateProjectBodySchema>;
export type UpdateProjectValues = z.output<typeof updateProjectBodySchema>;
