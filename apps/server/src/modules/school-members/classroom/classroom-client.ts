import { CLASSROOM_MESSAGES } from '@numbloom/domain/classroom';
import { HttpError } from '../../../lib/http-error.ts';

/**
 * The two reads of Google Classroom's REST API an import needs (v1): a teacher's active courses
 * (courses.list with teacherId=me) and a course's students (courses.students.list), each paged
 * with pageToken until Google gives no nextPageToken. Only the fields we keep are read.
 */

interface ClassroomCourse {
  id: string;
  name: string;
  section: string | null;
}

export interface ClassroomStudent {
  /** Google's id of the person: the same as the subject Google's sign-in gives them */
  userId: string;
  fullName: string;
  email: string | null;
}

/** Google answered 401 or 403: the token is no longer good or lacks a scope (the teacher allows again). */
export class ClassroomRefused extends HttpError {
  constructor() {
    super(403, CLASSROOM_MESSAGES.googleRefused);
  }
}

/** Most pages read of one list: 100 a page (Google's own most) makes 10,000 courses or students. */
const MAX_PAGES = 100;
const TIMEOUT_MS = 15_000;

async function pagesOf<T>(base: string, path: string, query: Record<string, string>, token: string, key: string): Promise<T[]> {
  const out: T[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries({ ...query, pageSize: '100', ...(pageToken ? { pageToken } : {}) })) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new HttpError(502, CLASSROOM_MESSAGES.googleUnreachable);
    }
    if (res.status === 401 || res.status === 403 || res.status === 404) throw new ClassroomRefused();
    if (!res.ok) throw new HttpError(502, CLASSROOM_MESSAGES.googleUnreachable);
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const items = body[key];
    if (Array.isArray(items)) out.push(...(items as T[]));
    pageToken = typeof body.nextPageToken === 'string' && body.nextPageToken ? body.nextPageToken : undefined;
    if (!pageToken) return out;
  }
  return out;
}

interface CourseResource {
  id?: string;
  name?: string;
  section?: string;
}
interface StudentResource {
  userId?: string;
  profile?: { id?: string; name?: { givenName?: string; familyName?: string; fullName?: string }; emailAddress?: string };
}

/** The teacher's active courses (GET /v1/courses?teacherId=me&courseStates=ACTIVE). */
export async function listCourses(base: string, token: string): Promise<ClassroomCourse[]> {
  const rows = await pagesOf<CourseResource>(base, '/v1/courses', { teacherId: 'me', courseStates: 'ACTIVE' }, token, 'courses');
  return rows.flatMap((c) => (c.id ? [{ id: c.id, name: c.name ?? c.id, section: c.section || null }] : []));
}

/** One course's students (GET /v1/courses/{courseId}/students). */
export async function listStudents(base: string, token: string, courseId: string): Promise<ClassroomStudent[]> {
  const rows = await pagesOf<StudentResource>(base, `/v1/courses/${encodeURIComponent(courseId)}/students`, {}, token, 'students');
  return rows.flatMap((s) => {
    const userId = s.userId ?? s.profile?.id;
    if (!userId) return [];
    const name = s.profile?.name;
    const fullName = (name?.fullName || [name?.givenName, name?.familyName].filter(Boolean).join(' ')).trim();
    return [{ userId, fullName, email: s.profile?.emailAddress ?? null }];
  });
}
