import { useId, useState, type ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A list of disclosure sections (WAI-ARIA accordion pattern): each heading holds a
 * button with aria-expanded and aria-controls; the panel is a labelled region,
 * hidden when collapsed. Several may be open at once unless `single` is set.
 */
export function Accordion({
  items,
  headingLevel = 3,
  single = false,
  defaultOpen = [],
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  single?: boolean;
  defaultOpen?: readonly string[];
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(single ? [] : prev);
      if (prev.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className="accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-${item.id}-button`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div className="accordion-item" key={item.id}>
            <Heading className="accordion-heading">
              <button
                type="button"
                id={buttonId}
                className="accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
