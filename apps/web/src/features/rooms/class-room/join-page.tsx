import { JOIN_CHECK_LENGTH, NICKNAME_MAX, ROOM_CODE_LENGTH } from '@numbloom/domain/games';
import { useTexts } from '../../../i18n/small.tsx';
import { CODE_FIELD, KidField } from '../shared/fields.tsx';
import { RoomProblemNotice, SystemCheckHelp } from '../shared/room-notice.tsx';
import { useJoinForm } from './use-join-form.ts';
import '../rooms.css';

/**
 * /join/: a child types the activity code (and the number on the teacher's
 * screen when the room asks for it) and a nickname, or picks their name from
 * the class list, and is in the room. A child whose name is taken because it
 * is them on another device asks the teacher to let them back in. The page is
 * part of the child's own small bundle (decision 042): no router, no zod, no
 * i18next, no maths engine.
 */
function JoinPage() {
  const { t } = useTexts('rooms');
  const { code, setCode, check, setCheck, askCheck, nickname, setNickname, roster, studentId, setStudentId, errors, roomLevel, setRoomLevel, formError, mayAskBack, busy, onSubmit, askBack } = useJoinForm();

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

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default JoinPage;
