import { existsSync, readFileSync } from 'node:fs';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { inBackground, inForeground } from './db/priority';
import { compressResponses } from './http/compression';
import type { AppEnv, Services } from './http/context';
import { summarise } from './http/contract';
import { DomainError, HttpError, ValidationError } from './http/errors';
import { idempotent } from './http/idempotency';
import { authenticate } from './http/session';
import { resolveLocale, translate } from './i18n/messages';
import { registerAccountRoutes } from './modules/account/routes';
import { registerAmbassadorRoutes } from './modules/ambassadors/routes';
import { registerAnswerRoutes } from './modules/answers/routes';
import { registerArticleRoutes, registerQuoteRoutes } from './modules/articles/routes';
import { registerBroadcastingRoutes } from './modules/broadcasting/routes';
import { registerPlaceRoutes } from './modules/content/places';
import { registerContentRoutes } from './modules/content/routes';
import { registerConversationRoutes } from './modules/conversations/routes';
import { registerIdentityRoutes } from './modules/identity/routes';
import { registerMediaRoutes } from './modules/media/routes';
import { trackActivity } from './modules/members/activity';
import { registerMemberRoutes } from './modules/members/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerOnboardingRoutes } from './modules/onboarding/routes';
import { registerOrderRoutes, registerPaymentRoutes } from './modules/payments/routes';
import { registerPasswordRoutes } from './modules/password/routes';
import { registerRegistrationRoutes } from './modules/registration/routes';
import { registerSecondaryRuleRoutes } from './modules/secondary-rules/routes';
import { registerSessionRoutes } from './modules/session/routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { registerSocialRoutes } from './modules/social/routes';

/** The largest request body outside file uploads (1 MiB). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  services: Services;
  /** The static reference built from openapi/ (`pnpm openapi:docs`). */
  referenceHtmlPath: string;
  /** The bundled contract (`pnpm openapi:bundle`). */
  openapiJsonPath: string;
}

/** The reference API: each resource of the contract in its own module, mounted here. */
export function createApp({
  services,
  referenceHtmlPath,
  openapiJsonPath,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Outermost, so that every answer (errors included) goes compressed when the client asks for it.
  app.use('*', compressResponses());

  // No response is ever sniffed into another type (a stored file or a JSON error as HTML, say).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '*',
    cors({
      origin: services.config.webOrigins,
      credentials: true,
      allowHeaders: [
        'Accept',
        'Accept-Language',
        'Authorization',
        'Content-Type',
        'Idempotency-Key',
        'X-Socket-ID',
        'X-XSRF-TOKEN',
      ],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['Retry-After'],
    }),
  );
  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('locale', resolveLocale(c.req.header('accept-language')));
    await next();
  });
  // Which database work may wait (src/db/priority.ts): a search page, from its sign-in check to its
  // cards, runs in the background; every other request holds the searches back while it runs.
  app.use('*', (c, next) =>
    c.req.method === 'GET' && c.req.path === '/members' ? inBackground(next) : inForeground(next),
  );
  // JSON bodies are small: past 1 MiB the request is refused unread (413). Uploads go to
  // `PUT /storage/uploads/{key}`, which enforces each file family's own limit while it reads.
  const jsonBodyLimit: MiddlewareHandler<AppEnv, '*'> = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c: Context<AppEnv>) =>
      c.json(
        {
          message: translate(c.get('locale'), 'http.payload_too_large', {
            max: c.get('locale') === 'fr' ? '1 Mio' : '1 MiB',
          }),
        },
        413,
        // The rest of the body is never read: the connection closes, so no client reuses it with
        // the unread bytes still on the wire.
        { Connection: 'close' },
      ),
  });
  app.use('*', (c, next) =>
    c.req.path.startsWith('/storage/uploads/') ||
    // No length and no chunks: HTTP says there is no body (a DELETE, say); nothing to limit.
    (!c.req.header('content-length') && !c.req.header('transfer-encoding'))
      ? next()
      : jsonBodyLimit(c as Context<AppEnv, '*'>, next),
  );

  app.get('/up', (c) => c.json({ status: 'ok' }));
  app.get('/docs', (c) => {
    if (!existsSync(referenceHtmlPath)) {
      return c.json(
        { message: 'The API reference has not been built: run `pnpm openapi:docs`.' },
        404,
      );
    }
    return c.html(readFileSync(referenceHtmlPath, 'utf8'));
  });
  app.get('/openapi.json', (c) => {
    if (!existsSync(openapiJsonPath)) {
      return c.json(
        { message: 'The contract has not been bundled: run `pnpm openapi:bundle`.' },
        404,
      );
    }
    return c.body(readFileSync(openapiJsonPath, 'utf8'), 200, {
      'Content-Type': 'application/json',
    });
  });

  app.use(
    '*',
    authenticate({
      // Signed storage URLs carry their own authorisation.
      csrfExempt: (c) => c.req.path.startsWith('/storage/'),
    }),
  );
  // Last activity and 'online' of the signed-in user (at most one write a minute).
  app.use('*', trackActivity());
  // A second click, or a retry, does not send the message or pay twice (src/http/idempotency.ts).
  // `/pay/:id` also matches `/pay/in-app`.
  app.use('/conversations/:id/messages', idempotent());
  app.use('/pay/:id', idempotent());

  registerSessionRoutes(app);
  registerAccountRoutes(app);
  registerRegistrationRoutes(app);
  registerSocialRoutes(app);
  registerPasswordRoutes(app);
  registerContentRoutes(app);
  registerPlaceRoutes(app);
  registerAnswerRoutes(app);
  registerOnboardingRoutes(app);
  registerMediaRoutes(app);
  registerPaymentRoutes(app);
  registerOrderRoutes(app);
  registerIdentityRoutes(app);
  registerSettingsRoutes(app);
  registerArticleRoutes(app);
  registerQuoteRoutes(app);
  registerAmbassadorRoutes(app);
  registerBroadcastingRoutes(app);
  registerConversationRoutes(app);
  registerSecondaryRuleRoutes(app);
  registerMemberRoutes(app);
  registerNotificationRoutes(app);

  app.notFound((c) => c.json({ message: translate(c.get('locale'), 'http.not_found') }, 404));
  app.onError((error, c) => {
    const locale = c.get('locale');
    if (error instanceof ValidationError) {
      const errors = error.localized(locale);
      return c.json({ message: summarise(errors, locale), errors }, 422);
    }
    if (error instanceof DomainError) {
      const message = error.localized(locale);
      return c.json(
        {
          message,
          error: {
            code: error.code,
            message,
            ...(error.email === undefined ? {} : { email: error.email }),
          },
        },
        error.status as ContentfulStatusCode,
      );
    }
    if (error instanceof HttpError) {
      return c.json(
        { message: error.localized(locale) },
        error.status as ContentfulStatusCode,
        error.headers,
      );
    }
    console.error(error);
    return c.json({ message: translate(locale, 'http.server_error') }, 500);
  });

  return app;
}
