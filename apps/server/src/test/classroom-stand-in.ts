import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A stand-in for Google Classroom's REST API (v1), served beside the test OpenID provider
 * (oidc-provider.ts) that issues its access tokens: courses.list and courses.students.list with
 * the request and response shapes Google documents (teacherId=me, courseStates, pageSize and
 * pageToken; `courses[]`, `students[].userId`, `students[].profile.name.fullName`,
 * `profile.emailAddress` only with the profile.emails scope, `nextPageToken`; errors as
 * `{ error: { code, message, status } }`). A page holds at most two items, so every client
 * pages. A test gives a teacher their courses with POST /test/classroom (JSON: teacher_email,
 * courses: [{ id, name, section?, students: [{ email, name }] }]); a student's userId is the
 * subject the provider's sign-in gives their email, as Google's are one id.
 */
export const CLASSROOM_RESOURCE = 'https://classroom.googleapis.com';
export const CLASSROOM_SCOPE = {
  courses: 'https://www.googleapis.com/auth/classroom.courses.readonly',
  rosters: 'https://www.googleapis.com/auth/classroom.rosters.readonly',
  emails: 'https://www.googleapis.com/auth/classroom.profile.emails',
} as const;

interface StandInCourse {
  id: string;
  name: string;
  section?: string;
  students: Array<{ email: string; name: string }>;
}

/** What the provider knows of an access token it issued. */
interface IssuedToken {
  accountId: string;
  scopes: string[];
}

const PAGE = 2;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const googleError = (res: ServerResponse, code: number, status: string, message: string) => send(res, code, { error: { code, message, status } });

/** Items of one page and the token of the next, as Google pages (the token is opaque to clients). */
function paged<T>(items: T[], url: URL): { page: T[]; nextPageToken?: string } {
  const size = Math.min(Number(url.searchParams.get('pageSize')) || PAGE, PAGE);
  const from = Number(Buffer.from(url.searchParams.get('pageToken') ?? '', 'base64url').toString() || 0);
  const page = items.slice(from, from + size);
  return from + size < items.length ? { page, nextPageToken: Buffer.from(String(from + size)).toString('base64url') } : { page };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

export function classroomStandIn(subjectFor: (email: string) => string, findToken: (token: string) => Promise<IssuedToken | undefined>) {
  /** courses by their teacher's subject */
  const courses = new Map<string, StandInCourse[]>();

  /** Answers the request when it is Classroom's (or the test's set-up); false when it is the provider's. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === '/test/classroom' && req.method === 'POST') {
      const body = (await readJson(req)) as { teacher_email: string; courses: StandInCourse[] };
      courses.set(subjectFor(body.teacher_email), body.courses);
      send(res, 200, { ok: true });
      return true;
    }
    const list = /^\/v1\/courses$/.exec(url.pathname);
    const roster = /^\/v1\/courses\/([^/]+)\/students$/.exec(url.pathname);
    if (!list && !roster) return false;
    if (req.method !== 'GET') return googleError(res, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed.'), true;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const token = bearer ? await findToken(bearer) : undefined;
    if (!token) return googleError(res, 401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'), true;
    const mine = courses.get(token.accountId) ?? [];
    if (list) {
      if (!token.scopes.includes(CLASSROOM_SCOPE.courses)) return googleError(res, 403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.'), true;
      if (url.searchParams.get('teacherId') !== 'me') return googleError(res, 400, 'INVALID_ARGUMENT', 'The stand-in answers teacherId=me only.'), true;
      const states = url.searchParams.getAll('courseStates');
      const shown = states.length === 0 || states.includes('ACTIVE') ? mine : [];
      const { page, nextPageToken } = paged(shown, url);
      send(res, 200, {
        courses: page.map((c) => ({
          id: c.id,
          name: c.name,
          ...(c.section ? { section: c.section } : {}),
          ownerId: token.accountId,
          courseState: 'ACTIVE',
          enrollmentCode: c.id.slice(0, 6),
          alternateLink: `https://classroom.google.com/c/${c.id}`,
          guardiansEnabled: false,
        })),
        ...(nextPageToken ? { nextPageToken } : {}),
      });
      return true;
    }
    if (!token.scopes.includes(CLASSROOM_SCOPE.rosters)) return googleError(res, 403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.'), true;
    const course = mine.find((c) => c.id === decodeURIComponent(roster![1]!));
    if (!course) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.'), true;
    const { page, nextPageToken } = paged(course.students, url);
    const emails = token.scopes.includes(CLASSROOM_SCOPE.emails);
    send(res, 200, {
      students: page.map((s) => {
        const userId = subjectFor(s.email);
        const [givenName = '', ...family] = s.name.split(' ');
        return {
          courseId: course.id,
          userId,
          profile: { id: userId, name: { givenName, familyName: family.join(' '), fullName: s.name }, ...(emails ? { emailAddress: s.email } : {}) },
        };
      }),
      ...(nextPageToken ? { nextPageToken } : {}),
    });
    return true;
  };
}
