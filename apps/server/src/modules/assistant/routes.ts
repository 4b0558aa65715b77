import { ChatbotBody, ChatbotResponse } from '@fm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses';
import { serviceContext } from '../../shared/service-context';
import { QuestionLimiter } from './rate-limit';
import { answerChat } from './service';

export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new QuestionLimiter(app.platform.config.ASSISTANT_RATE_LIMIT);

  app.post(
    '/chatbot',
    {
      config: { permission: 'assistant:use' },
      schema: {
        tags: ['assistant'],
        summary:
          "Answer the conversation's last question from the caller's own organisation's data (read-only tools, audited, rate-limited per person)",
        body: ChatbotBody,
        response: responses(ChatbotResponse),
      },
    },
    async (request) => ({
      success: true as const,
      data: await answerChat(serviceContext(request), request.body, limiter),
    }),
  );
};
