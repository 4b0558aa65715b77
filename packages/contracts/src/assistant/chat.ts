import { z } from 'zod';
import { IsoDateTime, OrgId, boundedText } from '../common';
import { requestExamples, successEnvelope } from '../envelope';

/** The longest question (or earlier message) the assistant reads. */
const CHAT_MESSAGE_MAX = 1000;
/** The most messages of a conversation a client sends; only the last question is answered. */
const CHAT_MESSAGES_MAX = 40;

const ChatMessage = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: boundedText(CHAT_MESSAGE_MAX).min(1),
});

/**
 * `POST /api/chatbot` with `{messages, orgId, userEmail}` (spec section 7). The organisation and
 * the person come from the token; `orgId` and `userEmail` are checked against it (403 when they
 * name someone else) and choose nothing. The last message must be the person's question.
 */
export const ChatbotBody = z
  .strictObject({
    messages: z
      .array(ChatMessage)
      .min(1)
      .max(CHAT_MESSAGES_MAX)
      .refine((messages) => messages[messages.length - 1]?.role === 'user', {
        message: 'the last message must be the question (role user)',
      }),
    orgId: OrgId.optional(),
    userEmail: z.email().max(254).optional(),
  })
  .meta(
    requestExamples({
      messages: [{ role: 'user', content: 'How many devices are offline right now?' }],
      orgId: 1,
      userEmail: 'admin@demo.example',
    }),
  );
export type ChatbotBody = z.infer<typeof ChatbotBody>;

/** A column of an answer's table. */
export const AnswerColumn = z.object({ key: z.string(), label: z.string() });
export type AnswerColumn = z.infer<typeof AnswerColumn>;

export const AnswerCell = z.union([z.string(), z.number(), z.null()]);
export type AnswerCell = z.infer<typeof AnswerCell>;

/** Where an answer's rows come from: a screen of the app (spec routes) and its label. */
export const AnswerSource = z.object({ label: z.string(), href: z.string() });
export type AnswerSource = z.infer<typeof AnswerSource>;

/** A tool the answer called, with its arguments and how many rows it gave (also audited). */
export const ToolCallRecord = z.object({
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  rowCount: z.number().int(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecord>;

const answerKinds = ['answer', 'no-access', 'rephrase'] as const;

/**
 * The assistant's answer: what it understood (the parts of "Pest control · Maharashtra · this
 * month · overdue"), one sentence, a small table, the screens it came from and when the data was
 * read. `rephrase`: it could not map the question and offers `suggestions` instead of a guess.
 */
export const ChatbotAnswer = z.object({
  kind: z.enum(answerKinds),
  understood: z.array(z.string()),
  sentence: z.string(),
  columns: z.array(AnswerColumn),
  rows: z.array(z.record(z.string(), AnswerCell)),
  /** Rows the answer counted (the table shows at most the first few of them). */
  total: z.number().int(),
  sources: z.array(AnswerSource),
  suggestions: z.array(z.string()),
  readAt: IsoDateTime,
  /** `rules`: the deterministic engine; `model`: the configured language model chose the tools. */
  engine: z.enum(['rules', 'model']),
  /** Why a configured model was not used for this answer (unreachable, invalid output). */
  fallback: z.string().nullable(),
  tools: z.array(ToolCallRecord),
  /** The answer as the spec's chat message, for clients that only show text. */
  message: z.object({ role: z.literal('assistant'), content: z.string() }),
});
export type ChatbotAnswer = z.infer<typeof ChatbotAnswer>;
export const ChatbotResponse = successEnvelope(ChatbotAnswer);
export type ChatbotResponse = z.infer<typeof ChatbotResponse>;
