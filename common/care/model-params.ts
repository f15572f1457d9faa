// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL = { bias: [-1, -4, -1], threshold: 8, veto: -4 } as const;
/** The training sets this model was trained on (training.ts, digestOf): a test checks they are today's. */
export const TRAINED_ON = '7352:3e9fa501';
