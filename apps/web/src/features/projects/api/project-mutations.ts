import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, ProjectWire, UpdateProjectBody } from '@app/shared/projects';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import type { Camelized } from '../../../lib/case';
import { projectKeys } from './get-projects';

type Answer = { data: Camelized<ProjectWire> };

/** POST /api/v2/employee/projects and PUT /api/v2/employee/projects/{code}. */
export const projectWrites = {
  create: (body: CreateProjectBody) => apiRequest<Answer>('/v2/employee/projects', { method: 'POST', body }),
  update: ({ code, ...body }: UpdateProjectBody & { code: string }) =>
    apiRequest<Answer>(`/v2/employee/projects/${encodeURIComponent(code)}`, { method: 'PUT', body }),
};

/** A write, then the project lists and the contract form's picker are refreshed. */
export function useProjectWrite<V>(fn: (variables: V) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      // ['contracts'] is the contracts feature's key (features do not import each other): its detail carries the picker.
      await Promise.all([refreshQueries(queryClient, projectKeys.all), queryClient.invalidateQueries({ queryKey: ['contracts'] })]);
    },
  });
}
