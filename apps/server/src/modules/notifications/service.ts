/**
 * Notifications (decision 078): mail the product sends on its own, found by a periodic sweep.
 * Teachers hear when a challenge one of their classes is registered for opens, ends and has its
 * certificates ready (the stages follow from the challenge's dates and the clock, read through the
 * challenges service); parents who chose it get a weekly summary of each child (their family's
 * children and those a school linked to them), read through progress's service. Each mail is
 * claimed in the sent log before it goes, so two processes sweeping at once send it once; each is
 * in its reader's language and carries a link that turns its kind off without signing in.
 */
import type { NotificationPreferences, NotificationTopic } from '@numbloom/domain/notifications';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PATHS, UNSUBSCRIBE_PAGE } from '@numbloom/domain/notifications';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { isTopicKey } from '@numbloom/maths/generate';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { familyOf, findUserById, pageUrl, rosterNames, usersByIds, type UserRow } from '../accounts/service.ts';
import { classRegistrationsOf, finalizeIfOver, listChallenges, stageOf, type ChallengeRow } from '../challenges/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { sendMail, type MailLog, type OutgoingMail } from '../mail/service.ts';
import { finishedRuns, masteryOfUsers } from '../progress/service.ts';
import { linkedChildrenOf } from '../school-members/service.ts';
import { challengeNewsMail, textsFor, weeklySummaryMail, type ChallengeNews, type ChildWeek, type Reader, type UnsubscribeLinks } from './mails.ts';
import * as store from './store.ts';
import { readUnsubscribeToken, unsubscribeToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A challenge's end and certificates are told of within this long of its end; a sweep that comes later (a server down for a week) stays quiet. */
export const CHALLENGE_NEWS_DAYS = 7;

// ── preferences ─────────────────────────────────────────────────────────────

const presentPreferences = (row: Pick<store.PreferenceRow, 'challengeUpdates' | 'weeklySummary'> | undefined): NotificationPreferences => ({
  challenge_updates: row?.challengeUpdates ?? true,
  weekly_summary: row?.weeklySummary ?? false,
});

export async function preferencesFor(db: Db, userId: string): Promise<NotificationPreferences> {
  return presentPreferences((await store.preferencesOf(db, [userId])).get(userId));
}

export async function changePreferences(deps: Deps, userId: string, change: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const row = await store.savePreferences(
    deps.database.db,
    userId,
    {
      ...(change.challenge_updates !== undefined && { challengeUpdates: change.challenge_updates }),
      ...(change.weekly_summary !== undefined && { weeklySummary: change.weekly_summary }),
    },
    deps.now(),
  );
  return presentPreferences(row);
}

/** Turns off the kind of mail an unsubscribe link names, for the account it was sent to; a 400 for a link this server did not make. */
export async function unsubscribe(deps: Deps, token: string): Promise<NotificationTopic> {
  const read = readUnsubscribeToken(deps.config.SECRET_KEY, token);
  const user = read && (await findUserById(deps, read.userId));
  if (!read || !user) throw badRequest(NOTIFICATION_MESSAGES.invalidToken, { token: NOTIFICATION_MESSAGES.invalidToken });
  await store.savePreferences(deps.database.db, user.id, read.topic === 'challenge-updates' ? { challengeUpdates: false } : { weeklySummary: false }, deps.now());
  return read.topic;
}

// ── sending once ────────────────────────────────────────────────────────────

const readerOf = (u: UserRow): Reader | undefined => (u.email && !u.closedAt ? { email: u.email, firstName: u.firstName, regionCode: u.regionCode, languageCode: u.languageCode } : undefined);

const linkFor = (deps: Deps, reader: Reader, page: string) => pageUrl(deps, reader.regionCode, reader.languageCode, page);

/**
 * A mail's ways to stop it, with one sealed token: the page on the reader's own site, the one-click
 * address on that site's host, and a mail to support (read by a person: nothing reads mail for us).
 */
function unsubscribeLinks(deps: Deps, userId: string, reader: Reader, topic: NotificationTopic): UnsubscribeLinks {
  const token = unsubscribeToken(deps.config.SECRET_KEY, userId, topic);
  const page = `${linkFor(deps, reader, UNSUBSCRIBE_PAGE)}?token=${token}`;
  return {
    page,
    oneClick: `${new URL(page).origin}${NOTIFICATION_PATHS.oneClick}?token=${token}`,
    mailto: `mailto:${deps.config.STAFF_EMAIL}?subject=${encodeURIComponent(`Unsubscribe ${topic}`)}`,
  };
}

/**
 * Claims a mail in the sent log and sends it; true when this call sent it. A claim another process
 * (or an earlier sweep) holds means it is someone else's to send. A failed send gives the claim back
 * for the next sweep, and is logged by its kind only: no address, no name.
 */
async function sendOnce(deps: Deps, key: store.SendKey, mail: OutgoingMail, log: MailLog): Promise<boolean> {
  const db = deps.database.db;
  if (!(await store.claim(db, key, deps.now()))) return false;
  try {
    await sendMail(deps, mail);
    return true;
  } catch (err) {
    await store.release(db, key);
    log.warn({ kind: key.kind, code: (err as { code?: unknown }).code }, 'notification not sent');
    return false;
  }
}

// ── challenge news for teachers ─────────────────────────────────────────────

const nameIn = (c: ChallengeRow, language: string) => c.names[language] ?? c.names.en ?? Object.values(c.names)[0] ?? '';

/** When a challenge's contest stopped: its end, or staff closing it earlier. */
const endOf = (c: ChallengeRow) => (c.closedAt && c.closedAt < c.contestEndsAt ? c.closedAt : c.contestEndsAt);

/** What is due about a challenge now: its start while the contest is on; its end and certificates for a week after. */
async function dueNews(deps: Deps, c: ChallengeRow, now: Date): Promise<{ challenge: ChallengeRow; news: ChallengeNews[] }> {
  const stage = stageOf(c, now);
  if (stage === 'contest') return { challenge: c, news: ['open'] };
  const ended = endOf(c);
  // closed before it ever began: nobody played, nothing to tell
  if (stage !== 'over' || ended <= c.contestStartsAt || now.getTime() - ended.getTime() > CHALLENGE_NEWS_DAYS * DAY) return { challenge: c, news: [] };
  // the standings and certificates are fixed on first read after the end; the sweep may be that read
  const final = await finalizeIfOver(deps, c);
  return { challenge: final, news: final.finalizedAt ? ['ended', 'certificates'] : ['ended'] };
}

async function sweepChallenges(deps: Deps, log: MailLog, only?: ReadonlySet<string>): Promise<number> {
  const db = deps.database.db;
  const now = deps.now();
  let sent = 0;
  for (const row of await listChallenges(db)) {
    const { challenge: c, news } = await dueNews(deps, row, now);
    if (news.length === 0) continue;
    const byTeacher = new Map<string, { classes: string[]; certificates: number }>();
    for (const r of await classRegistrationsOf(db, c.id)) {
      if (only && !only.has(r.registeredBy)) continue;
      const mine = byTeacher.get(r.registeredBy) ?? { classes: [], certificates: 0 };
      mine.classes.push(r.className);
      mine.certificates += r.certificates;
      byTeacher.set(r.registeredBy, mine);
    }
    if (byTeacher.size === 0) continue;
    const ids = [...byTeacher.keys()];
    const [users, prefs] = await Promise.all([usersByIds(db, ids), store.preferencesOf(db, ids)]);
    for (const user of users) {
      const reader = readerOf(user);
      if (!reader || !presentPreferences(prefs.get(user.id)).challenge_updates) continue;
      const mine = byTeacher.get(user.id)!;
      const { language, locale } = textsFor(reader);
      const when = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: c.timeZone }).format(news[0] === 'open' ? c.contestEndsAt : endOf(c));
      for (const kind of news) {
        if (kind === 'certificates' && mine.certificates === 0) continue;
        const mail = challengeNewsMail({
          reader,
          news: kind,
          challenge: nameIn(c, language),
          when,
          classes: mine.classes.sort((a, b) => a.localeCompare(b, locale)),
          certificates: mine.certificates,
          link: linkFor(deps, reader, kind === 'certificates' ? CHALLENGE_PAGES.certificates(c.id) : CHALLENGE_PAGES.challenge(c.id)),
          unsubscribe: unsubscribeLinks(deps, user.id, reader, 'challenge-updates'),
        });
        if (await sendOnce(deps, { kind: `challenge-${kind}`, recipientId: user.id, subjectId: c.id, period: '' }, mail, log)) sent++;
      }
    }
  }
  return sent;
}

// ── the weekly summary for parents ──────────────────────────────────────────

/** The week a summary tells of: the last whole week, Monday to Monday in UTC, named by its ISO week (2026-W49). */
export function lastWeek(now: Date): { from: Date; to: Date; period: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const to = new Date(today - sinceMonday * DAY);
  const from = new Date(to.getTime() - 7 * DAY);
  // the ISO week's year is the year of its Thursday
  const thursday = new Date(from.getTime() + 3 * DAY);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / DAY / 7) + 1;
  return { from, to, period: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}` };
}

/** A parent's children: their family's, and those schools linked to them, with the names their classes give them. */
async function childrenOf(deps: Deps, parentId: string): Promise<Array<{ id: string; name: string }>> {
  const [{ children }, linked] = await Promise.all([familyOf(deps, parentId), linkedChildrenOf(deps.database.db, parentId)]);
  const names = new Map(children.map((c) => [c.userId, c.displayName]));
  const others = linked.filter((id) => !names.has(id));
  for (const [id, name] of await rosterNames(deps.database.db, others)) names.set(id, name);
  return [...names].map(([id, name]) => ({ id, name }));
}

async function weekOf(deps: Deps, child: { id: string; name: string }, week: { from: Date; to: Date }, language: string): Promise<ChildWeek> {
  const [runs, mastery] = await Promise.all([finishedRuns(deps, { userIds: [child.id], from: week.from, to: week.to }), masteryOfUsers(deps.database.db, [child.id])]);
  const topics = loadCatalogue(language).topics;
  const practised = (mastery.get(child.id) ?? []).filter((s) => {
    const at = Date.parse(s.updated_at);
    return at >= week.from.getTime() && at < week.to.getTime();
  });
  const names = (band: string) => [...new Set(practised.filter((s) => s.band === band).map((s) => (isTopicKey(s.topic) && topics.get(s.topic)?.name) || s.topic))];
  return {
    name: child.name,
    runs: runs.length,
    stars: runs.reduce((sum, r) => sum + (r.stars ?? 0), 0),
    mastered: names('mastered'),
    needsHelp: names('needs-practice'),
  };
}

async function sweepWeekly(deps: Deps, log: MailLog, only?: ReadonlySet<string>): Promise<number> {
  const db = deps.database.db;
  const week = lastWeek(deps.now());
  const ids = (await store.weeklySubscribers(db)).map((r) => r.userId).filter((id) => !only || only.has(id));
  let sent = 0;
  for (const user of await usersByIds(db, ids)) {
    const reader = readerOf(user);
    if (!reader || user.role !== 'parent') continue;
    const children = await childrenOf(deps, user.id);
    if (children.length === 0) continue;
    const { language, locale } = textsFor(reader);
    const label = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(week.from, new Date(week.to.getTime() - DAY));
    const mail = weeklySummaryMail({
      reader,
      week: label,
      children: await Promise.all(children.map((c) => weekOf(deps, c, week, language))),
      link: linkFor(deps, reader, ACCOUNT_PAGES.children),
      unsubscribe: unsubscribeLinks(deps, user.id, reader, 'weekly-summary'),
    });
    if (await sendOnce(deps, { kind: 'weekly-summary', recipientId: user.id, subjectId: '', period: week.period }, mail, log)) sent++;
  }
  return sent;
}

/**
 * One sweep: every mail now due, each sent once; answers how many this process sent. `only` keeps
 * it to some recipients (the browser journeys' test route, so journeys beside it get nothing).
 */
export async function sweepNotifications(deps: Deps, log: MailLog, only?: string[]): Promise<{ challenge_news: number; weekly_summaries: number }> {
  const some = only && new Set(only);
  return { challenge_news: await sweepChallenges(deps, log, some), weekly_summaries: await sweepWeekly(deps, log, some) };
}
