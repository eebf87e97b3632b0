import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from './db/client';
import type { Env, SlackConfig, TrustProxy } from './env';
import { tenantScopePlugin } from './plugins/tenant-scope';
import { authPlugin } from './plugins/auth';
import { sessionCachePlugin } from './plugins/session-cache';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { workerAuthPlugin } from './plugins/worker-auth';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { swaggerPlugin } from './plugins/swagger';
import { authRoutes } from './modules/identity/auth/auth.routes';
import { companySettingsRoutes } from './modules/identity/company-settings/company-settings.routes';
import { departmentRoutes } from './modules/identity/departments/departments.routes';
import { employeeRoutes } from './modules/identity/employees/employees.routes';
import { userRoutes } from './modules/identity/users/users.routes';
import { defaultThrottle, type ThrottleOptions } from './modules/identity/auth/auth.service';
import { healthRoutes } from './modules/platform/health/health.routes';
import { notificationRoutes } from './modules/platform/notifications/notifications.routes';
import { profileRoutes } from './modules/identity/profile/profile.routes';
import { workerRoutes } from './modules/partners/workers/workers.routes';
import { contractRoutes } from './modules/partners/contracts/contracts.routes';
import { agentRoutes } from './modules/partners/agents/agents.routes';
import { workerPortalRoutes } from './modules/portal/worker-portal/worker-portal.routes';
import { workerBankRoutes } from './modules/partners/worker-profile/worker-bank.routes';
import { appConfigRoutes } from './modules/platform/app-config/app-config.routes';
import { bankRoutes } from './modules/platform/banks/banks.routes';
import { workerRequiredEntryRoutes } from './modules/partners/worker-required-entries/worker-required-entries.routes';
import { projectRoutes } from './modules/partners/projects/projects.routes';
import { customFieldPortalRoutes, customFieldRoutes } from './modules/partners/custom-fields/custom-fields.routes';
import { purchaseOrderTemplateRoutes } from './modules/ordering/purchase-order-templates/purchase-order-templates.routes';
import { logRedaction, requestSerializer } from './lib/logging';
import type { FileStorage } from './lib/storage/file-storage';
import { LocalFileStorage } from './lib/storage/local-storage';
import { storageRoutes } from './modules/platform/storage/storage.routes';
import { purchaseOrderRoutes } from './modules/ordering/purchase-orders/purchase-orders.routes';
import { workerOrderRoutes } from './modules/ordering/worker-orders/worker-orders.routes';
import { deliveryRoutes } from './modules/ordering/deliveries/deliveries.routes';
import { contractProgress, hasDeliveries } from './modules/ordering/deliveries/deliveries.repository';
import { notificationStatusOfGroups } from './modules/payments/payment-notifications/payment-notifications.repository';
import { myNumberRoutes } from './modules/compliance/my-numbers/my-numbers.routes';
import { accountingExportRoutes } from './modules/compliance/accounting-exports/accounting-exports.routes';
import { paymentRecordRoutes, workerPaymentRecordRoutes } from './modules/compliance/payment-records/payment-records.routes';
import { ebookRoutes } from './modules/compliance/ebook/ebook.routes';
import { forgetWorker, removeMyNumberImages } from './modules/compliance/my-numbers/my-number-lifecycle';
import { insertLogs as insertMyNumberLogs } from './modules/compliance/my-numbers/my-numbers.repository';
import { paymentNotificationRoutes } from './modules/payments/payment-notifications/payment-notifications.routes';
import { workerPaymentNotificationRoutes } from './modules/payments/payment-notifications/worker-payment-notifications.routes';
import { MyNumberCipher } from './lib/my-number-crypto';
import { paymentRoutes } from './modules/payments/payments/payments.routes';
import { transferAccountRoutes } from './modules/payments/transfer-accounts/transfer-accounts.routes';
import { alertSettingsRoutes } from './modules/platform/alert-settings/alert-settings.routes';
import { purchaseTotalRoutes } from './modules/ordering/purchase-totals/purchase-totals.routes';
import { employeeTodoRoutes } from './modules/payments/employee-todos/employee-todos.routes';
import { JobQueue, type JobQueueSettings } from './modules/platform/jobs/jobs';
import { jobRoutes } from './modules/platform/jobs/jobs.routes';
import { timeTrackingRoutes, workerTimeTrackingRoutes } from './modules/payments/time-tracking/time-tracking.routes';
import { activityRoutes } from './modules/payments/activity/activity.routes';
import { slackRoutes } from './modules/platform/slack/slack.routes';
import { invoiceRegistrationRoutes } from './modules/partners/invoice-registrations/invoice-registrations.routes';
import type { NtaInvoiceConfig } from './modules/partners/invoice-registrations/nta-invoice-client';

z.config(z.locales.ja());

export type AppOptions = {
  db: Db;
  env: Pick<Env, 'logLevel' | 'webDist' | 'trustProxy' | 'appUrl'> & Partial<Pick<Env, 'pageUrls'>>;
  throttle?: Partial<ThrottleOptions>;
  /**
   * Where files go (lib/storage: createFileStorage). Without one (tests, tools), a local store in a fresh temporary
   * folder with a random secret.
   */
  storage?: FileStorage;
  /** マイナンバー encryption (MY_NUMBER_KEY). Without one (tests, tools), a random key for this process. */
  myNumberCipher?: MyNumberCipher;
  /** test hook: a pino destination stream */
  logStream?: NodeJS.WritableStream;
  /** the background job queue's settings (server.ts: supervise; tests: fast retries) */
  jobs?: Partial<JobQueueSettings>;
  /** Slack's OAuth 2 client (SLACK_*); without one, Slack is not configured */
  slack?: SlackConfig;
  /** the NTA インボイス Web-API (NTA_INVOICE_API_*); without one, 登録番号 are not checked */
  ntaInvoice?: NtaInvoiceConfig;
};

/** SLACK_* unset: the settings tab says Slack is not configured. */
const unconfiguredSlack: SlackConfig = {
  clientId: undefined,
  clientSecret: undefined,
  authorizeUrl: 'https://slack.com/oauth/v2/authorize',
  tokenUrl: 'https://slack.com/api/oauth.v2.access',
  scopes: 'incoming-webhook,chat:write',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (modules/platform/jobs/jobs.ts): define kinds, start jobs, run workers. */
    jobs: JobQueue;
  }
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function trusting the first `hops` hops (counted from
 * the socket): this Fastify answers the socket address for a plain number, so the count is spelled out here. With
 * `1`, request.ip is the address the one load balancer saw, whatever a client wrote further left in X-Forwarded-For.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp !== 'number') return tp;
  if (tp <= 0) return false;
  return (_address, hop) => hop < tp;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.env.logLevel,
      redact: logRedaction,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: fastifyTrustProxy(options.env.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionCachePlugin, { db: options.db });
  await app.register(authPlugin, { db: options.db });
  await app.register(tenantScopePlugin);
  await app.register(inputGuardPlugin);
  await app.register(workerAuthPlugin, { db: options.db });
  await app.register(swaggerPlugin);

  const db = options.db;
  const storage =
    options.storage ??
    new LocalFileStorage({
      root: mkdtempSync(path.join(os.tmpdir(), 'app-files-')),
      secret: randomBytes(32).toString('base64'),
      publicUrl: options.env.appUrl,
    });
  const throttle = { ...defaultThrottle, ...options.throttle };
  const cipher = options.myNumberCipher ?? MyNumberCipher.random();
  const jobs = new JobQueue({ db, storage, log: app.log, ...(options.jobs ? { settings: options.jobs } : {}) });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // The URL map: every module, explicitly, under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { db, throttle, appUrl: options.env.appUrl });
      await api.register(userRoutes, { db });
      await api.register(employeeRoutes, { db, appUrl: options.env.appUrl, myNumberStaffLog: insertMyNumberLogs });
      await api.register(departmentRoutes, { db });
      await api.register(companySettingsRoutes, { db });
      await api.register(profileRoutes, { db });
      await api.register(notificationRoutes, { db });
      await api.register(workerRoutes, {
        db,
        appUrl: options.env.appUrl,
        storage,
        myNumbers: { forgetWorker, removeImages: removeMyNumberImages },
      });
      await api.register(contractRoutes, { db, progress: contractProgress });
      await api.register(agentRoutes, { db });
      await api.register(invoiceRegistrationRoutes, { db, nta: options.ntaInvoice });
      await api.register(workerPortalRoutes, { db, throttle, appUrl: options.env.appUrl, ntaInvoice: options.ntaInvoice });
      await api.register(workerBankRoutes, { db, throttle });
      await api.register(appConfigRoutes, { pageUrls: options.env.pageUrls ?? {} });
      await api.register(bankRoutes);
      await api.register(workerRequiredEntryRoutes, { db, appUrl: options.env.appUrl });
      await api.register(purchaseOrderRoutes, { db, appUrl: options.env.appUrl, hasDeliveries });
      await api.register(deliveryRoutes, { db, storage, appUrl: options.env.appUrl, notificationStatusOf: notificationStatusOfGroups });
      await api.register(workerOrderRoutes, { db, storage, notificationStatusOf: notificationStatusOfGroups });
      await api.register(projectRoutes, { db });
      await api.register(customFieldRoutes, { db });
      await api.register(customFieldPortalRoutes, { db });
      await api.register(purchaseOrderTemplateRoutes, { db });
      await api.register(paymentNotificationRoutes, { db, appUrl: options.env.appUrl });
      await api.register(workerPaymentNotificationRoutes, { db });
      await api.register(purchaseTotalRoutes, { db });
      if (storage instanceof LocalFileStorage) await api.register(storageRoutes, { storage });
      await api.register(myNumberRoutes, { db, storage, cipher, appUrl: options.env.appUrl, throttle });
      await api.register(paymentRoutes, { db });
      await api.register(transferAccountRoutes, { db });
      await api.register(alertSettingsRoutes, { db });
      await api.register(employeeTodoRoutes, { db });
      await api.register(paymentRecordRoutes, { db, appUrl: options.env.appUrl, cipher });
      await api.register(workerPaymentRecordRoutes, { db });
      await api.register(accountingExportRoutes, { db });
      await api.register(ebookRoutes, { db, storage });
      await api.register(timeTrackingRoutes, { db, appUrl: options.env.appUrl });
      await api.register(workerTimeTrackingRoutes, { db, appUrl: options.env.appUrl });
      await api.register(activityRoutes, { db });
      await api.register(slackRoutes, { db, appUrl: options.env.appUrl, config: options.slack ?? unconfiguredSlack, cipher });
      await api.register(jobRoutes, { db, storage });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: options.env.webDist });
  return app;
}
