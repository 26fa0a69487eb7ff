import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Provider from 'oidc-provider';
import { CLASSROOM_RESOURCE, CLASSROOM_SCOPE, classroomStandIn } from './classroom-stand-in.ts';

/**
 * A real OpenID Provider (oidc-provider) on a loopback port, for the API
 * tests and the browser tests of "sign in with Google/Microsoft". Its sign-in
 * page asks for an email and a name (any address is accepted, and reported as
 * verified); consent is granted with the sign-in. Beside it, a stand-in for Google Classroom's
 * API (classroom-stand-in.ts), whose scopes the provider grants as a resource's when a client
 * asks for them, and whose access tokens it checks.
 *
 * In a test:   const op = await startTestOidcProvider({ redirectUris: [...] })
 * From a shell (Playwright's webServer):
 *   node apps/server/src/test/oidc-provider.ts   (OIDC_TEST_PORT, OIDC_TEST_CLIENT_ID,
 *   OIDC_TEST_CLIENT_SECRET, OIDC_TEST_REDIRECT_URIS comma-separated) — prints the issuer.
 */
export interface TestOidcProviderOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The subject the provider gives an email address (stable, so tests can predict it). */
  subjectFor(email: string): string;
  close(): Promise<void>;
}

export const subjectFor = (email: string) => `sub-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

interface Person {
  email: string;
  name: string;
}

const CLASSROOM_SCOPES: string[] = Object.values(CLASSROOM_SCOPE);
const wantsClassroom = (scope: unknown) => typeof scope === 'string' && scope.split(' ').some((s) => CLASSROOM_SCOPES.includes(s));

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main>
<h1>Test identity provider</h1>
<p>Signing in to ${escape(clientId)}.</p>
<form method="post" action="/interaction/${escape(uid)}/login">
<p><label for="email">Email</label> <input id="email" name="email" type="email" required autocomplete="email"></p>
<p><label for="name">Full name</label> <input id="name" name="name" type="text" required autocomplete="name"></p>
<p><label><input name="unverified" type="checkbox" value="1"> Email not verified</label></p>
<button type="submit">Sign in</button>
</form>
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'numbloom-test';
  const clientSecret = options.clientSecret ?? 'numbloom-test-secret-0123456789abcdef';
  const people = new Map<string, Person & { verified: boolean }>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test-key' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['numbloom-test-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile', ...CLASSROOM_SCOPES],
    features: {
      devInteractions: { enabled: false },
      // Classroom's scopes are a resource server's (Google's API), not the sign-in's: asked for by scope, as Google's are
      resourceIndicators: {
        enabled: true,
        defaultResource: (ctx: { oidc: { params?: { scope?: unknown } } }) => (wantsClassroom(ctx.oidc.params?.scope) ? CLASSROOM_RESOURCE : undefined),
        getResourceServerInfo: () => ({ scope: CLASSROOM_SCOPES.join(' '), audience: CLASSROOM_RESOURCE, accessTokenFormat: 'opaque', accessTokenTTL: 3600 }),
        useGrantedResource: () => true,
      },
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const person = people.get(sub);
      if (!person) return undefined;
      const [given = '', ...family] = person.name.split(' ');
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.verified,
          name: person.name,
          given_name: given,
          family_name: family.join(' '),
        }),
      };
    },
  });

  const callback = provider.callback();
  const classroom = classroomStandIn(subjectFor, async (value) => {
    const token = await provider.AccessToken.find(value);
    return token && !token.isExpired ? { accountId: token.accountId!, scopes: String(token.scope ?? '').split(' ') } : undefined;
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', issuer);
      if (await classroom(req, res, url).catch(() => false)) return;
      const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
      if (!match) return callback(req, res);
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET' && !match[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(page(details.uid, details.params.client_id ?? ''));
          return;
        }
        if (req.method === 'POST' && match[2]) {
          const form = await readForm(req);
          const email = (form.get('email') ?? '').trim().toLowerCase();
          const name = (form.get('name') ?? '').trim() || email;
          const sub = subjectFor(email);
          people.set(sub, { email, name, verified: form.get('unverified') !== '1' });
          const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id ?? clientId });
          const asked = String(details.params.scope ?? 'openid').split(' ');
          // the provider lists Classroom's scopes as its own too (discovery names them), so they are granted as both
          grant.addOIDCScope(asked.join(' '));
          const classroom = asked.filter((s) => CLASSROOM_SCOPES.includes(s));
          if (classroom.length > 0) grant.addResourceScope(CLASSROOM_RESOURCE, classroom.join(' '));
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { login: { accountId: sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
          return;
        }
        res.writeHead(405).end();
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(`interaction failed: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    subjectFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const op = await startTestOidcProvider({
    port: Number(process.env.OIDC_TEST_PORT ?? 0),
    clientId: process.env.OIDC_TEST_CLIENT_ID,
    clientSecret: process.env.OIDC_TEST_CLIENT_SECRET,
    redirectUris: (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean),
  });
  console.log(`test OpenID provider: ${op.issuer} (client ${op.clientId})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void op.close().then(() => process.exit(0)));
}

/** The provider's own cookies, as a browser keeps them. */
class Jar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** What a test checks on the way through the provider's pages. */
interface WalkChecks {
  /** the sign-in page as it came (a status other than a redirect) */
  page?: (status: number, html: string) => void;
  /** the answer to the posted form */
  posted?: (res: Response) => void | Promise<void>;
}

/**
 * A browser's walk from the provider's authorize URL through its sign-in page (the form filled with
 * `form`) to the first redirect back to `publicUrl`, within ten hops. Our own app is driven with
 * inject by the caller, the provider over HTTP here. Gives the callback, or undefined and where the
 * walk ended.
 */
export async function walkProvider(authorize: string, form: Record<string, string>, publicUrl: string, checks: WalkChecks = {}): Promise<{ callback: URL | undefined; ended: string }> {
  const jar = new Jar();
  let url = authorize;
  let callback: URL | undefined;
  for (let hop = 0; hop < 10 && !callback; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(publicUrl)) callback = next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    checks.page?.(res.status, html);
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    jar.store(posted);
    await checks.posted?.(posted);
    url = new URL(posted.headers.get('location')!, url).href;
  }
  return { callback, ended: url };
}
