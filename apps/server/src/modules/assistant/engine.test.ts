import { describe, expect, it } from 'vitest';
import type { ServiceContext } from '../../shared/service-context';
import { answerWithRules } from './engine';
import { Gazetteer } from './understand/places';

describe('the engine without access', () => {
  it('tells a role that cannot read a domain so, without calling its service', async () => {
    // A role the matrix gives nothing: the tool is refused before any service is reached.
    const ctx = { caller: { role: 'auditor', orgId: 1 } } as unknown as ServiceContext;
    const world = { ctx, places: new Gazetteer([]), today: '2026-11-27' };
    const answer = await answerWithRules(world, 'How many devices are offline?');
    expect(answer).toMatchObject({
      kind: 'no-access',
      sentence: 'You do not have access to devices.',
      rows: [],
      tools: [{ tool: 'list_devices', args: { status: 'offline' }, rowCount: 0 }],
    });
  });
});
