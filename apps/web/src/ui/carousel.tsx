import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, CAROUSEL_SLIDES } from '@numbloom/domain/breakpoints';
import { useMediaQuery, usePrefersReducedMotion } from './use-media-query.ts';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

/** Slides shown at once for the current width: 3 on desktop, 2 on tablet, 1 on mobile. */
function useSlidesPerView(): number {
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`);
  const tablet = useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  return desktop ? CAROUSEL_SLIDES.desktop : tablet ? CAROUSEL_SLIDES.tablet : CAROUSEL_SLIDES.mobile;
}

/**
 * A content carousel (WAI-ARIA carousel pattern): previous/next buttons, arrow
 * keys, slides out of view are inert and hidden from assistive technology. It
 * advances by itself every `autoAdvanceMs` unless the visitor prefers reduced
 * motion, pauses it, or is hovering or focused inside it.
 */
export function Carousel({ label, slides, autoAdvanceMs = 7000 }: { label: string; slides: readonly CarouselSlide[]; autoAdvanceMs?: number }) {
  const { t, i18n } = useTranslation('ui');
  const perView = useSlidesPerView();
  const reducedMotion = usePrefersReducedMotion();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const trackId = useId();
  const lastStart = Math.max(0, slides.length - perView);
  const current = Math.min(start, lastStart);
  const rtl = i18n.dir() === 'rtl';
  const rotating = !reducedMotion && !paused && !engaged && autoAdvanceMs > 0 && lastStart > 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setStart((s) => (Math.min(s, lastStart) >= lastStart ? 0 : Math.min(s, lastStart) + 1)), autoAdvanceMs);
    return () => window.clearInterval(timer);
  }, [rotating, lastStart, autoAdvanceMs]);

  const atStart = current === 0;
  const atEnd = current >= lastStart;
  const previous = () => setStart(Math.max(0, current - 1));
  const next = () => setStart(Math.min(lastStart, current + 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) next();
    else if (event.key === back) previous();
    else if (event.key === 'Home') setStart(0);
    else if (event.key === 'End') setStart(lastStart);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t('carousel')}
      aria-label={label}
      data-per-view={perView}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
    >
      {/* aria-disabled, not disabled: at either end the button keeps focus (a disabled one would drop it). */}
      <div className="carousel-controls">
        {!reducedMotion && autoAdvanceMs > 0 && lastStart > 0 ? (
          <button type="button" className="carousel-button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? t('play') : t('pause')}
          </button>
        ) : null}
        <button type="button" className="carousel-button" aria-controls={trackId} onClick={previous} aria-disabled={atStart}>
          <span aria-hidden="true">{rtl ? '→' : '←'}</span> {t('previous')}
        </button>
        <button type="button" className="carousel-button" aria-controls={trackId} onClick={next} aria-disabled={atEnd}>
          {t('next')} <span aria-hidden="true">{rtl ? '←' : '→'}</span>
        </button>
      </div>
      <div className="carousel-viewport">
        <div
          id={trackId}
          className="carousel-track"
          aria-live={rotating ? 'off' : 'polite'}
          style={{ '--carousel-offset': `${(current * 100) / perView}%`, '--carousel-per-view': perView } as React.CSSProperties}
        >
          {slides.map((slide, index) => {
            const visible = index >= current && index < current + perView;
            return (
              <div
                key={slide.id}
                className="carousel-slide"
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('slideOf', { n: index + 1, total: slides.length })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      <p className="carousel-position" aria-hidden="true">
        {t('showing', { from: current + 1, to: Math.min(slides.length, current + perView), total: slides.length })}
      </p>
    </section>
  );
}
