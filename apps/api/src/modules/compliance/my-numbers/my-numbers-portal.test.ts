/** The worker portal's side of マイナンバー (issue #12 item 3): open requests across companies and a link into the flow. */
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';
import { myNumberRowOf, requestMyNumber, submitByLink } from '../../../../test/my-number-helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

describe('GET /api/v2/worker/my_number_requests and POST …/{code}/links', () => {
  it('lists the account’s open requests of every company, opens the same entry flow, and forgets a request once submitted', async () => {
    const email = uniqueWorkerEmail();
    const first = await ctx.makeCompany('依頼元A株式会社');
    const inv = await portal.invite(first, email);
    const headers = await portal.accept(inv.token);
    const second = await ctx.makeCompany('依頼元B株式会社');
    const inv2 = await portal.invite(second, email);
    await portal.accept(inv2.token); // the same account linked to a second company

    expect((await ctx.call('GET', '/api/v2/worker/my_number_requests', { headers })).json()).toEqual({ data: [] });
    await requestMyNumber(ctx, inv.owner, inv.workerCode);
    await requestMyNumber(ctx, inv2.owner, inv2.workerCode, false);

    const list = await ctx.call('GET', '/api/v2/worker/my_number_requests', { headers });
    expect(list.statusCode, list.body).toBe(200);
    const requests = list.json().data as { code: string; company_name: string; is_need_identification_file: boolean }[];
    expect(requests.map((r) => [r.company_name, r.is_need_identification_file]).sort()).toEqual([
      ['依頼元A株式会社', true],
      ['依頼元B株式会社', false],
    ]);
    expect(list.body).not.toMatch(/\d{12}/);

    const mine = requests.find((r) => r.company_name === '依頼元A株式会社')!;
    const link = await ctx.call('POST', `/api/v2/worker/my_number_requests/${mine.code}/links`, { headers });
    expect(link.statusCode, link.body).toBe(200);
    const { path, expires_at } = link.json().data as { path: string; expires_at: string };
    expect(path).toMatch(/^\/my_numbers\/[\w-]{40,}$/);
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);
    const token = path.split('/').at(-1)!;
    expect((await ctx.call('GET', `/api/my_numbers/${token}`)).json().data.my_number).toMatchObject({ company_name: '依頼元A株式会社' });

    await submitByLink(ctx, token);
    expect((await myNumberRowOf(ctx, inv.workerId))?.status).toBe('submitted');
    const after = (await ctx.call('GET', '/api/v2/worker/my_number_requests', { headers })).json().data as { company_name: string }[];
    expect(after.map((r) => r.company_name)).toEqual(['依頼元B株式会社']);
    const used = await ctx.call('POST', `/api/v2/worker/my_number_requests/${mine.code}/links`, { headers });
    expect(used.statusCode).toBe(404);
    expect(used.json().errors).toEqual([ja.myNumber.notRequested]);

    // an employee's token is not a worker's
    expect((await ctx.call('GET', '/api/v2/worker/my_number_requests', { headers: inv.owner })).statusCode).toBe(401);
  });
});
