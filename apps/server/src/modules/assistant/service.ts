import { locationDisplayName, type ChatbotAnswer, type ChatbotBody } from '@fm/contracts';
import { authorize } from '../../auth/authorize';
import { inTenant } from '../../db/tenant';
import { forbidden } from '../../http/errors';
import { writeAudit } from '../../shared/audit';
import { orgToday } from '../../shared/org-time';
import type { ServiceContext } from '../../shared/service-context';
import { locationDirectory } from '../locations';
import { answerWithRules, type DraftAnswer } from './engine';
import type { QuestionLimiter } from './rate-limit';
import type { ToolWorld } from './tools/answer';
import { Gazetteer } from './understand/places';

/** The caller's world: their organisation's places and local date, read under their role. */
async function worldOf(ctx: ServiceContext, now: Date): Promise<ToolWorld> {
  const [directory, today] = await Promise.all([
    locationDirectory(ctx),
    inTenant(ctx.db, ctx.caller.orgId, (tx) => orgToday(tx, ctx.caller.orgId, now), {
      readOnly: true,
    }),
  ]);
  const places = new Gazetteer(
    directory.map((location) => ({
      locationId: location.locationId,
      name: locationDisplayName(location),
      city: location.city,
      state: location.state,
      status: location.status,
    })),
  );
  return { ctx, places, today };
}

/**
 * `POST /api/chatbot`: answers the conversation's last question from the caller's own
 * organisation's data, under their role. `orgId` and `userEmail` in the body must be the
 * caller's own (403 otherwise: they choose nothing). Every question is audited with the tools
 * it called, their arguments and the row count. Read-only: the audit row is all it writes.
 */
export async function answerChat(
  ctx: ServiceContext,
  body: ChatbotBody,
  limiter: QuestionLimiter,
): Promise<ChatbotAnswer> {
  const { caller, platform } = ctx;
  authorize(caller, 'assistant:use');
  if (body.orgId !== undefined && String(body.orgId) !== String(caller.orgId))
    throw forbidden('orgId must be your own organisation');
  if (body.userEmail !== undefined && body.userEmail.toLowerCase() !== caller.email.toLowerCase())
    throw forbidden('userEmail must be your own e-mail address');
  const now = platform.clock.now();
  limiter.take(`${caller.orgId}:${caller.userId}`, now.getTime());

  const question = body.messages[body.messages.length - 1]!.content;
  const world = await worldOf(ctx, now);
  const draft = await answerWithRules(world, question);
  await audit(ctx, question, draft, 'rules');
  return {
    ...draft,
    readAt: now.toISOString(),
    engine: 'rules',
    fallback: null,
    message: { role: 'assistant', content: draft.sentence },
  };
}

async function audit(ctx: ServiceContext, question: string, draft: DraftAnswer, engine: string) {
  await inTenant(ctx.db, ctx.caller.orgId, (tx) =>
    writeAudit(tx, ctx.caller, {
      action: 'assistant.question.answered',
      entityType: 'assistant',
      entityId: ctx.caller.userId,
      changes: {
        question,
        engine,
        kind: draft.kind,
        understood: draft.understood,
        tools: draft.tools,
        rowCount: draft.total,
      },
    }),
  );
}
