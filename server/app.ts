import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth.ts';
import { passwordResetRoutes } from './auth/password-reset.ts';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { registerSession, type SessionUser } from './auth/session.ts';
import { connectSessionCache, createSessionCache } from './auth/session-cache.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { e2eHelperRoutes } from './http/e2e-helpers.ts';
import { answerClientError, errorBody, registerErrorHandling } from './http/errors.ts';
import { loggerOptions } from './logging.ts';
import { createLimiter, LIMIT_RULES } from './http/limits.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { devOutboxRoutes } from './mail/dev-outbox-routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { tokenRoutes } from './modules/tokens/routes.ts';
import { createBotcheck } from './botcheck/botcheck.ts';
import { cardRoutes } from './modules/cards/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { seedDefaultCategories } from './modules/categories/repository.ts';
import { journalRoutes } from './modules/journal/routes.ts';
import { followUpRoutes } from './modules/questions/follow-up-routes.ts';
import { questionRoutes } from './modules/questions/routes.ts';
import { careRoutes } from './modules/care/routes.ts';
import { createReadingWorker, workerSettings } from './oracle/worker.ts';
import { createQuestionEventHub } from './realtime/question-events.ts';
import { eventRoutes } from './realtime/routes.ts';

const BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;

/**
 * Builds the whole server: plugins first, then every route, registered explicitly. Routes get what they need as
 * plugin options, never as decorators. A caller may hand in the mailer (tests read its outbox); by default it is
 * built from the configuration.
 */
export async function buildApp({
  config,
  database,
  mailer: givenMailer,
}: {
  config: Config;
  database: Database;
  mailer?: Mailer;
}): Promise<FastifyInstance> {
  const options = {
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    // A malformed (`/api/journal/%zz`) or over-long path parameter is refused before routing, outside the
    // error handler: answered in our error shape too (Fastify's own body is another shape).
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      reply.status(error.statusCode ?? 400).send(errorBody('BAD_REQUEST', 'The request address is not valid.')),
    // A request Node's HTTP parser refuses (an unknown method like `FOO`, a malformed header) never reaches
    // Fastify's routing: answered in our error shape too.
    clientErrorHandler: answerClientError,
  } satisfies FastifyServerOptions;
  // Given a certificate, the server speaks HTTPS itself: HTTP/2, which carries a page's files, its API calls and
  // its live stream over one connection, and HTTP/1.1 for clients without it (ADR 0011). Routes see the same
  // request and reply either way, through Node's HTTP/2 compatibility layer.
  const server = config.tls
    ? Fastify<Http2SecureServer>({
        // The options read nothing but headers from the raw request, which both kinds of request carry.
        ...(options as unknown as FastifyServerOptions<Http2SecureServer>),
        http2: true,
        https: {
          allowHTTP1: true,
          cert: fs.readFileSync(config.tls.certFile),
          key: fs.readFileSync(config.tls.keyFile),
        },
      })
    : Fastify(options);
  const app = (server as unknown as FastifyInstance).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      production: config.env === 'production',
    });
  // Every rate limit counts in the database, shared by all instances (server/http/limits.ts).
  const limiter = createLimiter(database.db, {
    enabled: config.rateLimits,
    overrides: { ask: { max: config.askRateLimitPerMinute, windowSeconds: LIMIT_RULES.ask.windowSeconds } },
  });
  // Resolved sessions, forgotten on every instance when revoked (ADR 0015).
  const sessionCache = createSessionCache<SessionUser>();
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    limiter,
    onSessionsRevoked: (userId) => sessionCache.forgetMember(userId),
  });
  const botcheck = createBotcheck({
    db: database.db,
    secret: config.authSecret,
    turnstile: config.turnstile,
    maxNumber: config.botcheckMaxNumber,
  });
  const questionEvents = createQuestionEventHub({ database, log: app.log });
  const readingWorker =
    config.worker === 'inline'
      ? createReadingWorker({
          database,
          log: app.log.child({ component: 'reading-worker' }),
          ...workerSettings(config),
        })
      : undefined;

  await seedDefaultCategories(database.db);
  await questionEvents.start();
  const stopSessionCache = await connectSessionCache(sessionCache, database, app.log);
  app.addHook('onReady', async () => {
    await readingWorker?.start();
  });
  app.addHook('preClose', async () => {
    await readingWorker?.stop();
    await questionEvents.stop();
    await stopSessionCache();
  });
  app.addHook('onClose', async () => database.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Security headers, built once: @fastify/helmet rebuilt helmet's middlewares and re-parsed the CSP on every
  // request (about 80 µs of a request's CPU, issue 20).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Turnstile's widget, only when that provider is configured.
        ...(config.turnstile
          ? {
              scriptSrc: ["'self'", 'https://challenges.cloudflare.com'],
              frameSrc: ['https://challenges.cloudflare.com'],
            }
          : {}),
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.appUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.appUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  if (config.apiDocs) {
    // The OpenAPI reference, behind API_DOCS in production; when off, /api/docs answers 404 like any unknown path
    // (and its modules are not even loaded: ADR 0016, cold start).
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    await app.register(swagger, {
      openapi: {
        info: { title: 'Penguin Oracle API', version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }

  registerErrorHandling(app);
  registerOriginCheck(app, [config.appUrl]);
  registerNulGuard(app);
  registerSession(app, auth, sessionCache);

  await app.register(authRoutes, { auth });
  await app.register(passwordResetRoutes, { db: database.db, limiter });
  await app.register(profileRoutes, { db: database.db, auth, limiter });
  await app.register(healthRoutes, { database });
  await app.register(accountRoutes, { db: database.db, limiter });
  await app.register(tokenRoutes, {
    db: database.db,
    limiter,
    questionCost: config.questionCost,
    testTokensEnabled: config.testTokensEnabled,
  });
  await app.register(categoryRoutes, { db: database.db });
  await app.register(questionRoutes, {
    db: database.db,
    botcheck,
    limiter,
    questionCost: config.questionCost,
    helplines: config.helplines,
  });
  await app.register(followUpRoutes, { db: database.db });
  await app.register(careRoutes, { db: database.db, limiter, helplines: config.helplines });
  await app.register(journalRoutes, { db: database.db, limiter });
  await app.register(cardRoutes, { db: database.db, limiter, drawOnly: config.drawOnly });
  await app.register(eventRoutes, { hub: questionEvents, db: database.db, heartbeatMs: config.sseHeartbeatMs });
  if (mailer.outbox && config.env !== 'production') {
    // The outbox holds sign-in links: only this machine may read it.
    await app.register(devOutboxRoutes, { outbox: mailer.outbox });
  }

  if (config.e2eHelpers && config.env !== 'production') {
    // End-to-end tests only: the config refuses E2E_HELPERS in production.
    await app.register(e2eHelperRoutes, { db: database.db });
  }

  registerWebApp(app, config.webDist);
  return app;
}

/**
 * Serves the built single-page app: hashed assets cached for good, every other page gets index.html. Text files
 * go out as the brotli or gzip copy the build wrote beside them (vite.config.ts), when the browser accepts it.
 */
function registerWebApp(app: FastifyInstance, webDist: string): void {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  // The compressed copies of index.html the build wrote, best first.
  const indexCopies = (
    [
      ['br', `${indexPath}.br`],
      ['gzip', `${indexPath}.gz`],
    ] as const
  ).filter(([, file]) => fs.existsSync(file));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // Source maps hold the web app's whole source: never served, whatever the build wrote (docs/security.md).
      globIgnore: ['**/*.[mM][aA][pP]', '**/*.[mM][aA][pP].br', '**/*.[mM][aA][pP].gz'],
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // Every page that answers GET answers HEAD too, with the same headers and no body (Node drops it).
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/dev/') &&
      !isSourceMapPath(request.url);
    if (isPage && hasWeb) {
      const copy = indexCopies.find(([encoding]) => accepts(request.headers['accept-encoding'], encoding));
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      // Read whole (a few kilobytes), so GET and HEAD both carry its content-length.
      if (!copy) return reply.send(await fs.promises.readFile(indexPath));
      return reply.header('content-encoding', copy[0]).send(await fs.promises.readFile(copy[1]));
    }
    return reply.status(404).send(errorBody('NOT_FOUND', 'Not found'));
  });
}

/** Whether a request's path names a source map (`.map`, or a compressed copy of one), encoded or not. */
function isSourceMapPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: judge the path as written
  }
  return [pathname, decoded].some((candidate) => /\.map(\.(br|gz))?\/*$/i.test(candidate));
}

/** Whether an Accept-Encoding header accepts `encoding` (listed, and not with q=0). */
function accepts(header: string | string[] | undefined, encoding: string): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
