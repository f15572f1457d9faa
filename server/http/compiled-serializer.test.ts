import { describe, expect, it } from 'vitest';
import { AnswerLogPageSchema, AskResponseSchema } from '#common/schemas/questions.ts';
import { compiledSerializer } from './compiled-serializer.ts';

const serializerOf = (schema: unknown) => compiledSerializer({ schema, method: 'GET', url: '/', httpPart: 'response' });

describe('compiled response serializers of the hot routes', () => {
  it('write an answer-log page exactly as JSON.stringify of the contract would, nulls and nested objects included', () => {
    const item = {
      id: '0b0c6c7e-5d1a-4c1e-9d53-3f1f6a0e2a11',
      question_text: 'Will the "ice" hold?\n\u0e19\u0e49\u0e33\u0e41\u0e02\u0e47\u0e07',
      answer_text: null,
      status: 'pending',
      created_at: '2026-11-25T10:00:00.000Z',
      answered_at: null,
      spent_tokens: 1,
      category: null,
      card: null,
    };
    const answered = {
      ...item,
      answer_text: 'Yes </script>',
      status: 'answered',
      answered_at: '2026-11-25T10:00:05.000Z',
      category: {
        id: '1b0c6c7e-5d1a-4c1e-9d53-3f1f6a0e2a11',
        name: 'Love',
        name_th: '\u0e04\u0e27\u0e32\u0e21\u0e23\u0e31\u0e01',
      },
      card: { key: 'ice-floe', name: 'Ice Floe', name_th: '\u0e41\u0e1e\u0e19\u0e49\u0e33\u0e41\u0e02\u0e47\u0e07' },
    };
    const page = { items: [item, answered], total: 2, page: 1, page_size: 10 };
    const written = serializerOf(AnswerLogPageSchema)(page);
    expect(JSON.parse(written)).toEqual(AnswerLogPageSchema.parse(page));
    expect(written).toBe(JSON.stringify(page));
  });

  it('write only the fields of the contract', () => {
    const written = serializerOf(AskResponseSchema)({
      question_id: '0b0c6c7e-5d1a-4c1e-9d53-3f1f6a0e2a11',
      new_balance: 4,
      secret: 'never sent',
    });
    expect(JSON.parse(written)).toEqual({ question_id: '0b0c6c7e-5d1a-4c1e-9d53-3f1f6a0e2a11', new_balance: 4 });
  });
});
