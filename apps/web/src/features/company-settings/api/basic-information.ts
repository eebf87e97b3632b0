import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasicInformation, BasicInformationInput, BasicInformationResponse } from '@app/shared/company';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';

const key = ['companies', 'basic_information'] as const;

/** GET /api/companies/basic_information → data.company. */
export async function getBasicInformation(signal?: AbortSignal): Promise<BasicInformation> {
  return (await apiRequest<BasicInformationResponse>('/companies/basic_information', { signal })).data.company;
}

export const basicInformationQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: ({ signal }) => getBasicInformation(signal), meta: { errorPrefix: ja.basicInfo.loadFailed } });

export function useBasicInformation() {
  return useQuery(basicInformationQueryOptions());
}

/** PUT /api/companies/basic_information {company}. The company name also shows in the user menu: refresh the profile. */
export async function updateBasicInformation(company: BasicInformationInput): Promise<BasicInformation> {
  return (await apiRequest<BasicInformationResponse>('/companies/basic_information', { method: 'PUT', body: { company } })).data.company;
}

export function useUpdateBasicInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBasicInformation,
    onSuccess: async (company) => {
      queryClient.setQueryData(key, company);
      // ['profile'] is the profile feature's key (features do not import each other).
      await queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
