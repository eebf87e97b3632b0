/**
 * A local fake of the NTA 適格請求書発行事業者公表システム Web-API (Ver.1, JSON answers `type=21`) for the インボイス登録
 * tests — never the internet. `/1/num?id&number=T…,T…&type=21&history=0|1` answers the records of the numbers it knows;
 * `/1/diff?id&from&to&type=21&divide=N` the records whose 更新年月日 is within from…to, `pageSize` per page. A wrong
 * application ID answers 403; `down = true` answers 500 to everything.
 */
import http from 'node:http';
import type { NtaInvoiceConfig } from '../src/modules/partners/invoice-registrations/nta-invoice-client';

export type FakeRecord = {
  registratedNumber: string;
  /** 処理区分: 01 新規, 02 変更, 03 失効, 04 取消 */
  process: string;
  name: string;
  registrationDate: string;
  updateDate: string;
  expireDate?: string;
  disposalDate?: string;
};

function announcement(r: FakeRecord, n: number, latest: boolean) {
  return {
    sequenceNumber: String(n),
    registratedNumber: r.registratedNumber,
    process: r.process,
    correct: '0',
    kind: '1',
    country: '1',
    latest: latest ? '1' : '0',
    registrationDate: r.registrationDate,
    updateDate: r.updateDate,
    disposalDate: r.disposalDate ?? '',
    expireDate: r.expireDate ?? '',
    address: '',
    addressPrefectureCode: '',
    addressCityCode: '',
    addressRequest: '',
    addressRequestPrefectureCode: '',
    addressRequestCityCode: '',
    kana: '',
    name: r.name,
    addressInside: '',
    addressInsidePrefectureCode: '',
    addressInsideCityCode: '',
    tradeName: '',
    popularName_previousName: '',
  };
}

export async function startNtaInvoiceFake(opts: { applicationId?: string; pageSize?: number } = {}) {
  const applicationId = opts.applicationId ?? 'fake-app-id';
  /** every record of every number, oldest first (the last one is the latest) */
  const records: FakeRecord[] = [];
  const requests: URL[] = [];
  const state = { down: false, pageSize: opts.pageSize ?? 500 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (state.down) return answer(500, { message: 'down' });
    if (url.searchParams.get('id') !== applicationId) return answer(403, { message: 'bad id' });
    if (url.searchParams.get('type') !== '21') return answer(400, { message: 'type' });
    const latestOf = (number: string) => records.filter((r) => r.registratedNumber === number).at(-1);
    if (url.pathname === '/1/num') {
      const numbers = (url.searchParams.get('number') ?? '').split(',').filter(Boolean);
      if (numbers.length === 0 || numbers.length > 10) return answer(400, { message: 'number' });
      const history = url.searchParams.get('history') === '1';
      const rows = numbers.flatMap((number) => {
        const all = records.filter((r) => r.registratedNumber === number);
        return history ? all.map((r, k) => ({ r, latest: k === all.length - 1 })) : all.slice(-1).map((r) => ({ r, latest: true }));
      });
      return answer(200, {
        lastUpdateDate: '2026-11-25',
        count: String(rows.length),
        divideNumber: '1',
        divideSize: '1',
        announcement: rows.map((x, k) => announcement(x.r, k + 1, x.latest)),
      });
    }
    if (url.pathname === '/1/diff') {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const divide = Number(url.searchParams.get('divide') ?? '1');
      const changed = records.filter((r) => r.updateDate >= from && r.updateDate <= to);
      const size = Math.max(1, Math.ceil(changed.length / state.pageSize));
      const page = changed.slice((divide - 1) * state.pageSize, divide * state.pageSize);
      return answer(200, {
        lastUpdateDate: to,
        count: String(changed.length),
        divideNumber: String(divide),
        divideSize: String(size),
        announcement: page.map((r, k) => announcement(r, k + 1, latestOf(r.registratedNumber) === r)),
      });
    }
    return answer(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const config: NtaInvoiceConfig = { baseUrl: `http://127.0.0.1:${port}`, applicationId, timeoutMs: 2_000 };
  return {
    config,
    records,
    requests,
    state,
    /** a new record of a number (registration, change, 失効, 取消) */
    publish: (r: FakeRecord) => records.push(r),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
