import type { ReactNode } from 'react';
import type { Episode } from '@numbloom/domain/content';

/**
 * A small picture of what the child will do in an activity, drawn from the
 * model its topic is played on (counters, a number line, blocks, bars, a
 * clock, coins, shapes, a graph…), with a mark of its type: a story bubble
 * for word problems, a sheet for a worksheet, players for a class game. Drawn
 * here, never fetched; decorative beside the card's title, so hidden from
 * screen readers.
 */
export function ActivityPicture({ episode }: { episode: Pick<Episode, 'generator_key' | 'strand' | 'type'> }) {
  return (
    <svg className={`activity-picture strand-${episode.strand}`} viewBox="0 0 96 60" width="96" height="60" aria-hidden="true" focusable="false">
      <rect className="pic-ground" x="0" y="0" width="96" height="60" rx="8" />
      {modelFor(episode.generator_key)}
      {typeMark(episode.type)}
    </svg>
  );
}

const INK = '#1f2937';

function dots(positions: Array<[number, number]>, r = 3.2, fill = '#ef4444') {
  return positions.map(([x, y], i) => <circle key={i} cx={x} cy={y} r={r} fill={fill} />);
}

function grid(cols: number, rows: number, x0: number, y0: number, step: number) {
  return Array.from({ length: cols * rows }, (_, i) => [x0 + (i % cols) * step, y0 + Math.floor(i / cols) * step] as [number, number]);
}

/** An empty ten frame (5 × 2 squares); its spaces' centres are grid(5, 2, 24, 22, 12). */
function tenFrame() {
  return grid(5, 2, 18, 16, 12).map(([x, y], i) => <rect key={i} x={x} y={y} width="12" height="12" fill="#fff" stroke={INK} strokeWidth="1.2" />);
}

/** A number line from 10 to 86 with five ticks, and optional hops along it. */
function numberLine(hops: Array<[number, number]>) {
  const ticks = [12, 30, 48, 66, 84];
  return (
    <g>
      <line x1="8" y1="40" x2="88" y2="40" stroke={INK} strokeWidth="2" />
      {ticks.map((x) => <line key={x} x1={x} y1="35" x2={x} y2="45" stroke={INK} strokeWidth="2" />)}
      {hops.map(([a, b], i) => (
        <path key={i} d={`M ${a} 34 Q ${(a + b) / 2} 14 ${b} 34`} fill="none" stroke="#0b7a55" strokeWidth="2.5" />
      ))}
      {hops.length ? <circle cx={hops[hops.length - 1]![1]} cy="40" r="3.5" fill="#c2410c" /> : null}
    </g>
  );
}

function fractionBar(parts: number, shaded: number, y = 14, height = 14) {
  const w = 72 / parts;
  return (
    <g>
      {Array.from({ length: parts }, (_, i) => (
        <rect key={i} x={12 + i * w} y={y} width={w} height={height} fill={i < shaded ? '#f59e0b' : '#fff'} stroke={INK} strokeWidth="1.5" />
      ))}
    </g>
  );
}

function clock() {
  return (
    <g>
      <circle cx="48" cy="30" r="21" fill="#fff" stroke="#073826" strokeWidth="3" />
      {Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return <line key={i} x1={48 + 17 * Math.sin(a)} y1={30 - 17 * Math.cos(a)} x2={48 + 20 * Math.sin(a)} y2={30 - 20 * Math.cos(a)} stroke={INK} strokeWidth={i % 3 ? 1 : 2} />;
      })}
      <line x1="48" y1="30" x2="48" y2="15" stroke="#0b4f38" strokeWidth="2.5" strokeLinecap="round" />
      <line x1="48" y1="30" x2="58" y2="34" stroke={INK} strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="48" cy="30" r="2" fill={INK} />
    </g>
  );
}

function coins() {
  const coin = (x: number, y: number, r: number, fill: string) => (
    <g key={`${x}-${y}`}>
      <circle cx={x} cy={y} r={r} fill={fill} stroke="#78350f" strokeWidth="1.5" />
      <circle cx={x} cy={y} r={r - 3.5} fill="none" stroke="#78350f" strokeWidth="0.8" />
    </g>
  );
  return <g>{[coin(30, 32, 13, '#fcd34d'), coin(54, 26, 10, '#d6d3d1'), coin(71, 36, 8, '#d97706')]}</g>;
}

function modelFor(topic: string): ReactNode {
  switch (topic) {
    case 'number-place-value/count':
    case 'multiplication-division/equal-groups':
    case 'multiplication-division/odd-even':
      // a ten frame, seven counters in it
      return (
        <g>
          {tenFrame()}
          {dots(grid(5, 2, 24, 22, 12).slice(0, 7), 4)}
        </g>
      );
    case 'addition-subtraction/decompose':
    case 'addition-subtraction/make-ten':
      // a ten frame holding two parts in two colours, 6 and 4
      return (
        <g>
          {tenFrame()}
          {dots(grid(5, 2, 24, 22, 12).slice(0, 6), 4)}
          {dots(grid(5, 2, 24, 22, 12).slice(6), 4, '#1d4ed8')}
        </g>
      );
    case 'number-place-value/teen-numbers':
      // two ten frames: the first full, four more on the second (14)
      return (
        <g>
          {grid(5, 2, 8, 16, 8).map(([x, y], i) => <rect key={i} x={x} y={y} width="8" height="8" fill="#fff" stroke={INK} strokeWidth="1" />)}
          {grid(5, 2, 52, 16, 8).map(([x, y], i) => <rect key={`b${i}`} x={x} y={y} width="8" height="8" fill="#fff" stroke={INK} strokeWidth="1" />)}
          {dots(grid(5, 2, 12, 20, 8), 2.8)}
          {dots(grid(5, 2, 56, 20, 8).slice(0, 4), 2.8, '#1d4ed8')}
        </g>
      );
    case 'number-place-value/skip-count':
    case 'number-place-value/patterns':
      return numberLine([[12, 30], [30, 48], [48, 66]]);
    case 'number-place-value/number-line':
    case 'number-place-value/rounding':
      return (
        <g>
          {numberLine([])}
          <path d="M 57 20 L 57 33 M 52 28 L 57 34 L 62 28" fill="none" stroke="#c2410c" strokeWidth="2.5" />
        </g>
      );
    case 'number-place-value/compare':
      return (
        <g>
          {dots(grid(2, 3, 20, 18, 9), 3.2, '#7c3aed')}
          <path d="M 44 22 L 54 30 L 44 38" fill="none" stroke={INK} strokeWidth="3" />
          {dots(grid(2, 2, 66, 22, 9), 3.2, '#7c3aed')}
        </g>
      );
    case 'number-place-value/place-value':
      return (
        <g>
          <rect x="12" y="12" width="30" height="30" fill="#93c5fd" stroke="#1e3a8a" strokeWidth="1.5" />
          {[0, 1, 2].map((i) => <rect key={i} x={50 + i * 7} y="12" width="5" height="30" fill="#93c5fd" stroke="#1e3a8a" strokeWidth="1.2" />)}
          {grid(2, 2, 74, 30, 7).map(([x, y], i) => <rect key={i} x={x} y={y} width="5" height="5" fill="#93c5fd" stroke="#1e3a8a" strokeWidth="1" />)}
        </g>
      );
    case 'addition-subtraction/add':
    case 'addition-subtraction/missing-number':
      return numberLine([[30, 66]]);
    case 'addition-subtraction/subtract':
    case 'addition-subtraction/subtract-tens':
      return numberLine([[84, 48]]);
    case 'addition-subtraction/add-three':
      return numberLine([[12, 30], [30, 57], [57, 75]]);
    case 'addition-subtraction/add-any-order':
      return numberLine([[66, 84]]);
    case 'addition-subtraction/true-false':
      // two sides of an equal sign, as dots: 4 + 3 and 5 + 2
      return (
        <g>
          {dots(grid(2, 2, 18, 22, 9), 3.2)}
          {dots(grid(2, 2, 62, 22, 9), 3.2, '#1d4ed8')}
          {dots(grid(1, 3, 36, 22, 9), 3.2, '#1d4ed8')}
          {dots(grid(1, 2, 80, 22, 9), 3.2)}
          <line x1="45" y1="28" x2="55" y2="28" stroke={INK} strokeWidth="2.5" />
          <line x1="45" y1="34" x2="55" y2="34" stroke={INK} strokeWidth="2.5" />
        </g>
      );
    case 'multiplication-division/multiply':
    case 'multiplication-division/multiply-tens':
    case 'multiplication-division/times-as-many':
    case 'multiplication-division/expressions':
    case 'multiplication-division/factors':
      return <g>{dots(grid(6, 3, 23, 18, 10), 3.5, '#7c3aed')}</g>;
    case 'multiplication-division/variables':
      // three boxes for the letter, and equal to them one box with 3 in it: x + x + x = 3x
      return (
        <g>
          {[12, 26, 40].map((x) => (
            <rect key={x} x={x} y="24" width="10" height="10" fill="#7c3aed" />
          ))}
          <line x1="56" y1="26" x2="64" y2="26" stroke={INK} strokeWidth="2" />
          <line x1="56" y1="31" x2="64" y2="31" stroke={INK} strokeWidth="2" />
          <rect x="70" y="24" width="10" height="10" fill="#7c3aed" />
          {dots(grid(3, 1, 70, 19, 5), 1.8)}
        </g>
      );
    case 'multiplication-division/equations':
      // a level balance: a box (the unknown) and two counters on one pan, five counters on the other
      return (
        <g>
          <path d="M 48 22 L 40 50 L 56 50 Z" fill="#0b7a55" />
          <line x1="14" y1="22" x2="82" y2="22" stroke={INK} strokeWidth="2.5" strokeLinecap="round" />
          <path d="M 10 36 L 32 36 L 28 40 L 14 40 Z" fill="#fff" stroke={INK} strokeWidth="1.5" />
          <path d="M 64 36 L 86 36 L 82 40 L 68 40 Z" fill="#fff" stroke={INK} strokeWidth="1.5" />
          {[14, 82].map((x) => (
            <line key={x} x1={x} y1="22" x2={x + (x < 48 ? 7 : -7)} y2="36" stroke={INK} strokeWidth="1" />
          ))}
          <rect x="13" y="27" width="9" height="9" fill="#7c3aed" />
          {dots(
            [
              [26, 33],
              [30, 29],
            ],
            2.6,
          )}
          {dots(
            [
              [68, 33],
              [73, 33],
              [78, 33],
              [70.5, 28.5],
              [75.5, 28.5],
            ],
            2.4,
          )}
        </g>
      );
    case 'multiplication-division/divide':
      return (
        <g>
          {[22, 48, 74].map((cx) => <circle key={cx} cx={cx} cy="30" r="11" fill="none" stroke={INK} strokeWidth="1.5" />)}
          {[22, 48, 74].map((cx) => <g key={cx}>{dots([[cx - 4, 26], [cx + 4, 26], [cx, 34]], 3, '#0e7490')}</g>)}
        </g>
      );
    case 'fractions-decimals/fraction-of-shape':
      return (
        <g>
          <circle cx="48" cy="30" r="20" fill="#fff" stroke={INK} strokeWidth="1.5" />
          <path d="M 48 30 L 48 10 A 20 20 0 0 1 68 30 Z" fill="#f59e0b" stroke={INK} strokeWidth="1.5" />
          <line x1="28" y1="30" x2="68" y2="30" stroke={INK} strokeWidth="1.5" />
          <line x1="48" y1="10" x2="48" y2="50" stroke={INK} strokeWidth="1.5" />
        </g>
      );
    case 'fractions-decimals/equivalent-fractions':
    case 'fractions-decimals/compare-fractions':
    case 'fractions-decimals/add-fractions':
    case 'fractions-decimals/multiply-fractions':
    case 'fractions-decimals/divide-fractions':
      return (
        <g>
          {fractionBar(2, 1, 12, 14)}
          {fractionBar(4, 2, 32, 14)}
        </g>
      );
    case 'fractions-decimals/decimals':
    case 'fractions-decimals/fraction-to-decimal':
    case 'fractions-decimals/percent':
      // a hundred square with 37 shaded
      return (
        <g>
          {grid(10, 10, 28, 5, 5).map(([x, y], i) => <rect key={i} x={x} y={y} width="5" height="5" fill={i % 10 < 3 || (i % 10 === 3 && i < 70) ? '#f59e0b' : '#fff'} stroke={INK} strokeWidth="0.4" />)}
        </g>
      );
    case 'measurement/length':
    case 'measurement/convert-units':
    case 'measurement/order-length':
    case 'measurement/line-plot':
      return (
        <g>
          <rect x="10" y="32" width="76" height="16" fill="#fef3c7" stroke="#92400e" strokeWidth="1.5" />
          {Array.from({ length: 9 }, (_, i) => <line key={i} x1={14 + i * 8.5} y1="32" x2={14 + i * 8.5} y2={i % 2 ? 38 : 42} stroke="#92400e" strokeWidth="1.2" />)}
          <rect x="14" y="18" width="46" height="9" rx="2" fill="#f97316" />
          <path d="M 60 18 L 68 22.5 L 60 27 Z" fill="#fde68a" stroke="#92400e" strokeWidth="1" />
        </g>
      );
    case 'measurement/perimeter':
      return (
        <g>
          <rect x="22" y="14" width="52" height="32" fill="none" stroke="#0b7a55" strokeWidth="3" strokeDasharray="6 3" />
          <circle cx="22" cy="14" r="3" fill="#c2410c" />
        </g>
      );
    case 'measurement/area':
    case 'geometry/partition':
    case 'geometry/compose-shapes':
      return <g>{grid(6, 4, 20, 10, 9).map(([x, y], i) => <rect key={i} x={x} y={y} width="9" height="9" fill={i < 15 ? '#bfdbfe' : '#fff'} stroke="#1e3a8a" strokeWidth="1" />)}</g>;
    case 'measurement/volume':
      return (
        <g>
          {[[30, 24], [44, 24], [58, 24], [37, 14], [51, 14]].map(([x, y], i) => (
            <g key={i}>
              <path d={`M ${x} ${y! + 8} l 12 0 l 0 12 l -12 0 Z`} fill="#93c5fd" stroke="#1e3a8a" strokeWidth="1" />
              <path d={`M ${x} ${y! + 8} l 4 -4 l 12 0 l -4 4 Z`} fill="#bfdbfe" stroke="#1e3a8a" strokeWidth="1" />
              <path d={`M ${x! + 12} ${y! + 8} l 4 -4 l 0 12 l -4 4 Z`} fill="#60a5fa" stroke="#1e3a8a" strokeWidth="1" />
            </g>
          ))}
        </g>
      );
    case 'time/read-clock':
    case 'time/elapsed-time':
    case 'time/time-units':
      return clock();
    case 'money/count-coins':
    case 'money/make-change':
    case 'money/money-sums':
    case 'money/unit-price':
      return coins();
    case 'geometry/name-shapes':
    case 'geometry/flat-solid':
      return (
        <g>
          <path d="M 20 44 L 32 16 L 44 44 Z" fill="#bfdbfe" stroke="#1e3a8a" strokeWidth="2" />
          <rect x="50" y="24" width="18" height="18" fill="#fde68a" stroke="#92400e" strokeWidth="2" />
          <circle cx="80" cy="33" r="9" fill="#fecaca" stroke="#991b1b" strokeWidth="2" />
        </g>
      );
    case 'geometry/shape-properties':
      return (
        <g>
          {grid(5, 4, 22, 12, 13).map(([x, y], i) => <circle key={i} cx={x} cy={y} r="1.8" fill="#44403c" />)}
          <path d="M 22 12 L 61 12 L 74 51 L 35 51 Z" fill="rgba(37,99,235,0.15)" stroke="#1d4ed8" strokeWidth="2.5" strokeLinejoin="round" />
        </g>
      );
    case 'geometry/angles':
      return (
        <g>
          <line x1="24" y1="46" x2="78" y2="46" stroke={INK} strokeWidth="3" />
          <line x1="24" y1="46" x2="64" y2="14" stroke={INK} strokeWidth="3" />
          <path d="M 42 46 A 18 18 0 0 0 38 35" fill="none" stroke="#c2410c" strokeWidth="2.5" />
        </g>
      );
    case 'geometry/coordinates':
      return (
        <g>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i}>
              <line x1={24 + i * 12} y1="8" x2={24 + i * 12} y2="52" stroke="#cbd5e1" strokeWidth="1" />
              <line x1="24" y1={8 + i * 11} x2="72" y2={8 + i * 11} stroke="#cbd5e1" strokeWidth="1" />
            </g>
          ))}
          <line x1="24" y1="8" x2="24" y2="52" stroke={INK} strokeWidth="2" />
          <line x1="24" y1="52" x2="74" y2="52" stroke={INK} strokeWidth="2" />
          <circle cx="60" cy="19" r="4" fill="#c2410c" />
        </g>
      );
    case 'data/pictograph':
      return (
        <g>
          {[0, 1, 2].map((row) => (
            <g key={row}>{Array.from({ length: [4, 2, 3][row]! }, (_, i) => <path key={i} d={`M ${22 + i * 14} ${14 + row * 15} l 3 6 l 6 1 l -5 4 l 1 6 l -5 -3 l -5 3 l 1 -6 l -5 -4 l 6 -1 Z`} fill="#7c3aed" />)}</g>
          ))}
        </g>
      );
    case 'data/bar-chart':
    case 'data/mean-median':
      return (
        <g>
          <line x1="16" y1="50" x2="84" y2="50" stroke={INK} strokeWidth="2" />
          {[26, 14, 34, 20].map((h, i) => <rect key={i} x={22 + i * 16} y={50 - h} width="10" height={h} fill="#0e7490" />)}
        </g>
      );
    default:
      return numberLine([[30, 48]]);
  }
}

function typeMark(type: Episode['type']): ReactNode {
  switch (type) {
    case 'word-problem':
      return (
        <g>
          <path d="M 70 4 h 20 a 3 3 0 0 1 3 3 v 9 a 3 3 0 0 1 -3 3 h -12 l -5 4 v -4 h -3 a 3 3 0 0 1 -3 -3 v -9 a 3 3 0 0 1 3 -3 Z" fill="#fff" stroke={INK} strokeWidth="1.2" />
          <line x1="73" y1="9" x2="88" y2="9" stroke={INK} strokeWidth="1.2" />
          <line x1="73" y1="13" x2="84" y2="13" stroke={INK} strokeWidth="1.2" />
        </g>
      );
    case 'worksheet':
      return (
        <g>
          <path d="M 74 4 h 13 l 5 5 v 17 h -18 Z" fill="#fff" stroke={INK} strokeWidth="1.2" />
          {[11, 15, 19].map((y) => <line key={y} x1="77" y1={y} x2="89" y2={y} stroke={INK} strokeWidth="1" />)}
        </g>
      );
    case 'multiplayer-game':
      return (
        <g>
          {[74, 82, 90].map((x, i) => (
            <g key={x}>
              <circle cx={x} cy={8} r="3" fill={['#0b7a55', '#c2410c', '#1d4ed8'][i]} />
              <path d={`M ${x - 4} 18 a 4 5 0 0 1 8 0 Z`} fill={['#0b7a55', '#c2410c', '#1d4ed8'][i]} />
            </g>
          ))}
        </g>
      );
    default:
      return null;
  }
}
