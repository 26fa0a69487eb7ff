import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX, nicknameProblem, normaliseRoomCode, roomCodeProblem } from '@numbloom/domain/games';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { arenaPlayPath, joinArena, playInit, RoomCallError, type RoomProblem } from './api.ts';
import { RoomProblemNotice } from './room-notice.tsx';
import { useRoomProblemText } from './problem-text.ts';
import './rooms.css';

/**
 * /arena/: a child enters an Arena with its code and a nickname (a signed-in
 * student as themselves: the nickname is not asked). With
 * ?temp_session_token= (the button of a student's notice) the link itself
 * takes them in, once.
 */
export function ArenaJoinPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('temp_session_token');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<{ code?: string; nickname?: string }>({});
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    playInit(token).then(
      (init) => live && void navigate(arenaPlayPath(init.code), { replace: true }),
      (err: unknown) => live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null }),
    );
    return () => {
      live = false;
    };
  }, [token, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codeProblem = roomCodeProblem(code);
    const nameProblem = nickname.trim() ? nicknameProblem(nickname) : undefined;
    setErrors({ code: codeProblem, nickname: nameProblem });
    if (codeProblem) return codeRef.current?.focus();
    if (nameProblem) return nicknameRef.current?.focus();
    setBusy(true);
    setProblem(null);
    try {
      const room = await joinArena(normaliseRoomCode(code), nickname.trim() || null);
      await navigate(arenaPlayPath(room.code));
    } catch (err) {
      const p = err instanceof RoomCallError ? err.problem : ({ kind: 'other', message: null } as const);
      if (p.kind === 'field') {
        setErrors({ [p.field]: p.message });
        (p.field === 'code' ? codeRef : nicknameRef).current?.focus();
      } else if (p.kind === 'other' && /nickname/i.test(p.message ?? '')) {
        setErrors({ nickname: p.message! });
        nicknameRef.current?.focus();
      } else setProblem(p);
      setBusy(false);
    }
  }

  if (token) {
    if (problem?.kind === 'ended') return <div className="container rooms"><RoomProblemNotice problem={problem} /></div>;
    if (problem) return <div className="container rooms"><h1>{t('arena.joinTitle')}</h1><Alert tone="error">{problemText(problem)}</Alert></div>;
    return <div className="container rooms page-loading"><Spinner label={t('loading')} /></div>;
  }
  if (problem?.kind === 'ended' || problem?.kind === 'not-found' || problem?.kind === 'full') {
    return <div className="container rooms"><RoomProblemNotice problem={problem} /></div>;
  }
  return (
    <div className="container rooms">
      <h1>{t('arena.joinTitle')}</h1>
      <p>{t('arena.joinLead')}</p>
      <form className="join-form" onSubmit={submit} noValidate>
        <div className="field room-code-input">
          <label htmlFor="arena-code">{t('join.code')}</label>
          <input
            id="arena-code"
            ref={codeRef}
            className="input"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={!!errors.code}
            aria-describedby={errors.code ? 'arena-code-error' : undefined}
          />
          {errors.code ? <p id="arena-code-error" className="field-error">{errors.code}</p> : null}
        </div>
        <div className="field">
          <label htmlFor="arena-nickname">{t('join.nickname')}</label>
          <input
            id="arena-nickname"
            ref={nicknameRef}
            className="input"
            value={nickname}
            maxLength={NICKNAME_MAX * 2}
            onChange={(e) => setNickname(e.target.value)}
            autoComplete="off"
            aria-invalid={!!errors.nickname}
            aria-describedby={errors.nickname ? 'arena-nickname-error' : 'arena-nickname-hint'}
          />
          <p id="arena-nickname-hint" className="field-hint">{t('arena.nicknameHint')}</p>
          {errors.nickname ? <p id="arena-nickname-error" className="field-error">{errors.nickname}</p> : null}
        </div>
        {problem ? <Alert tone="error">{problemText(problem)}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('join.joining') : t('arena.enter')}
        </Button>
      </form>
    </div>
  );
}
