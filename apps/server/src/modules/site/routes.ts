import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_REGION,
  LOCALE_COOKIE,
  findLocale,
  localeFromAcceptLanguage,
  suggestLocale,
} from '@numbloom/domain/regions';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { CHILD_HOME_PAGE } from '@numbloom/domain/child-home';
import { isLocalePage, localePageOf, pageEntryFor } from '@numbloom/domain/site-pages';
import type { ModulePlugin } from '../../deps.ts';
import { HtmlShells } from './html.ts';
import type { Role, SsoProviders, Viewer } from '@numbloom/domain/accounts';
import { pageSettingsFor } from './page-settings.ts';
import { pageOutcome, type PageLookups } from './missing-things.ts';

/** The locale a visitor last chose (cookie "us-en"), when it still names a site. */
function cookieLocale(request: FastifyRequest) {
  const [region, language] = (request.cookies[LOCALE_COOKIE] ?? '').split('-');
  return findLocale(region, language) ? { region: region!, language: language! } : undefined;
}

/**
 * Serves the web app: hashed assets with long caching, and the HTML shell for
 * every /{region}/{language}/ page with its settings filled in. Unknown
 * regions, languages and paths get a real 404 page, and so does a page whose address names a grade, an
 * activity, a challenge or a certificate that is not there. The sign-in providers are accounts', and
 * what the addresses name is asked of the modules that own it, both handed over where the app is
 * composed (app.ts).
 */
const site: ModulePlugin<{ signInProviders: SsoProviders['providers']; lookups: PageLookups }> = async (
  app,
  { deps, signInProviders, lookups },
) => {
  const { config } = deps;
  const dist = path.resolve(config.WEB_DIST);
  const shells = new HtmlShells(dist, !config.production);
  // Every route of this module is a page or an asset: marked so that the text rule leaves its address to the browser (lib/request-body.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, page: true };
  });

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/',
    index: false,
    wildcard: false,
    // Only the built assets are public; the HTML shells go through render().
    allowedPath: (pathname) => !pathname.endsWith('.html'),
    // The build writes .br and .gz beside each script and stylesheet (vite.config.ts):
    // sent to browsers that accept them, with no compression work per request.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Registered explicitly, since wildcard:false lists only files present at start.
  app.get('/assets/*', { schema: { hide: true } }, (request, reply) =>
    reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
  );

  /** Who the header greets: the signed-in person's name and role, from the session cookie (accounts' request.currentSession). */
  async function viewerOf(request: FastifyRequest): Promise<Viewer | null> {
    const session = await request.currentSession();
    if (!session) return null;
    return { first_name: session.user.firstName, last_name: session.user.lastName, role: session.user.role as Role };
  }

  /**
   * One HTML shell. A 404 is the site's not-found page (with the address the visitor most likely meant,
   * when there is one), unless `ownPage`: the page is served and says itself what is missing.
   */
  async function sendPage(
    reply: FastifyReply,
    locale: { region: string; language: string },
    status = 200,
    entry = 'index.html',
    {
      ownPage = false,
      suggestion,
      preloads,
    }: { ownPage?: boolean; suggestion?: string; preloads?: readonly string[] } = {},
  ) {
    if (!shells.available(entry)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm start" (it builds first) or "npm run build".');
    }
    const token = reply.ensureCsrfToken();
    const html = shells.render(
      pageSettingsFor(
        config,
        locale,
        token,
        status === 404 && !ownPage,
        await viewerOf(reply.request),
        signInProviders,
        suggestion,
      ),
      entry,
      preloads,
    );
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const fallbackLocale = (request: FastifyRequest) =>
    cookieLocale(request) ?? localeFromAcceptLanguage(request.headers['accept-language']);

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const { region, language } = fallbackLocale(request);
    return reply.redirect(`/${region}/${language}/`, 302);
  });

  // Spec §2: the forms link to /home/terms/ and /home/privacy/ (no region in the path).
  for (const page of ['terms', 'privacy'] as const) {
    app.get(`/home/${page}/`, { schema: { hide: true } }, (request, reply) => sendPage(reply, fallbackLocale(request)));
  }
  // Spec §2: the competition form sends a visitor here when there is no competition (a games landing page).
  for (const gamesPath of ['/matificgames', '/matificgames/']) {
    app.get(gamesPath, { schema: { hide: true } }, (request, reply) => sendPage(reply, fallbackLocale(request)));
  }
  // The staff admin lives in each site (its texts follow the language); /staff/… picks the visitor's.
  const toStaff = (request: FastifyRequest, reply: FastifyReply) => {
    const { region, language } = fallbackLocale(request);
    const rest = ((request.params as { '*'?: string })['*'] ?? '').replace(/^\/+/, '');
    const [pathPart = '', query] = request.url.split('?');
    const trail = pathPart.endsWith('/') || rest === '' ? '' : '/';
    return reply.redirect(`/${region}/${language}/staff/${rest}${trail}${query ? `?${query}` : ''}`, 302);
  };
  app.get('/staff', { schema: { hide: true } }, toStaff);
  app.get('/staff/*', { schema: { hide: true } }, toStaff);
  // The registration forms embedded in a plain page, as the CMS builds one (apps/web/cms-demo.html).
  app.get('/:region/:language/demo/cms/', { schema: { hide: true } }, (request, reply) => {
    const { region, language } = request.params as { region: string; language: string };
    const found = findLocale(region, language);
    if (!found) return sendPage(reply, fallbackLocale(request), 404);
    return sendPage(reply, { region: found.region.code, language: found.language.code }, 200, 'cms-demo.html');
  });

  // Every API prefix the spec names (§2 puts the campaign API under /home/api/): a miss there is a JSON 404,
  // never the HTML page, even when /home/api/x/../ lands on /:region/:language/*.
  const API_PREFIXES = ['/api/', '/cached-api/', '/home/api/'];
  const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(reply, fallbackLocale(request) ?? { region: DEFAULT_REGION, language: DEFAULT_LANGUAGE }, 404);
  const notFoundJson = (reply: FastifyReply) => reply.status(404).send({ user_message: MESSAGES.notFound });

  const localeParams = z.object({ region: z.string(), language: z.string(), '*': z.string().optional() });
  /** /ae/ar/… names no site: the 404 page offers /aue/ar/… (the same path on the site most likely meant). */
  const unknownSitePage = (request: FastifyRequest, reply: FastifyReply, region: string, language: string) => {
    const meant = suggestLocale(region, language);
    const rest = request.url.split('?')[0]!.split('/').slice(3).join('/');
    const suggestion = meant && `/${meant.region}/${meant.language}/${isLocalePage(rest) ? rest : ''}`;
    return sendPage(
      reply,
      fallbackLocale(request) ?? { region: DEFAULT_REGION, language: DEFAULT_LANGUAGE },
      404,
      'index.html',
      { suggestion },
    );
  };

  const localePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { region, language, '*': rest = '' } = localeParams.parse(request.params);
    const found = findLocale(region, language);
    // /api/v2/unknown/ also fits /:region/:language/*: it must stay a JSON 404, not the HTML page.
    if (!found) return isApiPath(request.url) ? notFoundJson(reply) : unknownSitePage(request, reply, region, language);
    const locale = { region: found.region.code, language: found.language.code };
    // A path the web app has no page for is the not-found page with a real 404, in the site it was asked in.
    if (!isLocalePage(rest)) return sendPage(reply, locale, 404);
    if (region !== found.region.code || language !== found.language.code) {
      // One URL per page: /US/EN/ and /us/en/ are the same site.
      return reply.redirect(
        request.url.replace(`/${region}/${language}`, `/${found.region.code}/${found.language.code}`),
        301,
      );
    }
    const role = (await request.currentSession())?.user.role;
    // A signed-in child opening the site's home goes to their own home, never the marketing page.
    if (rest === '' && role === 'student') {
      return reply.redirect(`/${found.region.code}/${found.language.code}/${CHILD_HOME_PAGE}`, 302);
    }
    // A page for a grade, an activity, a challenge or a certificate that is not there is a real 404 too.
    const outcome = await pageOutcome(rest, lookups);
    if (outcome === 'no-page') return sendPage(reply, locale, 404);
    // The child's pages have their own small entry (decision 042), and so do a signed-in child's activity and challenge pages (decision 097).
    const entry = pageEntryFor(rest, role);
    return sendPage(reply, locale, outcome === 'missing' ? 404 : 200, entry, {
      ownPage: outcome === 'missing',
      // the chunks such a page fetches one after the other, announced with it so they come at once
      preloads: entry === 'play.html' && outcome === 'found' ? shells.preloadsOf(localePageOf(rest)) : [],
    });
  };
  app.get('/:region/:language', { schema: { hide: true } }, (request, reply) => {
    const { region, language } = localeParams.parse(request.params);
    // Only a real site gets the slash added; /api/unknown stays a JSON 404.
    if (!findLocale(region, language))
      return isApiPath(request.url) ? notFoundJson(reply) : unknownSitePage(request, reply, region, language);
    return reply.redirect(`${request.url.split('?')[0]}/`, 301);
  });
  app.get('/:region/:language/', { schema: { hide: true } }, localePage);
  app.get('/:region/:language/*', { schema: { hide: true } }, localePage);

  app.setNotFoundHandler((request, reply) => {
    const wantsJson = isApiPath(request.url) || !request.headers.accept?.includes('text/html');
    return wantsJson ? notFoundJson(reply) : notFoundPage(request, reply);
  });
};
export default site;
