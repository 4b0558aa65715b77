import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/requests';
import {
  PEST,
  cacheDisagreements,
  kit,
  move,
  newChemical,
  newItem,
  onHand,
  setUpMaterials,
} from '../../../test/materials-kit';

// The ledger's rules under concurrency, and the balance cache against the ledger after a long
// random sequence of movements (decision 054).
setUpMaterials();

const issueOne = (itemId: string, as = ADMIN) =>
  kit.call(as, 'POST', '/api/materials/issues', { itemId, locationId: kit.branch, quantity: 1 });

const movementCount = async (itemId: string) =>
  Number(
    (
      await kit.ctx.db.execute<{ count: string }>(
        sql`select count(*) from material_movements where item_id = ${itemId}`,
      )
    ).rows[0]!.count,
  );

describe('concurrent issues', () => {
  it('lets exactly one of two simultaneous last-unit issues through; the other gets a 409 and writes nothing', async () => {
    const towel = await newItem({ name: 'Last towel' });
    await move('receipts', { itemId: towel.id, locationId: kit.branch, quantity: 1 });
    const answers = await Promise.all([issueOne(towel.id), issueOne(towel.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().error).toMatch(/Only 0 pcs of Last towel on hand/);
    expect(await onHand(towel.id, kit.branch)).toBe(0);
    expect(await movementCount(towel.id)).toBe(2);
  });

  it('lets exactly as many through as there are units, when many ask at once', async () => {
    const chemical = await newChemical({ unit: 'litre' });
    await move('receipts', {
      itemId: chemical.id,
      locationId: kit.branch,
      quantity: 3,
      batchCode: 'C-1',
      expiresOn: '2099-01-01',
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => issueOne(chemical.id, index % 2 ? PEST : ADMIN)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    expect(await onHand(chemical.id, kit.branch)).toBe(0);
    expect(await cacheDisagreements()).toEqual([]);
  });
});

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the balance cache', () => {
  it('equals the ledger sum for every pair and batch after 1,000 random movements', async () => {
    const next = random(20_261_127);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    const items = [
      await newItem({ unit: 'piece' }),
      await newItem({ unit: 'kilogram' }),
      await newChemical({ unit: 'millilitre' }),
    ];
    const locations = [kit.branch, kit.branch2];
    const written: number[] = [];
    const outcomes: Record<string, number> = {};
    let attempts = 0;

    const one = async () => {
      const item = pick(items);
      const locationId = pick(locations);
      const whole = item.unit === 'piece';
      const quantity = whole
        ? 1 + Math.floor(next() * 12)
        : Math.round((0.001 + next() * 12) * 1000) / 1000;
      const base = { itemId: item.id, locationId, quantity };
      const kind = pick([
        'receipt',
        'receipt',
        'issue',
        'issue',
        'issue',
        'adjustment',
        'disposal',
        'reverse',
      ] as const);
      const batch =
        item.unit === 'millilitre'
          ? { batchCode: pick(['P-1', 'P-2', 'P-3']), expiresOn: '2099-01-01' }
          : {};
      let response;
      if (kind === 'receipt')
        response = await kit.call(ADMIN, 'POST', '/api/materials/receipts', { ...base, ...batch });
      else if (kind === 'issue')
        response = await kit.call(ADMIN, 'POST', '/api/materials/issues', base);
      else if (kind === 'adjustment' && item.unit !== 'millilitre')
        response = await kit.call(ADMIN, 'POST', '/api/materials/adjustments', {
          ...base,
          direction: pick(['increase', 'decrease']),
          reason: 'Random count',
        });
      else if (kind === 'disposal' || kind === 'adjustment')
        response = await kit.call(ADMIN, 'POST', '/api/materials/disposals', {
          ...base,
          reason: 'Random loss',
        });
      else {
        if (written.length === 0) return;
        response = await kit.call(
          ADMIN,
          'POST',
          `/api/materials/movements/${pick(written)}/reverse`,
          {
            reason: 'Random mistake',
          },
        );
      }
      attempts += 1;
      const key = `${kind} ${response.statusCode}`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      expect([201, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 201)
        for (const movement of response.json().data.movements as { id: number }[])
          written.push(movement.id);
    };

    // Four at a time, so the pair locks are exercised as well as the arithmetic.
    while (attempts < 1000) await Promise.all([one(), one(), one(), one()]);

    expect(await cacheDisagreements()).toEqual([]);
    // The sequence did both: it wrote movements and it was refused.
    expect(written.length).toBeGreaterThan(400);
    expect(Object.keys(outcomes).some((key) => key.endsWith('409'))).toBe(true);
  }, 120_000);
});
