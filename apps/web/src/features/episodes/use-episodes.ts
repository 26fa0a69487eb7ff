import { useEffect, useState } from 'react';
import type { Episode } from '@numbloom/domain/content';
import { loadEpisodes } from '../../content/loader.ts';

export interface EpisodesState {
  episodes: Episode[] | undefined;
  failed: boolean;
}

/** The catalogue's episodes, read once for the page (the file is cached for the session): the children's pages of an activity and its player. */
export function useEpisodes(): EpisodesState {
  const [state, setState] = useState<EpisodesState>({ episodes: undefined, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    loadEpisodes(abort.signal).then(
      (episodes) => setState({ episodes, failed: false }),
      () => !abort.signal.aborted && setState({ episodes: undefined, failed: true }),
    );
    return () => abort.abort();
  }, []);
  return state;
}
