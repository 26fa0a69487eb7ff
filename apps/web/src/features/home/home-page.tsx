import { useState } from 'react';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { useTranslation } from 'react-i18next';
import { pageSettings } from '../../lib/page-settings.ts';
import { useScrollToHash } from '../../app/use-scroll-to-hash.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import { VideoModal } from '../../ui/video-modal.tsx';
import './home.css';

/** The self-hosted class video and its captions, under the page's media URL (page setting media_url). */
const CLASS_VIDEO = { file: 'how-a-class-plays.webm', type: 'video/webm', captions: (lang: string) => `how-a-class-plays.${lang}.vtt` };
const CAPTION_LANGUAGES: readonly string[] = UI_LANGUAGES;

interface TitledText {
  title: string;
  text: string;
}

function media(url: string, file: string) {
  return `${url.endsWith('/') ? url : `${url}/`}${file}`;
}

/** The public home page: what Numbloom does, for whom, how a class plays, activity types and challenges. */
export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { region, language, media_url } = pageSettings();
  const [videoOpen, setVideoOpen] = useState(false);
  useScrollToHash();
  const base = `/${region}/${language}/`;
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as unknown as T[];
  const captionLang = CAPTION_LANGUAGES.includes(i18n.language) ? i18n.language : 'en';

  return (
    <div className="home">
      <title>{t('meta.title')}</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="hero-title">{t('hero.title')}</h1>
            <p className="lead">{t('hero.lead')}</p>
            <div className="hero-actions">
              <ButtonLink to={`${base}contact/?type=request`}>{t('hero.demo')}</ButtonLink>
              <Button variant="secondary" onClick={() => setVideoOpen(true)} aria-haspopup="dialog">
                <span aria-hidden="true">▶ </span>
                {t('hero.watch')}
              </Button>
            </div>
            <ul className="hero-points">
              {list<string>('hero.points').map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
          <HeroArt />
        </div>
      </section>

      <section id="approach" className="section" aria-labelledby="approach-title">
        <div className="container">
          <h2 id="approach-title" tabIndex={-1}>
            {t('approach.title')}
          </h2>
          <p className="lead">{t('approach.lead')}</p>
          <ul className="cards cards-3">
            {list<TitledText>('approach.items').map((item, i) => (
              <li key={item.title} className="card">
                <span className="card-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="audiences-title">
        <div className="container">
          <h2 id="audiences-title">{t('audiences.title')}</h2>
          <div className="cards cards-3">
            {(['teachers', 'parents', 'leaders'] as const).map((who) => (
              <article key={who} id={who} className="card audience" aria-labelledby={`${who}-title`}>
                <h3 id={`${who}-title`} tabIndex={-1}>
                  {t(`audiences.${who}.title`)}
                </h3>
                <p>{t(`audiences.${who}.text`)}</p>
                <ul className="checks">
                  {list<string>(`audiences.${who}.points`).map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="activities" className="section" aria-labelledby="activities-title">
        <div className="container">
          <h2 id="activities-title" tabIndex={-1}>
            {t('activities.title')}
          </h2>
          <p className="lead">{t('activities.lead')}</p>
          <Carousel
            label={t('activities.carousel')}
            slides={list<TitledText & { id: string }>('activities.items').map((item) => ({
              id: item.id,
              content: (
                <article className={`card activity activity-${item.id}`}>
                  <ActivityIcon id={item.id} />
                  <h3>{CHILD_PAGES[item.id] ? <a href={`${base}${CHILD_PAGES[item.id]}`}>{item.title}</a> : item.title}</h3>
                  <p>{item.text}</p>
                </article>
              ),
            }))}
          />
        </div>
      </section>

      <section id="play" className="section section-tint" aria-labelledby="play-title">
        <div className="container">
          <h2 id="play-title" tabIndex={-1}>
            {t('play.title')}
          </h2>
          <p className="lead">{t('play.lead')}</p>
          <ol className="steps">
            {list<TitledText>('play.steps').map((step) => (
              <li key={step.title} className="step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <p className="home-note">{t('play.guests')}</p>
          <Button variant="secondary" onClick={() => setVideoOpen(true)} aria-haspopup="dialog">
            <span aria-hidden="true">▶ </span>
            {t('play.watch')}
          </Button>
        </div>
      </section>

      <section id="challenges" className="section" aria-labelledby="challenges-title">
        <div className="container split">
          <div>
            <h2 id="challenges-title" tabIndex={-1}>
              {t('challenges.title')}
            </h2>
            <p className="lead">{t('challenges.lead')}</p>
            <p>{t('challenges.note')}</p>
          </div>
          <div>
            <h3>{t('challenges.tiersTitle')}</h3>
            <ol className="tiers">
              {list<string>('challenges.tiers').map((tier, i) => (
                <li key={tier} className={`tier tier-${i}`}>
                  {tier}
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section id="curriculum" className="section section-tint" aria-labelledby="curriculum-title">
        <div className="container">
          <h2 id="curriculum-title" tabIndex={-1}>
            {t('curriculum.title')}
          </h2>
          <p className="lead">{t('curriculum.lead')}</p>
          <ul className="pills">
            {list<string>('curriculum.ways').map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="container">
          <h2 id="cta-title">{t('cta.title')}</h2>
          <p className="lead">{t('cta.text')}</p>
          <div className="hero-actions">
            <ButtonLink to={`${base}contact/?type=request`}>{t('cta.request')}</ButtonLink>
            <ButtonLink variant="secondary" to={`${base}contact/?type=enquiry`}>
              {t('cta.enquiry')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <VideoModal
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        title={t('video.title')}
        src={media(media_url, CLASS_VIDEO.file)}
        type={CLASS_VIDEO.type}
        captionsSrc={media(media_url, CLASS_VIDEO.captions(captionLang))}
        captionsLang={captionLang}
        captionsLabel={t('video.captions')}
      >
        <p className="video-transcript">{t('video.transcript')}</p>
      </VideoModal>
    </div>
  );
}

/** A drawing of a class game: a code on the board and children's answers growing like petals. */
function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <rect x="20" y="20" width="280" height="170" rx="18" fill="#0b4f38" />
      <text x="160" y="80" textAnchor="middle" fontSize="22" fill="#d7f5e7" fontFamily="system-ui, sans-serif">
        4821
      </text>
      <rect x="50" y="150" width="28" height="26" rx="6" fill="#ffd166" />
      <rect x="96" y="124" width="28" height="52" rx="6" fill="#7ee0b5" />
      <rect x="142" y="104" width="28" height="72" rx="6" fill="#ffffff" />
      <rect x="188" y="116" width="28" height="60" rx="6" fill="#f4978e" />
      <rect x="234" y="136" width="28" height="40" rx="6" fill="#a5c8ff" />
      <circle cx="70" cy="228" r="20" fill="#ffd166" />
      <circle cx="130" cy="228" r="20" fill="#7ee0b5" />
      <circle cx="190" cy="228" r="20" fill="#f4978e" />
      <circle cx="250" cy="228" r="20" fill="#a5c8ff" />
    </svg>
  );
}

/**
 * The activity types a child opens themselves: their card's title is the way in. These are the
 * child's own pages (play.html, decision 042), so a plain link, a full load, not an in-app move.
 */
const CHILD_PAGES: Record<string, string> = { multiplayer: 'join/', arena: 'arena/', 'quick-match': 'quick-match/' };

const ICONS: Record<string, string> = {
  episodes: 'M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm4 4v8l6-4-6-4Z',
  'word-problems': 'M4 5h16v2H4V5Zm0 4h16v2H4V9Zm0 4h10v2H4v-2Zm0 4h7v2H4v-2Zm13-3 4 4-1.4 1.4-4-4L17 14Z',
  worksheets: 'M7 3h7l5 5v13H7V3Zm7 1.5V9h4.5L14 4.5ZM9 12h8v1.5H9V12Zm0 3h8v1.5H9V15Zm0 3h5v1.5H9V18Z',
  multiplayer: 'M8 11a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm8 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6ZM2 19c0-3 3-5 6-5s6 2 6 5H2Zm12 0c0-1.6-.6-3-1.6-4 1-.6 2.2-1 3.6-1 3 0 6 2 6 5h-8Z',
  arena: 'M12 2 4 6v6c0 5 3.4 8.7 8 10 4.6-1.3 8-5 8-10V6l-8-4Zm0 5 1.8 3.6 4 .6-2.9 2.8.7 4L12 16.1 8.4 18l.7-4-2.9-2.8 4-.6L12 7Z',
  'quick-match': 'M13 2 4 14h6l-1 8 9-12h-6l1-8Z',
};

function ActivityIcon({ id }: { id: string }) {
  return (
    <svg className="activity-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={ICONS[id] ?? ICONS.episodes} />
    </svg>
  );
}
