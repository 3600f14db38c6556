import type { Writable } from 'node:stream';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { VENDOC_SERVER_HEADER } from '@vendoc/contract/headers';
import type { Config } from './config';
import type { Database, DatabaseKind } from './db/client';
import { createAccessTokens } from './lib/access-token';
import { createMailer } from './lib/mailer';
import { createOfficialRules, type OfficialRules } from './lib/official-rules';
import { badRequest, sendProblem } from './lib/http-problem';
import { requestLogFields } from './lib/log-redaction';
import { createSerializerCompiler } from './lib/serializer';
import { prepareDummyHash } from './lib/password';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { companyRoutes } from './modules/company/company.routes';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { healthRoutes } from './modules/health/health.routes';
import { meRoutes } from './modules/me/me.routes';
import { boqsRoutes } from './modules/boqs/boqs.routes';
import { catalogPositionsRoutes } from './modules/catalog-positions/catalog-positions.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { configurationsRoutes } from './modules/configurations/configurations.routes';
import { constructionsRoutes } from './modules/constructions/constructions.routes';
import { quantitySurveyTemplatesRoutes } from './modules/quantity-survey-templates/quantity-survey-templates.routes';
import { quantitySurveysRoutes } from './modules/quantity-surveys/quantity-surveys.routes';
import { serviceCatalogsRoutes } from './modules/service-catalogs/service-catalogs.routes';
import { documentTemplatesRoutes } from './modules/document-templates/document-templates.routes';
import { orderDocumentsRoutes } from './modules/order-documents/order-documents.routes';
import { textSnippetsRoutes } from './modules/text-snippets/text-snippets.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { smartNotesRoutes } from './modules/smart-notes/smart-notes.routes';
import { constructionNotesRoutes } from './modules/construction-notes/construction-notes.routes';
import { obstructionNoticesRoutes } from './modules/construction-notes/obstruction-notices.routes';
import { orderDocumentSource } from './modules/order-documents/order-document-layout';
import { surveyDocument } from './modules/quantity-surveys/survey-print.service';
import { companyLogoRoutes } from './modules/company-logo/company-logo.routes';
import { filesPlugin } from './plugins/files';
import { filesRoutes } from './modules/files/files.routes';
import { foldersRoutes } from './modules/files/folders.routes';
import { officialRulesChecker } from './modules/incoming-invoices/official-rules';
import { incomingInvoicesRoutes } from './modules/incoming-invoices/incoming-invoices.routes';
import { createConfiguredStorage } from './storage/create-file-storage';
import { createJobQueue, type JobQueue } from './lib/jobs/job-queue';
import { registerExportJobs } from './modules/project-exports/project-export-job';
import { projectExportsRoutes } from './modules/project-exports/project-exports.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authPlugin } from './plugins/auth';
import { idempotencyPlugin } from './plugins/idempotency';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { NO_STORE, SECURITY_HEADERS, securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { textInputPlugin } from './plugins/text-input';
import { vendocHeaderPlugin } from './plugins/vendoc-header';
import { SERVER_VERSION } from './version';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The clock of all token and throttling decisions; tests move it instead of sleeping. */
    now: () => Date;
    /** The official e-invoice rules in this app's worker threads (ended when the app closes). */
    officialRules: OfficialRules;
    /** The job queue in the database (lib/jobs): background work such as project exports. */
    jobs: JobQueue;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  databaseKind: DatabaseKind;
  now?: () => Date;
  /** Where the JSON logs go (stdout by default); tests read them from here. */
  logStream?: Writable;
  /** How the sign-in slow-down of a busy address waits (a timer by default); tests record instead of waiting. */
  loginDelay?: (ms: number) => Promise<void>;
  /**
   * Whether this app works off the job queue (main.ts: yes, from ready until close). Tests leave it off and run
   * jobs with `app.jobs.workOnce()`.
   */
  runJobs?: boolean;
  /**
   * Whether every response is also encoded by its zod schema and compared with the compiled serialiser's output
   * (lib/serializer.ts); on under Vitest (NODE_ENV=test), so the whole test suite proves the serialisers equal.
   */
  checkSerializers?: boolean;
}

// Never log credentials or tokens, wherever a serializer or a handler might put them.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.refreshToken',
  '*.password',
  '*.refreshToken',
  '*.accessToken',
];

/** The VenDoc Fastify app on an open, migrated database; `main.ts` listens on it, tests inject into it. */
export async function buildApp({
  config,
  db,
  databaseKind,
  now = () => new Date(),
  logStream,
  loginDelay,
  runJobs = false,
  checkSerializers = process.env['NODE_ENV'] === 'test',
}: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Signed content URLs open files without a token: their query strings never reach the logs.
      serializers: { req: requestLogFields },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // Nothing may wait forever on a shutdown: idle keep-alive connections are closed by app.close().
    forceCloseConnections: 'idle',
    // Errors raised before routing (an undecodable URL) skip all hooks: give them the same headers and shape.
    frameworkErrors: (error, _request, reply) => {
      reply.header(VENDOC_SERVER_HEADER, SERVER_VERSION).headers(SECURITY_HEADERS).headers(NO_STORE);
      sendProblem(reply, badRequest(error.message));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createSerializerCompiler({
      check: checkSerializers,
      onFallback: (route, reason) => app.log.debug({ route, reason }, 'zod serialiser kept'),
    }),
  );
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('now', now);

  // Header, security and error plugins first: they must cover every later route, the 404s and the errors.
  await app.register(vendocHeaderPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(openapiPlugin);

  const jwtSecret = await resolveJwtSecret(db, config.jwtSecret);
  await prepareDummyHash();
  const accessTokens = createAccessTokens(jwtSecret, config.accessTokenTtlSeconds, now);
  await app.register(authPlugin, { db, accessTokens });
  // Writes sent with an Idempotency-Key are done once; a repeat gets the first answer (the fitters' outbox).
  await app.register(idempotencyPlugin, { db, now });

  const authService = createAuthService({
    db,
    accessTokens,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    now,
    ...(loginDelay ? { delay: loginDelay } : {}),
  });
  await app.register(healthRoutes, { prefix: '/api', db, databaseKind });
  await app.register(authRoutes, { prefix: '/api/v1/authentication', service: authService });
  await app.register(meRoutes, { prefix: '/api/v1', db });
  // Clients, projects, company settings and users (roles decided in lib/permissions.ts).
  await app.register(clientsRoutes, { prefix: '/api/v1', db });
  await app.register(projectsRoutes, { prefix: '/api/v1', db });
  await app.register(companyRoutes, {
    prefix: '/api/v1',
    db,
    // Called per request, after the files plugin below has decorated the app with the URL signer.
    logoUrl: (userId, logoSha256) => app.contentUrls.forCompanyLogo(userId, logoSha256),
  });
  await app.register(usersRoutes, { prefix: '/api/v1', db });

  // Project files, folders and the company logo: blobs in the file storage (app.fileStorage), content URLs signed
  // with a key derived from the JWT secret (app.contentUrls), multipart uploads streamed.
  const files = await createConfiguredStorage(config);
  app.addHook('onClose', () => files.close());
  app.log.info({ files: files.location }, 'file storage');
  await app.register(filesPlugin, {
    storage: files.storage,
    contentUrlSecret: jwtSecret,
    now,
    uploadMaxBytes: config.uploadMaxBytes,
  });
  await app.register(filesRoutes, { prefix: '/api/v1' });
  await app.register(foldersRoutes, { prefix: '/api/v1' });
  // The e-invoice rules' worker threads (incoming invoices, issuing order documents) end with the app.
  const officialRules = createOfficialRules(config.rulesWorkers);
  app.decorate('officialRules', officialRules);
  app.addHook('onClose', () => officialRules.close());
  await app.register(incomingInvoicesRoutes, {
    prefix: '/api/v1',
    checker: officialRulesChecker(officialRules),
  });
  await app.register(companyLogoRoutes, { prefix: '/api/v1' });
  await app.register(boqsRoutes, { prefix: '/api/v1', db });
  await app.register(serviceCatalogsRoutes, { prefix: '/api/v1', db });
  await app.register(catalogPositionsRoutes, { prefix: '/api/v1', db });
  await app.register(matchesRoutes, { prefix: '/api/v1', db });
  await app.register(constructionsRoutes, { prefix: '/api/v1', db });
  await app.register(configurationsRoutes, { prefix: '/api/v1', db });
  await app.register(quantitySurveyTemplatesRoutes, { prefix: '/api/v1', db });
  await app.register(quantitySurveysRoutes, { prefix: '/api/v1', db });
  // Outgoing mail (order documents) when VENDOC_SMTP_URL is set.
  const mailer = createMailer(config.smtpUrl);
  if (mailer !== null) app.addHook('onClose', async () => mailer.close());
  await app.register(orderDocumentsRoutes, { prefix: '/api/v1', db, mailer });
  await app.register(textSnippetsRoutes, { prefix: '/api/v1', db });
  // Smart notes link project files (photos, voice memos): after the files plugin, for the signed content URLs.
  await app.register(smartNotesRoutes, { prefix: '/api/v1' });
  await app.register(constructionNotesRoutes, { prefix: '/api/v1', db });
  await app.register(obstructionNoticesRoutes, { prefix: '/api/v1', db });
  // Plans show project files and link them: after the files plugin too (signed content URLs).
  await app.register(plansRoutes, { prefix: '/api/v1', db });
  await app.register(documentTemplatesRoutes, {
    prefix: '/api/v1',
    db,
    // the documents a layout can be previewed with, from the modules that own them
    sources: {
      quantitySurvey: (auth, source) => surveyDocument(db, auth, source.id, undefined, now()),
      orderDocument: (auth, source) => orderDocumentSource(db, auth, source.id, now()),
    },
  });

  // Background jobs (project exports and their hourly cleanup): every instance works off the same queue.
  const jobs = createJobQueue({ db, now, log: app.log });
  app.decorate('jobs', jobs);
  registerExportJobs(jobs, {
    db,
    storage: app.fileStorage,
    rules: officialRules,
    contentUrls: app.contentUrls,
  });
  await app.register(projectExportsRoutes, { prefix: '/api/v1' });
  if (runJobs) {
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }

  await app.register(staticWebPlugin, { webDir: config.webDir, mapsApiKey: config.mapsApiKey });
  return app;
}
