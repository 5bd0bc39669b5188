import type { VoucherMotif } from '@praxis/domain';
import type { ReactNode } from 'react';

// The brand's colours (theme.ts): teal, terracotta, sand, plus a warm gold for flame and star.
const TEAL = '#1f7a72';
const TEAL_DARK = '#0c5852';
const TEAL_LIGHT = '#2e9a8d';
const TERRACOTTA = '#c8744f';
const TERRACOTTA_DARK = '#a95935';
const ROSE = '#f4ddd2';
const ROSE_DARK = '#e8b4a0';
const SAND = '#e2cfb2';
const GOLD = '#e9a23b';
const WOOD = '#866b3f';

/** A birthday cake with one candle. */
const cake = (
  <>
    <ellipse cx="32" cy="55" rx="25" ry="4" fill={SAND} />
    <rect x="12" y="32" width="40" height="21" rx="3" fill={ROSE} />
    <rect x="12" y="45" width="40" height="3" fill={ROSE_DARK} />
    {/* Icing running down in five drops. */}
    <path d="M12 37a5 5 0 0 1 5-5h30a5 5 0 0 1 5 5v2a4 4 0 0 1-8 0a4 4 0 0 1-8 0a4 4 0 0 1-8 0a4 4 0 0 1-8 0a4 4 0 0 1-8 0z" fill={TERRACOTTA} />
    <circle cx="20" cy="49" r="1" fill={TEAL} />
    <circle cx="30" cy="50" r="1" fill={GOLD} />
    <circle cx="41" cy="49" r="1" fill={TEAL} />
    <rect x="29.5" y="18" width="5" height="14" rx="1" fill={TEAL} />
    <path d="M29.5 22l5-2M29.5 27l5-2" stroke="#fff" strokeWidth="1" />
    <path d="M32 16v2" stroke="#1d2b2a" strokeWidth="1" />
    <path d="M32 5c3 4 4.5 6.5 4.5 8.5a4.5 4.5 0 0 1-9 0c0-2 1.5-4.5 4.5-8.5z" fill={GOLD} />
    <path d="M32 10c1.3 1.8 2 3 2 4a2 2 0 0 1-4 0c0-1 .7-2.2 2-4z" fill="#fff3d6" />
  </>
);

/** A fir tree with a star and baubles. */
const firTree = (
  <>
    <ellipse cx="32" cy="58" rx="22" ry="3" fill={SAND} />
    <rect x="28" y="50" width="8" height="8" rx="1" fill={WOOD} />
    <path d="M32 28L55 52H9z" fill={TEAL_DARK} />
    <path d="M32 20L50 41H14z" fill={TEAL} />
    <path d="M32 13L45 30H19z" fill={TEAL_LIGHT} />
    <circle cx="24" cy="45" r="2.2" fill={TERRACOTTA} />
    <circle cx="41" cy="47" r="2.2" fill={GOLD} />
    <circle cx="37" cy="36" r="2.2" fill={TERRACOTTA} />
    <circle cx="26" cy="34" r="2" fill={SAND} />
    <circle cx="33" cy="25" r="1.8" fill={GOLD} />
    <polygon points="32,3 33.5,8 37.7,8.2 34.4,10.8 35.5,14.9 32,12.5 28.5,14.9 29.6,10.8 26.3,8.2 30.5,8" fill={GOLD} />
  </>
);

/** A wrapped present with a bow. */
const gift = (
  <>
    <ellipse cx="32" cy="57" rx="24" ry="3" fill={SAND} />
    <rect x="12" y="30" width="40" height="26" rx="2" fill={TEAL} />
    <rect x="9" y="23" width="46" height="10" rx="2" fill={TEAL_LIGHT} />
    <rect x="29" y="23" width="6" height="33" fill={TERRACOTTA} />
    <path d="M32 23C26 12 15 13 19 20c2 3.5 8 3 13 3z" fill={TERRACOTTA} />
    <path d="M32 23c6-11 17-10 13-3-2 3.5-8 3-13 3z" fill={TERRACOTTA} />
    <path d="M32 23c-3 0-9-2.5-11-4.5M32 23c3 0 9-2.5 11-4.5" stroke={TERRACOTTA_DARK} strokeWidth="1" fill="none" />
    <circle cx="32" cy="22" r="2.8" fill={TERRACOTTA_DARK} />
  </>
);

const PICTURES: Record<VoucherMotif, ReactNode> = { birthday: cake, christmas: firTree, neutral: gift };

/** The motif's little picture; decorative: the motif's name is always written beside it. */
export function MotifPicture({ motif, size = 64 }: { motif: VoucherMotif; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-motif={motif}>
      {PICTURES[motif]}
    </svg>
  );
}
