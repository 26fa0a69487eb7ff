import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ACTIVITY_TYPES } from '@numbloom/domain/content';
import { TOPIC_GRADES } from '@numbloom/maths/types';
import { ActivityPicture } from './activity-picture.tsx';

afterEach(cleanup);

const markup = (generator_key: string, type: (typeof ACTIVITY_TYPES)[number] = 'episode') => {
  const { container } = render(<ActivityPicture episode={{ generator_key, strand: generator_key.split('/')[0]!, type }} />);
  const html = container.innerHTML;
  cleanup();
  return html;
};

describe('an activity card’s picture', () => {
  it('draws every engine topic on a model of its own, never the fallback', () => {
    const fallback = markup('unknown/topic').replace('strand-unknown', '');
    for (const topic of Object.keys(TOPIC_GRADES)) {
      expect(markup(topic).replace(`strand-${topic.split('/')[0]}`, ''), topic).not.toBe(fallback);
    }
  });

  it('marks the type: a story for word problems, a sheet for worksheets, players for a class game', () => {
    const types = ACTIVITY_TYPES.map((type) => markup('time/read-clock', type));
    expect(new Set(types).size).toBe(ACTIVITY_TYPES.length);
  });

  it('is drawn inline and hidden from screen readers, beside the card’s title', () => {
    const { container } = render(<ActivityPicture episode={{ generator_key: 'money/count-coins', strand: 'money', type: 'episode' }} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img, image, [href^="http"]')).toBeNull();
    // the coins carry no value: recognising them is the skill
    expect(svg.textContent).toBe('');
  });
});
