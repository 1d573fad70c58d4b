import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { tooManyAttemptsMessage } from '@fleet-ops/shared';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { apiDocs } from './plugins/api-docs.js';
import { admissionQueue } from './plugins/admission-queue.js';
import { authentication } from './plugins/authentication.js';
import { errorHandler } from './plugins/error-handler.js';
import { formBodies } from './plugins/form-bodies.js';
import { methodOverride } from './plugins/method-override.js';
import { overload } from './plugins/overload.js';
import { noStore } from './plugins/no-store.js';
import { upgradeInsecureRequests } from './plugins/upgrade-insecure-requests.js';
import { inlineScriptHashes, webApp } from './plugins/web-app.js';
import { ShortRequestLog } from './request-log.js';
import { rateLimitStore } from './lib/rate-limit-store.js';
import { auditRoutes } from './features/audit/routes.js';
import { checklistRoutes } from './features/checklists/routes.js';
import { countersignRoutes } from './features/checklists/countersign-routes.js';
import { inspectionFormRoutes } from './features/inspection-forms/routes.js';
import { openDefectRoutes } from './features/inspection-forms/open-defects-routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { apiTokenRoutes } from './features/api-tokens/routes.js';
import { withApiTokens } from './features/api-tokens/index.js';
import { authRoutes } from './features/auth/routes.js';
import { findSignedInSession } from './features/auth/index.js';
import { customizationRoutes } from './features/customization/routes.js';
import { driverRoutes } from './features/drivers/routes.js';
import { importRoutes } from './features/imports/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { locationRoutes } from './features/locations/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { userRoutes } from './features/users/routes.js';
import { demoDataRoutes } from './features/demo-data/routes.js';
import { weekRoutes } from './features/weeks/routes.js';
import { appointmentRoutes } from './features/appointments/routes.js';
import { fireInspectionRoutes } from './features/fire-inspections/routes.js';
import { defectRoutes } from './features/defects/routes.js';
import { maintenanceRoutes } from './features/maintenance/routes.js';
import { maintenanceSheetRoutes } from './features/maintenance-sheets/routes.js';
import { firstAidKitRoutes } from './features/first-aid-kits/routes.js';
import { rateRoutes } from './features/rates/routes.js';
import { trackingRoutes } from './features/tracking/routes.js';
import { vehicleLookupRoutes } from './features/vehicles/lookup-routes.js';
import { vehicleRoutes } from './features/vehicles/routes.js';
import { vehicleOverviewRoutes } from './features/vehicle-overview/routes.js';
import { assignmentRoutes } from './features/assignments/routes.js';
import { activityLogRoutes } from './features/activity-log/routes.js';
import { incomeRoutes } from './features/income/routes.js';
import { workOrderRoutes } from './features/work-orders/routes.js';
import { fuelRoutes } from './features/fuel/routes.js';
import { meterRoutes } from './features/meters/routes.js';
import { reportRoutes } from './features/reports/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { retentionRoutes } from './features/retention/routes.js';
import { vehicleDisposalRoutes } from './features/vehicles/dispose-routes.js';
import { inspectorFileRoutes } from './features/inspector-file/routes.js';
import { ssoRoutes } from './features/sso/routes.js';
import { renewalRoutes } from './features/renewals/routes.js';
import { digestRoutes } from './features/digest/routes.js';
import { jobRoutes } from './features/jobs/routes.js';
import { refreshSchedules, scheduledJobs } from './features/jobs/index.js';
import { webhookRoutes } from './features/webhooks/routes.js';
import { keepVehicleRecords } from './features/retention/index.js';
import { releaseDriverAssignments, releaseVehicleAssignments } from './features/assignments/index.js';
import { onDomainEvent } from './lib/domain-events.js';

/**
 * The policy every answer carries. `inlineScripts` are the hashes of the scripts the built
 * index.html holds inline (plugins/web-app.ts): the driver's landing preload runs before the entry.
 */
const contentSecurityPolicy = (inlineScripts: string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScripts],
    // Mantine writes its CSS variables into style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Only over HTTPS: see plugins/upgrade-insecure-requests.ts.
    upgradeInsecureRequests: null,
  },
});

/** A hop count trusts that many proxies nearest the server (Fastify's types only take it as a function). */
function trustProxyOption(trusted: Config['trustProxy']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/**
 * Builds the whole server without listening: the order is external plugins, then the app's own,
 * then the feature routes, so every route is born with validation, auth and error handling.
 */
export async function buildApp(
  context: AppContext,
  options: { serveWeb?: boolean; scheduler?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // The assertion sets the instance's logger type (every route's `request.log`), so it stays.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: context.logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(context.config.trustProxy),
    bodyLimit: 1024 * 1024,
    logController: new ShortRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('context', context);
  // Features below answer to those above through events (lib/domain-events.ts): a vehicle's
  // records are kept before it goes, and assignments let go of a deleted or disposed vehicle or a
  // driver who leaves.
  onDomainEvent('vehicle deleted', keepVehicleRecords);
  onDomainEvent('vehicle deleted', releaseVehicleAssignments);
  onDomainEvent('vehicle disposed', releaseVehicleAssignments);
  onDomainEvent('driver archived', releaseDriverAssignments);
  onDomainEvent('driver deleted', releaseDriverAssignments);
  // JSON answers over 1 KB (and CSV exports, as a stream) go out brotli or gzip compressed; the
  // built screens come pre-compressed from disk (plugins/web-app.ts) and are left alone.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // X-Frame-Options says what frame-ancestors 'none' says, for browsers that only read the older header.
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(options.serveWeb ? inlineScriptHashes(context.config.webDist) : []),
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  await app.register(upgradeInsecureRequests);
  await app.register(noStore);
  await app.register(rateLimit, {
    global: false,
    // With Redis, every instance counts against one limit; while it is down, each in its own memory.
    ...(context.redis && { store: rateLimitStore(context.redis, 'fleet-ops:rate-limit:') }),
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: tooManyAttemptsMessage(Math.ceil(limit.ttl / 1000)),
    }),
  });
  await app.register(errorHandler);
  // Early, so an overloaded server refuses a request before any work is spent on it.
  await app.register(overload);
  await app.register(methodOverride);
  await app.register(formBodies);
  // Before authentication: the session lookup is a query too.
  await app.register(admissionQueue);
  await app.register(authentication, { findSession: withApiTokens(findSignedInSession) });
  await app.register(apiDocs);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(apiTokenRoutes);
  await app.register(userRoutes);
  await app.register(demoDataRoutes);
  await app.register(weekRoutes);
  await app.register(customizationRoutes);
  await app.register(auditRoutes);
  await app.register(vehicleLookupRoutes);
  await app.register(locationRoutes);
  await app.register(driverRoutes);
  await app.register(importRoutes);
  await app.register(notificationRoutes);
  await app.register(checklistRoutes);
  await app.register(countersignRoutes);
  await app.register(inspectionFormRoutes);
  await app.register(openDefectRoutes);
  await app.register(settingsRoutes, { afterSave: refreshSchedules });
  await app.register(retentionRoutes);
  await app.register(vehicleDisposalRoutes);
  await app.register(inspectorFileRoutes);
  await app.register(dashboardRoutes);
  await app.register(appointmentRoutes);
  await app.register(fireInspectionRoutes);
  await app.register(defectRoutes);
  await app.register(maintenanceRoutes);
  await app.register(firstAidKitRoutes);
  await app.register(rateRoutes);
  await app.register(trackingRoutes);
  await app.register(vehicleRoutes);
  await app.register(vehicleOverviewRoutes);
  await app.register(assignmentRoutes);
  await app.register(activityLogRoutes);
  await app.register(incomeRoutes);
  await app.register(workOrderRoutes);
  await app.register(maintenanceSheetRoutes);
  await app.register(fuelRoutes);
  await app.register(meterRoutes);
  await app.register(reportRoutes);
  await app.register(renewalRoutes);
  await app.register(digestRoutes);
  await app.register(jobRoutes);
  await app.register(webhookRoutes);
  // Off unless asked (the server asks; tests build many apps and turn it on where they test it).
  if (options.scheduler) await app.register(scheduledJobs);

  if (options.serveWeb) await app.register(webApp, { root: context.config.webDist });
  return app;
}
