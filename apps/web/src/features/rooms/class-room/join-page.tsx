import { useEffect, useState, type FormEvent } from 'react';
import {
  GAME_MESSAGES,
  JOIN_CHECK_LENGTH,
  joinCheckProblem,
  NICKNAME_MAX,
  nicknameProblem,
  normaliseRoomCode,
  ROOM_CODE_LENGTH,
  roomCodeProblem,
} from '@numbloom/domain/games';
import type { RosterView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import { joinRoom, playRoomPath, problemOf, requestSeat, rosterOf, type JoinField, type RoomProblem } from '../shared/api.ts';
import { CODE_FIELD, KidField } from '../shared/fields.tsx';
import { joinFieldText } from '../shared/join-texts.ts';
import { knockKey } from './knock.ts';
import { RoomProblemNotice, roomProblemText, SystemCheckHelp } from '../shared/room-notice.tsx';
import '../rooms.css';

type RoomLevel = Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }>;

const FIELD_IDS: Record<JoinField, string> = { code: 'room-code', nickname: 'room-nickname', check: 'room-check', student_id: 'room-roster' };

/**
 * /join/: a child types the activity code (and the number on the teacher's
 * screen when the room asks for it) and a nickname, or picks their name from
 * the class list, and is in the room. A child whose name is taken because it
 * is them on another device asks the teacher to let them back in. The page is
 * part of the child's own small bundle (decision 042): no router, no zod, no
 * i18next, no maths engine.
 */
export function JoinPage() {
  const { t } = useTexts('rooms');
  const search = new URLSearchParams(location.search);
  const [code, setCode] = useState(() => search.get('code') ?? '');
  const [check, setCheck] = useState('');
  const [askCheck, setAskCheck] = useState(() => search.has('check'));
  const [nickname, setNickname] = useState('');
  const [roster, setRoster] = useState<RosterView | null>(null);
  const [studentId, setStudentId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const [roomLevel, setRoomLevel] = useState<RoomLevel | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [mayAskBack, setMayAskBack] = useState(false);
  const [busy, setBusy] = useState(false);
  // The field to take focus once drawn (the join check and the class list appear only when the room asks for them).
  const [focusOn, setFocusOn] = useState<{ field: JoinField } | null>(null);
  useEffect(() => {
    if (focusOn) document.getElementById(FIELD_IDS[focusOn.field])?.focus();
  }, [focusOn]);
  const focus = (field: JoinField) => setFocusOn({ field });
  // the play page's chunk, fetched while the child types, so joining moves on at once
  useEffect(() => void import('./play-room-page.tsx').catch(() => undefined), []);
  const local = (message: string | undefined) => joinFieldText(t, message);
  const room = normaliseRoomCode(code);
  const entry = () => (roster ? { check, student_id: studentId } : { check, nickname: nickname.trim() === '' ? undefined : nickname });

  function refused(problem: RoomProblem) {
    if (problem.kind === 'not-found' || problem.kind === 'full' || problem.kind === 'ended') return setRoomLevel(problem);
    if (problem.kind !== 'field') return setFormError(roomProblemText(t, problem));
    if (problem.field === 'check') setAskCheck(true);
    if (problem.field === 'student_id' && problem.message === GAME_MESSAGES.pickYourName && !roster) {
      // a class list room: the child picks their own name
      void rosterOf(room, check || undefined).then(setRoster, (err: unknown) => setFormError(roomProblemText(t, problemOf(err))));
      return focus('student_id');
    }
    setMayAskBack(problem.message === GAME_MESSAGES.nicknameTaken || problem.message === GAME_MESSAGES.nameTaken);
    setErrors({ [problem.field]: local(problem.message) ?? problem.message });
    focus(problem.field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const codeProblem = local(roomCodeProblem(code));
    // With a good code and no nickname the room decides: a class list room shows the names to pick
    // from, a generated-names room gives one, and a free-names room asks for a nickname.
    const askRoom = !codeProblem && nickname.trim() === '';
    const found: Partial<Record<JoinField, string>> = {
      code: codeProblem,
      ...(askCheck ? { check: local(joinCheckProblem(check)) } : {}),
      ...(roster ? { student_id: studentId ? undefined : t('join.pickYourName') } : { nickname: askRoom ? undefined : local(nicknameProblem(nickname)) }),
    };
    setErrors(found);
    setFormError(null);
    setRoomLevel(null);
    setMayAskBack(false);
    const first = (['code', 'check', 'nickname', 'student_id'] as const).find((f) => found[f]);
    if (first) return focus(first);
    setBusy(true);
    try {
      const joined = await joinRoom(room, entry());
      goTo(playRoomPath(joined.code));
    } catch (err) {
      refused(problemOf(err));
    } finally {
      setBusy(false);
    }
  }

  async function askBack() {
    setBusy(true);
    try {
      await requestSeat(room, entry());
      sessionStorage.setItem(knockKey(room), '1');
      goTo(playRoomPath(room));
    } catch (err) {
      refused(problemOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container rooms join-page">
      <h1>{t('join.title')}</h1>
      <p className="lead">{t('join.lead')}</p>
      {roomLevel ? <RoomProblemNotice problem={roomLevel} /> : null}
      {formError ? (
        <p role="alert" className="room-problem-text">
          {formError}
        </p>
      ) : null}
      <form className="join-form" onSubmit={onSubmit} noValidate>
        <KidField
          id="room-code"
          label={t('join.code')}
          hint={t('join.codeHint', { count: ROOM_CODE_LENGTH })}
          {...CODE_FIELD}
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value);
            setRoomLevel(null); // the child is putting it right: no countdown sends them home meanwhile
          }}
        />
        {askCheck ? (
          <KidField
            id="room-check"
            label={t('join.check')}
            hint={t('join.checkHint', { count: JOIN_CHECK_LENGTH })}
            autoComplete="off"
            inputMode="numeric"
            className="room-code-input"
            maxLength={JOIN_CHECK_LENGTH + 4}
            value={check}
            error={errors.check}
            onChange={(e) => setCheck(e.target.value)}
          />
        ) : null}
        {roster ? (
          <fieldset className="roster-pick" aria-describedby={errors.student_id ? 'room-roster-error' : undefined}>
            <legend className="field-label">{t('join.rosterTitle', { name: roster.class_name })}</legend>
            <div className="roster-names">
              {roster.students.map((s, i) => (
                <label key={s.id} className={s.taken ? 'roster-name taken' : 'roster-name'}>
                  <input
                    type="radio"
                    name="student"
                    id={i === 0 ? 'room-roster' : undefined}
                    value={s.id}
                    checked={studentId === s.id}
                    onChange={() => setStudentId(s.id)}
                  />{' '}
                  {s.name}
                  {s.taken ? <span className="hint"> ({t('join.rosterTaken')})</span> : null}
                </label>
              ))}
            </div>
            {errors.student_id ? (
              <p id="room-roster-error" role="alert" className="field-error">
                {errors.student_id}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <KidField
            id="room-nickname"
            label={t('join.nickname')}
            hint={t('join.nicknameHint', { count: NICKNAME_MAX })}
            autoComplete="off"
            maxLength={NICKNAME_MAX + 10}
            value={nickname}
            error={errors.nickname}
            onChange={(e) => {
            setNickname(e.target.value);
            setRoomLevel(null);
          }}
          />
        )}
        <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
          {busy ? t('join.joining') : t('join.submit')}
        </button>
        {mayAskBack ? (
          <div className="ask-back">
            <p>{t('join.askBackText')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void askBack()} disabled={busy}>
              {t('join.askBack')}
            </button>
          </div>
        ) : null}
      </form>
      <SystemCheckHelp />
      <p className="hint">{t('join.privacy')}</p>
    </div>
  );
}
