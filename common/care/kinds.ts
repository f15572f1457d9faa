/** The kinds of help the screening offers (docs/care.md); a tiny module, so pages can check a kind without zod. */
export const CARE_KINDS = ['self_harm', 'abuse', 'emergency'] as const;
export type CareKind = (typeof CARE_KINDS)[number];
