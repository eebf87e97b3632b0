import { useSearchParams } from 'react-router';
import type { PortalCompany } from '@app/shared/worker-portal';

/** The chosen company lives in the URL (`?company=`), so a reload or a shared link keeps it; default: the first. */
export function useChosenCompany(companies: PortalCompany[] | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('company'));
  const chosen = companies?.find((c) => c.id === wanted) ?? companies?.[0];
  const choose = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('company', String(id));
        return next;
      },
      { replace: true },
    );
  return { chosen, choose };
}
