import './kid-pictures.css';

/** The pictures of the children's pages, drawn, not emoji, so every Chromebook shows the same one. */
const PICTURES = {
  print: 'M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 8v3h6v-3z',
  'carry-on': 'M8 5v14l11-7z',
  challenge:
    'M7 4h10v3a5 5 0 0 1-4 4.9V15h3v3H8v-3h3v-3.1A5 5 0 0 1 7 7zM4 5h2v3a2 2 0 0 1-2-2zm16 0h-2v3a2 2 0 0 0 2-2z',
  join: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 19c0-3 3-5 6-5s6 2 6 5zm12 0c0-1.5-.6-2.9-1.6-3.9A7 7 0 0 1 16 14c3 0 6 2 6 5z',
  practice: 'm12 3 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z',
};
export type KidPictureKind = keyof typeof PICTURES;

/** A tile's or a page's picture (decorative: the words beside it say what it is). */
export function KidPicture({ kind }: { kind: KidPictureKind }) {
  return (
    <svg className={`kid-picture kid-picture-${kind}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PICTURES[kind]} fill="currentColor" />
    </svg>
  );
}

/** Stars earned, drawn (nine at most), with their count for a screen reader; nothing for none. */
export function KidStars({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="kid-stars" role="img" aria-label={label}>
      {Array.from({ length: Math.min(count, 9) }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PICTURES.practice} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
