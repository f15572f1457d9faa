import type { Locale } from '#common/locales.ts';
import type { Theme } from '#common/oracle.ts';
import type { Helpline } from '#common/schemas/care.ts';
import type { DeckCard } from './deck/types.ts';

export type LlmConfig = { url: string; model: string; key: string; timeoutMs: number };

const MAX_INTERPRETATION = 4000;

/**
 * Asks an OpenAI-compatible chat-completions endpoint to interpret the drawn card for the question.
 * Answers null on any failure (timeout, HTTP error, empty or oversize answer): the deck then speaks.
 */
export async function interpretWithLlm(
  config: LlmConfig,
  input: {
    card: DeckCard;
    theme: Theme;
    locale: Locale;
    question: string;
    categoryName: string | null;
    care?: Helpline[];
  },
): Promise<string | null> {
  const { card, locale } = input;
  const language = locale === 'th' ? 'Thai' : 'English';
  const system = [
    'You are the Penguin Oracle: a gentle, warm, minimalist spiritual guide who speaks through a penguin oracle deck.',
    `Write in ${language}, 120 to 200 words, plain text without headings, lists or Markdown.`,
    'Be kind and hopeful, never fatalistic or frightening. Give no medical, legal or financial directives;',
    'for health, money or legal matters, encourage the person to seek qualified help they trust.',
    'Do not name the card in your first sentence; the app already shows it.',
  ].join(' ');
  // The question screened as crisis and the member chose to continue (docs/care.md): gentleness first.
  const care = input.care?.length
    ? [
        'The question may come from someone in pain or in danger. Be especially gentle and calm; do not predict,',
        'judge or dramatise. Say plainly that they do not have to face this alone, and name these help lines:',
        input.care.map((line) => `${line.name}${line.phone ? ` (${line.phone}, ${line.hours})` : ''}`).join('; ') + '.',
      ].join(' ')
    : '';
  const user = [
    `Card: ${card[locale].name} (${card.en.name}).`,
    `Card message: ${card[locale].message}`,
    `Guidance for this area of life: ${card[locale].guidance[input.theme]}`,
    input.categoryName ? `Category: ${input.categoryName}.` : '',
    `The member's question: """${input.question}"""`,
    'Interpret the card for this question.',
  ]
    .filter(Boolean)
    .join('\n');
  try {
    const response = await fetch(config.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.8,
        max_tokens: 700,
        messages: [
          { role: 'system', content: care ? `${system} ${care}` : system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const text = content.trim();
    return text.length > 0 && text.length <= MAX_INTERPRETATION ? text : null;
  } catch {
    return null;
  }
}
