import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { apiDocs } from './plugins/api-docs.js';
import { authentication } from './plugins/authentication.js';
import { errorHandler } from './plugins/error-handler.js';
import { formBodies } from './plugins/form-bodies.js';
import { methodOverride } from './plugins/method-override.js';
import { webApp } from './plugins/web-app.js';
import { auditRoutes } from './features/audit/routes.js';
import { checklistRoutes } from './features/checklists/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { customizationRoutes } from './features/customization/routes.js';
import { driverRoutes } from './features/drivers/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { locationRoutes } from './features/locations/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { userRoutes } from './features/users/routes.js';
import { vehicleLookupRoutes } from './features/vehicles/lookup-routes.js';
import { weekRoutes } from './features/weeks/routes.js';
import { appointmentRoutes } from './features/appointments/routes.js';
import { fireInspectionRoutes } from './features/fire-inspections/routes.js';
import { firstAidKitRoutes } from './features/first-aid-kits/routes.js';
import { rateRoutes } from './features/rates/routes.js';
import { trackingRoutes } from './features/tracking/routes.js';
import { vehicleRoutes } from './features/vehicles/routes.js';
import { activityLogRoutes } from './features/activity-log/routes.js';
import { incomeRoutes } from './features/income/routes.js';
import { reportRoutes } from './features/reports/routes.js';

export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine writes its CSS variables into style elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** A hop count trusts that many proxies nearest the server (Fastify's types only take it as a function). */
function trustProxyOption(trusted: Config['trustProxy']) {
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;
}

/**
 * Builds the whole server without listening: the order is external plugins, then the app's own,
 * then the feature routes, so every route is born with validation, auth and error handling.
 */
export async function buildApp(context: AppContext, options: { serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    trustProxy: trustProxyOption(context.config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('context', context);

  // X-Frame-Options says what frame-ancestors 'none' says, for browsers that only read the older header.
  await app.register(helmet, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.ceil(limit.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(errorHandler);
  await app.register(methodOverride);
  await app.register(formBodies);
  await app.register(authentication);
  await app.register(apiDocs);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(weekRoutes);
  await app.register(customizationRoutes);
  await app.register(auditRoutes);
  await app.register(vehicleLookupRoutes);
  await app.register(locationRoutes);
  await app.register(driverRoutes);
  await app.register(notificationRoutes);
  await app.register(checklistRoutes);
  await app.register(dashboardRoutes);
  await app.register(appointmentRoutes);
  await app.register(fireInspectionRoutes);
  await app.register(firstAidKitRoutes);
  await app.register(rateRoutes);
  await app.register(trackingRoutes);
  await app.register(vehicleRoutes);
  await app.register(activityLogRoutes);
  await app.register(incomeRoutes);
  await app.register(reportRoutes);

  if (options.serveWeb) await app.register(webApp, { root: context.config.webDist });
  return app;
}
