import { cn } from '#web/lib/utils.ts';

/** The Penguin Oracle mark: a penguin under a crescent moon inside a night-sky disc. Decorative. */
export function Logo({ large = false }: { /** The sign-in page's size, instead of the header's. */ large?: boolean }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', large ? 'size-14' : 'size-10')}
    >
      <circle cx="32" cy="32" r="32" fill="#16213f" />
      <circle cx="13" cy="14" r="1.2" fill="#dfe8fb" />
      <circle cx="20" cy="8" r="0.8" fill="#dfe8fb" />
      <circle cx="55" cy="34" r="1" fill="#dfe8fb" />
      <path d="M51 8a8 8 0 1 0 6 13 6.5 6.5 0 1 1-6-13z" fill="#f2c66d" />
      <PenguinGlyph />
    </svg>
  );
}

/** The penguin of the mark, drawn in a 64×64 box; the home page's picture uses it too. */
export function PenguinGlyph() {
  return (
    <>
      <path
        d="M32 13c-9.5 0-15.5 8.5-15.5 20 0 10.5 5.5 19 15.5 19s15.5-8.5 15.5-19c0-11.5-6-20-15.5-20z"
        fill="#0b1228"
      />
      <path d="M32 23c-5.5 0-9.5 5.5-9.5 12.5S26.5 49 32 49s9.5-6.5 9.5-13.5S37.5 23 32 23z" fill="#ffffff" />
      <circle cx="27.5" cy="22.5" r="2.2" fill="#ffffff" />
      <circle cx="36.5" cy="22.5" r="2.2" fill="#ffffff" />
      <circle cx="28" cy="22.8" r="1" fill="#0b1228" />
      <circle cx="36" cy="22.8" r="1" fill="#0b1228" />
      <path d="M29 27l3 4 3-4z" fill="#f2c66d" />
      <path d="M25 51.5l-3.5 3h8zM39 51.5l3.5 3h-8z" fill="#f2c66d" />
    </>
  );
}
