import { CARE_KINDS, type CareKind } from './kinds.ts';
import { features } from './features.ts';

/**
 * A table of the screening model (docs/care.md, "The model"), as `scripts/train-care.ts` writes it: one feature a
 * line, `feature<TAB>self_harm abuse emergency`, each weight an integer in quarters. A text's score for a kind is that
 * kind's bias plus the weights of the features it has; the everyday score is 0.
 */
export type ModelTable = string;
/**
 * The model's bias per kind, the score a kind must pass to be offered help on the model's word alone (`threshold`),
 * the score below which the model overrules a rule that matched (`veto`: it is sure the text is everyday), and the
 * score the part before a closing everyday question must pass for a rule that matched there to stand (`closing`).
 */
export type Model = { bias: readonly [number, number, number]; threshold: number; veto: number; closing: number };
type Weights = Map<string, number[]>;

const tables = new Map<ModelTable, Weights>();

function parse(table: ModelTable): Weights {
  let found = tables.get(table);
  if (found) return found;
  found = new Map();
  for (const line of table.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0)
      found.set(
        line.slice(0, tab),
        line
          .slice(tab + 1)
          .split(' ')
          .map(Number),
      );
  }
  tables.set(table, found);
  return found;
}

/** The three crisis scores of a text, in quarters (the order of CARE_KINDS). */
export function scores(text: string, model: Model, weightTables: ModelTable[]): number[] {
  const total = [...model.bias];
  const maps = weightTables.map(parse);
  for (const feature of features(text)) {
    for (const map of maps) {
      const weights = map.get(feature);
      if (weights) for (let k = 0; k < 3; k++) total[k]! += weights[k]!;
    }
  }
  return total;
}

/** The kind with the highest score, and that score. */
export function strongest(total: number[]): { kind: CareKind; score: number } {
  let best = 0;
  for (let k = 1; k < 3; k++) if (total[k]! > total[best]!) best = k;
  return { kind: CARE_KINDS[best]!, score: total[best]! };
}
