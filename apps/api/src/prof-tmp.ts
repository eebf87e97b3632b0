import { buildApp } from './app';
import { connect } from './db/client';
const url = 'postgres://postgres@127.0.0.1:5432/lead_prof';
const d = connect(url, 10, 'request');
const orig = d.pool.query.bind(d.pool);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
(d.pool as any).query = (q: any, v?: any, cb?: any) => { if (process.env.SHOW) console.log('SQL', typeof q === 'string' ? q : q.text, JSON.stringify(v ?? q.values)); return orig(q, v, cb); };
const app = await buildApp({ db: d.db, env: { logLevel: 'silent', webDist: undefined, trustProxy: false, appUrl: 'http://localhost:3000' } });
const s = await app.inject({ method: 'POST', url: '/api/auth/sign_in', payload: { email: 'owner@example.com', password: 'password1234' } });
const h = { 'access-token': String(s.headers['access-token']), client: String(s.headers.client), uid: String(s.headers.uid) };
process.env.SHOW = '1';
for (const u of ['/api/user/workers/custom_display?page=1&per_page=25', '/api/v2/employee/contracts?page=1&limit=25']) { console.log('==', u); await app.inject({ method: 'GET', url: u, headers: h }); }
await app.close(); await d.close();
