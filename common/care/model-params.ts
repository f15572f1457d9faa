// Written by scripts/train-care.ts from the training sets (docs/care.md, "The model"); do not edit.
export const MODEL = { bias: [-8, -14, -11], threshold: 4, veto: -6, closing: 8 } as const;
/** The training sets this model was trained on (training.ts, digestOf): a test checks they are today's. */
export const TRAINED_ON = '31052:622993dc';
