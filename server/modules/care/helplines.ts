import { readFileSync } from 'node:fs';
import type { CareKind } from '#common/care/screen.ts';
import { type Care, type Helplines, HelplinesFileSchema } from '#common/schemas/care.ts';
import type { Locale } from '#common/locales.ts';

/**
 * The help lines shipped with the product, checked against the sources cited in docs/care.md. Thai members see the
 * Department of Mental Health's 1323 first; English lists the lines an English speaker in Thailand can call and an
 * international directory. The operator replaces the whole list with CARE_HELPLINES_FILE.
 */
export const DEFAULT_HELPLINES: Helplines = {
  th: [
    {
      name: 'สายด่วนสุขภาพจิต กรมสุขภาพจิต',
      phone: '1323',
      url: 'https://1323alltime.camri.go.th/',
      hours: 'ตลอด 24 ชั่วโมง โทรฟรี',
    },
    {
      name: 'สายด่วนการแพทย์ฉุกเฉิน 1669 (สถาบันการแพทย์ฉุกเฉินแห่งชาติ)',
      phone: '1669',
      url: 'https://www.niems.go.th/',
      hours: 'ตลอด 24 ชั่วโมง โทรฟรี',
    },
    {
      name: 'สมาคมสะมาริตันส์แห่งประเทศไทย',
      phone: '02 113 6789',
      url: 'https://www.samaritansthai.com/',
      hours: '12:00–22:00 น.',
    },
  ],
  en: [
    {
      name: 'Samaritans of Thailand (emotional support)',
      phone: '02 113 6789',
      url: 'https://www.samaritansthai.com/',
      hours: '12:00–22:00',
    },
    {
      name: 'Tourist Police (English-speaking, for emergencies)',
      phone: '1155',
      url: null,
      hours: '24 hours',
    },
    {
      name: 'Medical emergency (ambulance)',
      phone: '1669',
      url: 'https://www.niems.go.th/',
      hours: '24 hours, free',
    },
    {
      name: 'Department of Mental Health hotline (mainly Thai)',
      phone: '1323',
      url: 'https://1323alltime.camri.go.th/',
      hours: '24 hours, free',
    },
    {
      name: 'Find A Helpline: free helplines in other countries',
      phone: null,
      url: 'https://findahelpline.com/',
      hours: 'Online directory',
    },
  ],
};

/** Reads and validates the operator's help-line file; throws a readable error at start-up. */
export function loadHelplinesFile(file: string): Helplines {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`CARE_HELPLINES_FILE ${file}: ${(error as Error).message}`);
  }
  const parsed = HelplinesFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`CARE_HELPLINES_FILE ${file}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The care a member is offered: the kind of help and the help lines of their language. */
export function careFor(helplines: Helplines, kind: CareKind, locale: Locale): Care {
  return { kind, helplines: helplines[locale] };
}
