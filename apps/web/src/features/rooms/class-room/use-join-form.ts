import { useEffect, useState, type FormEvent } from 'react';
import { JOIN_MESSAGES, joinCheckProblem, nicknameProblem, normaliseRoomCode, roomCodeProblem } from '@numbloom/domain/games';
import type { RosterView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import { joinRoom, playRoomPath, problemOf, requestSeat, rosterOf, type JoinField, type RoomProblem } from '../shared/api.ts';
import { joinFieldText } from '../shared/join-texts.ts';
import { knockKey } from './knock.ts';
import { roomProblemText } from '../shared/room-notice.tsx';

type RoomLevel = Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }>;

const FIELD_IDS: Record<JoinField, string> = { code: 'room-code', nickname: 'room-nickname', check: 'room-check', student_id: 'room-roster' };

/**
 * The join form's state and what its buttons do: the fields and their messages (checked here with the
 * server's own rules, then by the server), the room-level notices, the class list a roster room asks
 * for, the field to focus, and asking the teacher for a seat back.
 */
export function useJoinForm() {
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
    if (problem.field === 'student_id' && problem.message === JOIN_MESSAGES.pickYourName && !roster) {
      // a class list room: the child picks their own name
      void rosterOf(room, check || undefined).then(setRoster, (err: unknown) => setFormError(roomProblemText(t, problemOf(err))));
      return focus('student_id');
    }
    setMayAskBack(problem.message === JOIN_MESSAGES.nicknameTaken || problem.message === JOIN_MESSAGES.nameTaken);
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

  return { code, setCode, check, setCheck, askCheck, nickname, setNickname, roster, studentId, setStudentId, errors, roomLevel, setRoomLevel, formError, mayAskBack, busy, onSubmit, askBack };
}
