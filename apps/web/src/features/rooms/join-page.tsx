import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, nicknameProblem, normaliseRoomCode, roomCodeProblem, ROOM_CODE_LENGTH, ROOM_MESSAGES } from '@numbloom/domain/rooms';
import { Button } from '../../ui/button.tsx';
import { TextInput } from '../../ui/field.tsx';
import { joinRoom, playRoomPath, RoomCallError, type RoomProblem } from './api.ts';
import { RoomProblemNotice, useRoomProblemText } from './room-notice.tsx';
import './rooms.css';

type RoomLevel = Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }>;

/** The plain rules' English texts (shared with the server) → this page's keys, so a child reads them in the page language. */
const FIELD_KEYS: Record<string, string> = {
  [ROOM_MESSAGES.codeRequired]: 'join.codeRequired',
  [ROOM_MESSAGES.codeInvalid]: 'join.codeInvalid',
  [ROOM_MESSAGES.nicknameRequired]: 'join.nicknameRequired',
  [ROOM_MESSAGES.nicknameTooLong]: 'join.nicknameTooLong',
  [ROOM_MESSAGES.nicknameRefused]: 'join.nicknameRefused',
  [ROOM_MESSAGES.nicknameTaken]: 'join.nicknameTaken',
};

/**
 * /join/: a child types the activity code and a nickname and is in the room.
 * No login, nothing kept after the room ends. The page is its own small
 * chunk (no zod, no maths engine): it must open in seconds on an old
 * Chromebook behind a school proxy.
 */
export function JoinPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [code, setCode] = useState(() => search.get('code') ?? '');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<{ code?: string; nickname?: string }>({});
  const [roomProblem, setRoomProblem] = useState<RoomLevel | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const local = (message: string | undefined) => (message ? t(FIELD_KEYS[message] ?? 'errors.other', { max: NICKNAME_MAX, length: ROOM_CODE_LENGTH }) : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = { code: local(roomCodeProblem(code)), nickname: local(nicknameProblem(nickname)) };
    setErrors(found);
    setFormError(null);
    if (found.code || found.nickname) {
      document.getElementById(found.code ? 'room-code' : 'room-nickname')?.focus();
      return;
    }
    setBusy(true);
    try {
      const room = await joinRoom(normaliseRoomCode(code), nickname);
      await navigate(playRoomPath(room.code));
    } catch (err) {
      const problem = err instanceof RoomCallError ? err.problem : ({ kind: 'other', message: null } as const);
      if (problem.kind === 'not-found' || problem.kind === 'full' || problem.kind === 'ended') setRoomProblem(problem);
      else if (problem.kind === 'field') {
        setErrors({ [problem.field]: local(problem.message) ?? problem.message });
        document.getElementById(problem.field === 'code' ? 'room-code' : 'room-nickname')?.focus();
      } else setFormError(problemText(problem));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container rooms join-page">
      <h1>{t('join.title')}</h1>
      <p className="lead">{t('join.lead')}</p>
      {roomProblem ? <RoomProblemNotice problem={roomProblem} /> : null}
      {formError ? (
        <p role="alert" className="room-problem-text">
          {formError}
        </p>
      ) : null}
      <form className="join-form" onSubmit={onSubmit} noValidate>
        <TextInput
          id="room-code"
          label={t('join.code')}
          hint={t('join.codeHint')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="room-code-input"
          maxLength={ROOM_CODE_LENGTH + 4}
          value={code}
          error={errors.code}
          onChange={(e) => setCode(e.target.value)}
        />
        <TextInput
          id="room-nickname"
          label={t('join.nickname')}
          hint={t('join.nicknameHint', { max: NICKNAME_MAX })}
          required
          autoComplete="off"
          maxLength={NICKNAME_MAX + 10}
          value={nickname}
          error={errors.nickname}
          onChange={(e) => setNickname(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('join.joining') : t('join.submit')}
        </Button>
      </form>
      <p className="hint">{t('join.privacy')}</p>
    </div>
  );
}
