import { describe, expect, it } from 'vitest';
import {
  evaluateCondition,
  initialConditionState,
  ruleAlertMessage,
  type RuleCondition,
} from './rule-evaluation';

const co2: RuleCondition = {
  metric: 'co2Level',
  comparison: 'above',
  threshold: 1200,
  durationSeconds: 600,
};
const at = (seconds: number) => seconds * 1000;

describe('evaluateCondition', () => {
  it('raises once the condition has held for the duration, measured on reading timestamps', () => {
    const readings = [0, 300, 599, 600, 900].map((s) => ({ at: at(s), value: 1300 }));
    const { state, transitions } = evaluateCondition(co2, initialConditionState, readings);
    expect(transitions).toEqual([{ kind: 'raise', at: at(600), value: 1300, since: 0 }]);
    expect(state).toEqual({ since: 0, raised: true, lastAt: at(900) });
  });

  it('never raises twice for one ongoing condition, across calls', () => {
    const first = evaluateCondition(co2, initialConditionState, [
      { at: at(0), value: 1300 },
      { at: at(600), value: 1300 },
    ]);
    const second = evaluateCondition(co2, first.state, [
      { at: at(630), value: 1400 },
      { at: at(1800), value: 1500 },
    ]);
    expect(first.transitions).toHaveLength(1);
    expect(second.transitions).toEqual([]);
  });

  it('clears on the first reading where it no longer holds, and can raise again later', () => {
    const readings = [
      { at: at(0), value: 1300 },
      { at: at(600), value: 1300 },
      { at: at(630), value: 1100 },
      { at: at(660), value: 1250 },
      { at: at(1260), value: 1250 },
    ];
    const { transitions } = evaluateCondition(co2, initialConditionState, readings);
    expect(transitions.map((t) => [t.kind, t.at])).toEqual([
      ['raise', at(600)],
      ['clear', at(630)],
      ['raise', at(1260)],
    ]);
  });

  it('restarts the duration when the condition breaks before it is reached', () => {
    const readings = [
      { at: at(0), value: 1300 },
      { at: at(500), value: 900 },
      { at: at(550), value: 1300 },
      { at: at(1100), value: 1300 },
    ];
    expect(evaluateCondition(co2, initialConditionState, readings).transitions).toEqual([]);
  });

  it('raises at once with a duration of 0; "below" compares the other way; equal does not break', () => {
    const cold: RuleCondition = {
      metric: 'temperature',
      comparison: 'below',
      threshold: 10,
      durationSeconds: 0,
    };
    expect(
      evaluateCondition(cold, initialConditionState, [{ at: 5, value: 10 }]).transitions,
    ).toEqual([]);
    expect(
      evaluateCondition(cold, initialConditionState, [{ at: 5, value: 9.5 }]).transitions,
    ).toEqual([{ kind: 'raise', at: 5, value: 9.5, since: 5 }]);
  });

  it('ignores readings without the metric and readings older than the last one judged', () => {
    const { state, transitions } = evaluateCondition(
      { ...co2, durationSeconds: 0 },
      { since: null, raised: false, lastAt: at(100) },
      [
        { at: at(50), value: 5000 },
        { at: at(150), value: null },
      ],
    );
    expect(transitions).toEqual([]);
    expect(state.lastAt).toBe(at(100));
  });
});

describe('ruleAlertMessage', () => {
  it('names the metric, the condition and the value', () => {
    expect(ruleAlertMessage(co2, 1250)).toBe('CO2 above 1,200 ppm for 600 s (1,250 ppm)');
  });
});
