import { z } from 'zod';
import { pageQuery } from './paging';
import { ja } from './messages/ja';
import { optionalText, singleLineText } from './text';

export const DEPARTMENT_LIST_DEFAULT_PER_PAGE = 25;

const idSchema = z.coerce.number({ error: ja.validation.required }).int().positive().max(2_147_483_647);

export const departmentNameSchema = singleLineText(
  z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) }),
);

/** GET /api/companies/departments?page=&per_page= */
export const departmentListQuerySchema = z.object({
  ...pageQuery('per_page', DEPARTMENT_LIST_DEFAULT_PER_PAGE),
});

/** SPEC §3 "Department". */
export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  officer_name: z.string().nullable(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  employees_length: z.number().int(),
  employee_invites_length: z.number().int(),
});
export type Department = z.infer<typeof departmentSchema>;
export const departmentListResponseSchema = z.object({
  data: z.array(departmentSchema),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type DepartmentListResponse = z.infer<typeof departmentListResponseSchema>;

const departmentFields = {
  name: departmentNameSchema,
  officer_name: optionalText(100),
  description: optionalText(1000, 'multi'),
  enabled: z.boolean().optional(),
};

/** POST /api/companies/department {department} → data.department_id */
export const createDepartmentBodySchema = z.object({ department: z.object(departmentFields) });
export type CreateDepartmentBody = z.infer<typeof createDepartmentBodySchema>;
export type DepartmentInput = z.input<typeof createDepartmentBodySchema>['department'];
export const createDepartmentResponseSchema = z.object({ data: z.object({ department_id: z.number().int() }) });

/** PUT /api/companies/department {department:{id, …}} → data.department (also toggles `enabled`). */
export const updateDepartmentBodySchema = z.object({
  department: z.object({
    id: idSchema,
    name: departmentFields.name.optional(),
    officer_name: departmentFields.officer_name.optional(),
    description: departmentFields.description.optional(),
    enabled: z.boolean().optional(),
  }),
});
export type UpdateDepartmentBody = z.infer<typeof updateDepartmentBodySchema>;
export const updateDepartmentResponseSchema = z.object({ data: z.object({ department: departmentSchema }) });

/** DELETE /api/companies/department {department:{id}} → data.department_id */
export const deleteDepartmentBodySchema = z.object({ department: z.object({ id: idSchema }) });
export const deleteDepartmentResponseSchema = z.object({ data: z.object({ department_id: z.number().int() }) });

/** GET /api/v2/employee/departments: enabled departments for pickers. */
export const departmentOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export const departmentOptionsResponseSchema = z.object({
  data: z.array(departmentOptionSchema),
  meta: z.object({ total_count: z.number().int() }),
});
export type DepartmentOptionsResponseWire = z.infer<typeof departmentOptionsResponseSchema>;
