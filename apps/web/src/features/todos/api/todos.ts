import { useQuery } from '@tanstack/react-query';
import type { EmployeeTodosWire } from '@app/shared/todos';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type EmployeeTodos = Camelized<EmployeeTodosWire>;
type TodoSection = EmployeeTodos['invoices'];
export type TodoItem = TodoSection['items'][number];

/** The home's key: refreshed when the home is opened again (a review elsewhere changed the counts). */
const employeeTodosKey = ['todos', 'employee'] as const;

/** GET /v2/employee/todos: the 要対応 counts and the 5 newest of each, in one call. */
export function useEmployeeTodos() {
  return useQuery({
    queryKey: employeeTodosKey,
    queryFn: async ({ signal }) => (await apiRequest<{ data: EmployeeTodos }>('/v2/employee/todos', { signal })).data,
    refetchOnMount: 'always',
    meta: { errorPrefix: ja.todos.loadFailed },
  });
}
