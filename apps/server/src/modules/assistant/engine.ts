import type { ChatbotAnswer, ToolCallRecord } from '@fm/contracts';
import { Rephrase, type ToolWorld } from './tools/answer';
import { runTool } from './tools/registry';
import { EXAMPLE_QUESTIONS, planQuestion } from './understand/intent';

/** An answer before the service adds when it was read, which engine made it and the message. */
export type DraftAnswer = Pick<
  ChatbotAnswer,
  'kind' | 'understood' | 'sentence' | 'columns' | 'rows' | 'total' | 'sources' | 'suggestions'
> & { tools: ToolCallRecord[] };

const noRows = { columns: [], rows: [], total: 0, sources: [] };

const rephraseAnswer = (
  sentence: string,
  understood: string[] = [],
  suggestions = EXAMPLE_QUESTIONS.slice(0, 4),
  tools: ToolCallRecord[] = [],
): DraftAnswer => ({ kind: 'rephrase', understood, sentence, suggestions, tools, ...noRows });

/** A refusal by role: a different answer from "there are none". */
const noAccessAnswer = (
  domain: string,
  understood: string[],
  tools: ToolCallRecord[],
): DraftAnswer => ({
  kind: 'no-access',
  understood,
  sentence: `You do not have access to ${domain}.`,
  suggestions: [],
  tools,
  ...noRows,
});

/**
 * The deterministic engine: the question is read by fixed rules (domains, the organisation's
 * own places, dates, statuses, metrics) into at most one tool call; a question it cannot map
 * gets rephrasings, never a guess.
 */
export async function answerWithRules(world: ToolWorld, question: string): Promise<DraftAnswer> {
  const plan = planQuestion({ question, today: world.today, places: world.places });
  if (plan.kind === 'rephrase')
    return rephraseAnswer(plan.sentence, plan.understood, plan.suggestions);
  return runPlanned(world, plan.tool, plan.args, plan.understood);
}

/** One tool call as an answer: its rows, or no access, or rephrasings when it cannot answer. */
async function runPlanned(
  world: ToolWorld,
  tool: Parameters<typeof runTool>[1],
  args: Record<string, unknown>,
  understood: string[],
): Promise<DraftAnswer> {
  const call = { tool, args, rowCount: 0 };
  try {
    const run = await runTool(world, tool, args);
    if (run.kind === 'no-access') return noAccessAnswer(run.domain, understood, [call]);
    if (run.kind === 'invalid')
      return rephraseAnswer(
        `I could not use that question as asked (${run.message}).`,
        understood,
        undefined,
        [call],
      );
    const { answer } = run;
    return {
      kind: 'answer',
      understood,
      suggestions: [],
      tools: [{ ...call, rowCount: answer.total }],
      ...answer,
    };
  } catch (error) {
    if (error instanceof Rephrase)
      return rephraseAnswer(error.message, understood, undefined, [call]);
    throw error;
  }
}
