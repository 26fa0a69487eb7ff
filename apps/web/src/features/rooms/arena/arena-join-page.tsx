import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NICKNAME_MAX, nicknameProblem, normaliseRoomCode, roomCodeProblem } from '@numbloom/domain/games';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import { arenaPlayPath, joinArena, playInit, problemOf, type RoomProblem } from '../shared/api.ts';
import { CODE_FIELD, KidField } from '../shared/fields.tsx';
import { joinFieldText } from '../shared/join-texts.ts';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { RoomProblemNotice, roomProblemText, SystemCheckHelp } from '../shared/room-notice.tsx';
import '../rooms.css';

type RoomLevel = Extract<RoomProblem, { kind: 'not-found' | 'full' | 'ended' }>;
const isRoomLevel = (p: RoomProblem): p is RoomLevel => p.kind === 'not-found' || p.kind === 'full' || p.kind === 'ended';

/**
 * /arena/: a child enters an Arena with its code and a nickname (a signed-in
 * student as themselves: the nickname may stay empty). With
 * ?temp_session_token= (the button of a student's notice) the link itself
 * takes them in, once. One of the child's pages (decision 042): no router,
 * no i18next, no site header.
 */
export function ArenaJoinPage() {
  const { t } = useTexts('rooms');
  const [search] = useState(() => new URLSearchParams(location.search));
  const token = search.get('temp_session_token');
  const [code, setCode] = useState(() => search.get('code') ?? '');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<{ code?: string; nickname?: string }>({});
  const [roomLevel, setRoomLevel] = useState<RoomLevel | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    playInit(token).then(
      (init) => live && goTo(arenaPlayPath(init.code), { replace: true }),
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        if (isRoomLevel(p)) setRoomLevel(p);
        else setFormError(roomProblemText(t, p));
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codeProblem = joinFieldText(t, roomCodeProblem(code));
    const nameProblem = nickname.trim() ? joinFieldText(t, nicknameProblem(nickname)) : undefined;
    setErrors({ code: codeProblem, nickname: nameProblem });
    setFormError(null);
    setRoomLevel(null);
    if (codeProblem) return codeRef.current?.focus();
    if (nameProblem) return nicknameRef.current?.focus();
    setBusy(true);
    try {
      const room = await joinArena(normaliseRoomCode(code), nickname.trim() || null);
      goTo(arenaPlayPath(room.code));
    } catch (err) {
      const p = problemOf(err);
      if (p.kind === 'field' && (p.field === 'code' || p.field === 'nickname')) {
        setErrors({ [p.field]: joinFieldText(t, p.message) ?? p.message });
        (p.field === 'code' ? codeRef : nicknameRef).current?.focus();
      } else if (isRoomLevel(p)) setRoomLevel(p);
      else setFormError(roomProblemText(t, p));
      setBusy(false);
    }
  }

  if (token) {
    return (
      <div className="container rooms">
        <h1>{t('arena.joinTitle')}</h1>
        {roomLevel ? (
          <RoomProblemNotice problem={roomLevel} />
        ) : formError ? (
          <p role="alert" className="room-problem-text">
            {formError}
          </p>
        ) : (
          <KidSpinner />
        )}
      </div>
    );
  }
  return (
    <div className="container rooms join-page">
      <h1>{t('arena.joinTitle')}</h1>
      <p className="lead">{t('arena.joinLead')}</p>
      {roomLevel ? <RoomProblemNotice problem={roomLevel} /> : null}
      {formError ? (
        <p role="alert" className="room-problem-text">
          {formError}
        </p>
      ) : null}
      <form className="join-form" onSubmit={submit} noValidate>
        <KidField
          id="arena-code"
          ref={codeRef}
          label={t('join.code')}
          {...CODE_FIELD}
          value={code}
          error={errors.code}
          onChange={(e) => {
            setCode(e.target.value);
            setRoomLevel(null); // the child is putting it right: no countdown sends them home meanwhile
          }}
        />
        <KidField
          id="arena-nickname"
          ref={nicknameRef}
          label={t('join.nickname')}
          hint={t('arena.nicknameHint', { count: NICKNAME_MAX })}
          autoComplete="off"
          aria-required={false}
          maxLength={NICKNAME_MAX + 10}
          value={nickname}
          error={errors.nickname}
          onChange={(e) => {
            setNickname(e.target.value);
            setRoomLevel(null);
          }}
        />
        <button type="submit" className="btn btn-primary btn-big" disabled={busy}>
          {busy ? t('join.joining') : t('arena.enter')}
        </button>
      </form>
      <SystemCheckHelp />
      <p className="hint">{t('join.privacy')}</p>
    </div>
  );
}

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default ArenaJoinPage;
