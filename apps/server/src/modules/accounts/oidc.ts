import * as client from 'openid-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_CLOSED_PAGE, deletionDeadline } from '@numbloom/domain/account-data';
import { ACCOUNT_PAGES, SSO_PROVIDER_NAMES, SSO_PROVIDERS, type SsoProvider } from '@numbloom/domain/accounts';
import { CHILD_HOME_PAGE } from '@numbloom/domain/child-home';
import { prepareEmail } from '@numbloom/domain/form-rules';
import { safeReturnPath } from '@numbloom/domain/return-path';
import type { Deps } from '../../deps.ts';
import { seal, unseal } from '../../lib/crypto.ts';
import { notFound } from '../../lib/http-error.ts';
import * as store from './store.ts';
import type { UserRow } from './store.ts';
import { localeOf, pageUrl } from './service.ts';
import { startSession } from './sessions.ts';

/**
 * Sign-in with Google and Microsoft through OpenID Connect (openid-client):
 * authorization code flow with PKCE, state and nonce kept in a signed,
 * HttpOnly, ten-minute cookie. A provider is offered only when its issuer,
 * client id and secret are all configured.
 */
export const SSO_COOKIE = 'nb_sso';
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function providerSettings(deps: Deps, provider: SsoProvider): ProviderSettings | null {
  const c = deps.config;
  const [issuer, clientId, clientSecret] =
    provider === 'google'
      ? [c.OIDC_GOOGLE_ISSUER, c.OIDC_GOOGLE_CLIENT_ID, c.OIDC_GOOGLE_CLIENT_SECRET]
      : [c.OIDC_MICROSOFT_ISSUER, c.OIDC_MICROSOFT_CLIENT_ID, c.OIDC_MICROSOFT_CLIENT_SECRET];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

export const configuredProviders = (deps: Deps) => SSO_PROVIDERS.filter((p) => providerSettings(deps, p) !== null);

const discovered = new Map<string, Promise<client.Configuration>>();

/** The provider's metadata, fetched once per process (again after a failure). */
function configurationFor(deps: Deps, provider: SsoProvider): Promise<client.Configuration> {
  const settings = providerSettings(deps, provider);
  if (!settings) throw notFound();
  const key = `${settings.issuer}|${settings.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    // Plain http is allowed only outside production (the test provider runs on loopback).
    const insecure = !deps.config.production && settings.issuer.startsWith('http://');
    pending = client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined);
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

export const callbackUrl = (deps: Deps, provider: SsoProvider) => `${deps.config.PUBLIC_URL}/api/v2/accounts/sso/${provider}/callback`;

interface FlowState {
  provider: SsoProvider;
  verifier: string;
  state: string;
  nonce: string;
  region: string;
  language: string;
  role: 'teacher' | 'parent' | 'school_leader';
  /** The page of this site to return to (the login page's ?next=), when one was asked for. */
  next?: string;
  /** A signed-in user's request for more of Google's scopes (an incremental grant), not a sign-in. */
  grant?: { userId: string; scopes: string[] };
  expires: number;
}

/** The login page, saying the provider's sign-in did not work (sso_error), with the page to return to. */
function failedSignInUrl(deps: Deps, provider: SsoProvider, locale: { region: string; language: string }, next: string | null | undefined) {
  return `${pageUrl(deps, locale.region, locale.language, ACCOUNT_PAGES.login)}?sso_error=${encodeURIComponent(provider)}` + (next ? `&next=${encodeURIComponent(next)}` : '');
}

/**
 * Starts the flow: where to send the browser, the provider's sign-in page; or, when the provider
 * cannot be reached (its metadata does not load), the login page saying so, as the callback does on
 * a failure: never a raw error in the browser.
 */
export async function startSignIn(
  deps: Deps,
  reply: FastifyReply,
  provider: SsoProvider,
  options: { region?: string; language?: string; role?: FlowState['role']; next?: string },
): Promise<CallbackResult> {
  const { region, language } = localeOf(options.region, options.language);
  let config: client.Configuration;
  try {
    config = await configurationFor(deps, provider);
  } catch (error) {
    return { ok: false, reason: `provider unreachable: ${(error as Error).message}`, redirect: failedSignInUrl(deps, provider, { region, language }, safeReturnPath(options.next)) };
  }
  const verifier = client.randomPKCECodeVerifier();
  const flow: FlowState = {
    provider,
    verifier,
    state: client.randomState(),
    nonce: client.randomNonce(),
    region,
    language,
    role: options.role ?? 'teacher',
    // Anything but a path of this site is dropped (the sign-in then ends on the Account page).
    next: safeReturnPath(options.next) ?? undefined,
    expires: deps.now().getTime() + SSO_FLOW_TTL_MS,
  };
  return { ok: true, redirect: await authorizationUrl(deps, reply, config, flow) };
}

/** Keeps the flow in its cookie and answers the provider's authorization URL for it. */
async function authorizationUrl(deps: Deps, reply: FastifyReply, config: client.Configuration, flow: FlowState, extra: Record<string, string> = {}) {
  reply.setCookie(SSO_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    path: '/api/v2/accounts/sso/',
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET, which Lax lets through.
    sameSite: 'lax',
    secure: deps.config.production,
    signed: true,
    maxAge: SSO_FLOW_TTL_MS / 1000,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(deps, flow.provider),
    scope: [SCOPE, ...(flow.grant?.scopes ?? [])].join(' '),
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    ...extra,
  });
  return url.href;
}

/** The cookie that keeps a Google access grant (sealed: the browser holds it but cannot read the token). */
const GOOGLE_GRANT_COOKIE = 'nb_google_grant';
const GRANT_PURPOSE = 'google-grant';
interface KeptGrant {
  userId: string;
  token: string;
  scopes: string[];
  expires: number;
}

/**
 * Asks Google for more scopes for a signed-in user who signed in with Google (an incremental
 * grant: include_granted_scopes, the account they use with us as the login hint). The callback
 * checks that Google's answer is for the same Google account, then keeps the access token, for
 * its lifetime, in a sealed HttpOnly cookie read by googleGrantOf: never in the database, and
 * the user's session is left as it was.
 */
export async function startGoogleGrant(
  deps: Deps,
  reply: FastifyReply,
  user: UserRow,
  options: { scopes: string[]; next: string; loginHint: string | null },
): Promise<CallbackResult> {
  const { region, language } = localeOf(user.regionCode, user.languageCode);
  const next = safeReturnPath(options.next) ?? undefined;
  let config: client.Configuration;
  try {
    config = await configurationFor(deps, 'google');
  } catch (error) {
    return { ok: false, reason: `provider unreachable: ${(error as Error).message}`, redirect: `${deps.config.PUBLIC_URL}${next ?? '/'}?google_grant=failed` };
  }
  const flow: FlowState = {
    provider: 'google',
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    region,
    language,
    role: 'teacher',
    next,
    grant: { userId: user.id, scopes: options.scopes },
    expires: deps.now().getTime() + SSO_FLOW_TTL_MS,
  };
  const extra: Record<string, string> = { include_granted_scopes: 'true', ...(options.loginHint ? { login_hint: options.loginHint } : {}) };
  return { ok: true, redirect: await authorizationUrl(deps, reply, config, flow, extra) };
}

/** The access token a user's Google grant keeps, when it is theirs, still valid and holds every one of these scopes. */
export function googleGrantOf(deps: Deps, request: FastifyRequest, userId: string, scopes: string[]): string | null {
  const raw = request.cookies[GOOGLE_GRANT_COOKIE];
  const opened = raw ? unseal(deps.config.SECRET_KEY, GRANT_PURPOSE, raw) : null;
  if (!opened) return null;
  const kept = JSON.parse(opened) as KeptGrant;
  if (kept.userId !== userId || kept.expires <= deps.now().getTime() || !scopes.every((s) => kept.scopes.includes(s))) return null;
  return kept.token;
}

/** Forgets a Google grant (Google refused its token). */
export function forgetGoogleGrant(deps: Deps, reply: FastifyReply) {
  reply.clearCookie(GOOGLE_GRANT_COOKIE, { path: '/api/v2/', httpOnly: true, sameSite: 'lax', secure: deps.config.production });
}

/** The end of an incremental grant: the token kept for the user it was asked for, if Google's account is theirs. */
async function finishGrant(deps: Deps, reply: FastifyReply, flow: FlowState & { grant: NonNullable<FlowState['grant']> }, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
  const back = `${deps.config.PUBLIC_URL}${flow.next ?? '/'}`;
  const failed = (reason: string): CallbackResult => ({ ok: false, reason, redirect: `${back}${back.includes('?') ? '&' : '?'}google_grant=failed` });
  const sub = tokens.claims()?.sub;
  const identity = sub ? await store.findIdentity(deps.database.db, 'google', sub) : undefined;
  if (!identity || identity.userId !== flow.grant.userId) return failed('the Google account is not the one the user signs in with');
  // Google answers the scopes it granted; a grant the person narrowed on its consent page is kept as it is
  const granted = (tokens.scope ?? flow.grant.scopes.join(' ')).split(/\s+/).filter(Boolean);
  const lifetime = Math.min((tokens.expires_in ?? 3600) * 1000, 3600 * 1000);
  const kept: KeptGrant = { userId: flow.grant.userId, token: tokens.access_token, scopes: granted, expires: deps.now().getTime() + lifetime };
  reply.setCookie(GOOGLE_GRANT_COOKIE, seal(deps.config.SECRET_KEY, GRANT_PURPOSE, JSON.stringify(kept)), {
    path: '/api/v2/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.production,
    maxAge: Math.floor(lifetime / 1000),
  });
  return { ok: true, redirect: back } as CallbackResult;
}

function readFlow(deps: Deps, request: FastifyRequest, provider: SsoProvider): FlowState | null {
  const raw = request.cookies[SSO_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as FlowState;
    if (flow.provider !== provider || flow.expires <= deps.now().getTime()) return null;
    return flow;
  } catch {
    return null;
  }
}

export type CallbackResult = { ok: true; redirect: string } | { ok: false; redirect: string; reason: string };

/**
 * Finishes the flow: checks state, nonce and PKCE through openid-client,
 * then finds the user by (provider, subject), or links the account with the
 * same verified email, or creates one; starts a session.
 */
export async function finishSignIn(deps: Deps, request: FastifyRequest, reply: FastifyReply, provider: SsoProvider): Promise<CallbackResult> {
  const flow = readFlow(deps, request, provider);
  reply.clearCookie(SSO_COOKIE, { path: '/api/v2/accounts/sso/' });
  const fallback = localeOf(flow?.region, flow?.language);
  // Checked again on the way out, though the cookie is signed: the rule lives in one place and costs nothing.
  const next = safeReturnPath(flow?.next);
  const failed = (reason: string): CallbackResult => ({ ok: false, reason, redirect: failedSignInUrl(deps, provider, fallback, next) });
  if (!flow) return failed('missing or expired flow cookie');
  let config: client.Configuration;
  try {
    config = await configurationFor(deps, provider);
  } catch (error) {
    return failed(`provider unreachable: ${(error as Error).message}`);
  }
  let claims: (client.IDToken & client.UserInfoResponse) | undefined;
  try {
    const currentUrl = new URL(request.url, deps.config.PUBLIC_URL);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    if (flow.grant) return await finishGrant(deps, reply, { ...flow, grant: flow.grant }, tokens);
    const idClaims = tokens.claims();
    claims = idClaims as typeof claims;
    // Some providers put email and name only in the UserInfo response, not the ID token.
    if (idClaims && typeof idClaims.email !== 'string') {
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified } as typeof claims;
    }
  } catch (error) {
    request.log.warn({ err: error, provider }, 'OpenID Connect callback refused');
    return failed('token exchange failed');
  }
  if (!claims?.sub) return failed('no subject');
  const email = typeof claims.email === 'string' ? prepareEmail(claims.email) : null;
  const emailVerified = claims.email_verified === true;
  const db = deps.database.db;
  const now = deps.now();

  const user = await db.transaction(async (tx): Promise<UserRow | null> => {
    const identity = await store.findIdentity(tx, provider, claims.sub);
    if (identity) return (await store.findUserById(tx, identity.userId)) ?? null;
    if (!email || !emailVerified) return null;
    let row = await store.findUserByEmail(tx, email);
    if (!row) {
      const given = typeof claims.given_name === 'string' ? claims.given_name : typeof claims.name === 'string' ? claims.name.split(' ')[0] : '';
      const family = typeof claims.family_name === 'string' ? claims.family_name : '';
      row = await store.insertUser(tx, {
        email,
        emailVerifiedAt: now,
        passwordHash: null,
        firstName: (given || email.split('@')[0] || 'Teacher').slice(0, 50),
        lastName: family.slice(0, 50),
        role: flow.role,
        regionCode: flow.region,
        languageCode: flow.language,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) return null;
    } else if (row.closedAt) {
      // A closed account keeps its address until it is purged; it is not linked nor signed in.
      return row;
    } else if (!row.emailVerifiedAt) {
      // The provider vouches for the address: the account's email is now verified too.
      row = (await store.updateUser(tx, row.id, { emailVerifiedAt: now, updatedAt: now })) ?? row;
    }
    await store.insertIdentity(tx, { provider, subject: claims.sub, userId: row.id, email, createdAt: now });
    return row;
  });
  if (!user) return failed(email ? 'email not verified by the provider' : 'no email');
  if (user.closedAt) {
    const closedPage = pageUrl(deps, fallback.region, fallback.language, ACCOUNT_CLOSED_PAGE);
    return { ok: false, reason: 'account closed', redirect: `${closedPage}?delete_by=${deletionDeadline(user.closedAt).toISOString().slice(0, 10)}` };
  }
  await startSession(deps, request, reply, user.id);
  // a child with no page to return to lands on their own home
  const home = user.role === 'student' ? CHILD_HOME_PAGE : ACCOUNT_PAGES.account;
  return { ok: true, redirect: next ? `${deps.config.PUBLIC_URL}${next}` : pageUrl(deps, flow.region, flow.language, home) };
}

export const providerList = (deps: Deps) =>
  configuredProviders(deps).map((id) => ({ id, name: SSO_PROVIDER_NAMES[id], start_url: `/api/v2/accounts/sso/${id}/start` }));

/** The email of the Google account a user signs in with ('' when Google gave none), or null when they do not sign in with Google. */
export async function googleLoginHint(deps: Deps, user: UserRow): Promise<string | null> {
  const rows = await store.identitiesOfUser(deps.database.db, user.id);
  const google = rows.find((r) => r.provider === 'google');
  return google ? (google.email ?? '') : null;
}
