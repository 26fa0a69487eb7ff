import { useContext, useEffect, useState, type ReactNode } from 'react';
import { pageSettings } from '../lib/page-settings.ts';
import { loadTexts, TextsContext, TextsProvider, type Catalogues, type Texts } from './small.tsx';

/**
 * The texts of a page of the children's entry beyond the entry's own (rooms, child-home): a player's
 * page brings its namespace's catalogues with its chunk (`catalogues`, its own `import.meta.glob('./i18n/*.json')`),
 * so the join page a class opens does not carry their paths in every language (the 90 KB budget).
 * Its children read them with useTexts(namespace) as any other; `fallback` shows while they load.
 */
export function PageTexts({ namespace, catalogues, fallback, children }: { namespace: string; catalogues: Catalogues; fallback: ReactNode; children: ReactNode }) {
  const base = useContext(TextsContext);
  const [texts, setTexts] = useState<Texts | null>(null);
  useEffect(() => {
    let live = true;
    // the glob's keys are written from the page's folder ("./i18n/fr.json"): named after the namespace as the entry's are
    const named: Catalogues = Object.fromEntries(Object.entries(catalogues).map(([key, load]) => [`/${namespace}/${key.replace(/^\.\//, '')}`, load]));
    loadTexts(base.language, [namespace], pageSettings().region, named).then(
      (more) => live && setTexts({ language: base.language, trees: new Map([...base.trees, ...more.trees]) }),
      // catalogues that cannot load (offline) never leave the page blank: its keys then read as they are written
      () => live && setTexts(base),
    );
    return () => {
      live = false;
    };
  }, [base, namespace, catalogues]);
  return texts ? <TextsProvider texts={texts}>{children}</TextsProvider> : <>{fallback}</>;
}
